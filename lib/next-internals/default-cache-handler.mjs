// Next's private handler: tests/unit/next-internals.test.ts checks its version and shape, and this refuses one lacking a method.
import * as defaultHandlers from "next/dist/server/lib/cache-handlers/default.js";

export const CACHE_HANDLER_METHODS = ["get", "set", "refreshTags", "getExpiration", "updateTags"];

export function createDefaultCacheHandler(maxSize) {
  const create = defaultHandlers.createDefaultCacheHandler;
  if (typeof create !== "function") {
    throw new Error("next/dist/server/lib/cache-handlers/default.js no longer exports createDefaultCacheHandler");
  }
  const handler = create(maxSize);
  const missing = CACHE_HANDLER_METHODS.filter((method) => typeof handler?.[method] !== "function");
  if (missing.length > 0) throw new Error(`Next's default cache handler lacks ${missing.join(", ")}`);
  return handler;
}
