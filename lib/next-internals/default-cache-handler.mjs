// The one import of Next's private in-memory `use cache` handler (not part of its public API), used
// by lib/cache-handler/tag-broadcast.mjs. An upgrade of Next may move or change it:
// tests/unit/next-internals.test.ts checks the version and the handler's shape, and this module
// refuses to start with a handler that lacks what the broadcast calls.
import * as defaultHandlers from "next/dist/server/lib/cache-handlers/default.js";

/** The methods of a `use cache` handler the broadcast wraps and calls. */
export const CACHE_HANDLER_METHODS = ["get", "set", "refreshTags", "getExpiration", "updateTags"];

/** Next's own in-memory handler of at most `maxSize` bytes. */
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
