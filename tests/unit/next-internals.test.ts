import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CACHE_HANDLER_METHODS, createDefaultCacheHandler } from "@/lib/next-internals/default-cache-handler.mjs";
import { ORIGIN_VARIABLE, recordServerOrigin, serverOrigin } from "@/lib/next-internals/server-origin.mjs";

// What the site uses of Next that is not Next's public API, each behind one module in
// lib/next-internals. When an upgrade changes any of it, this fails and names what to check.
const require = createRequire(import.meta.url);
const nextDir = path.dirname(require.resolve("next/package.json"));
const nextSource = (file: string) => readFileSync(path.join(nextDir, "dist", file), "utf8");

/** The Next version lib/next-internals was last checked against. */
const CHECKED_NEXT_VERSION = "16.4.6";

describe("Next internals", () => {
  const saved = process.env[ORIGIN_VARIABLE];
  afterEach(() => {
    if (saved === undefined) delete process.env[ORIGIN_VARIABLE];
    else process.env[ORIGIN_VARIABLE] = saved;
  });

  it("were checked against the installed Next (after an upgrade: check lib/next-internals, then this version)", () => {
    const { version } = JSON.parse(readFileSync(path.join(nextDir, "package.json"), "utf8"));
    expect(version, "Next was upgraded: re-check lib/next-internals/* and update CHECKED_NEXT_VERSION").toBe(
      CHECKED_NEXT_VERSION,
    );
  });

  it("the default cache handler has what the tag broadcast calls, and an updated tag expires", async () => {
    const handler = createDefaultCacheHandler(1024 * 1024);
    const methods = handler as unknown as Record<string, unknown>;
    for (const method of CACHE_HANDLER_METHODS) expect(typeof methods[method], method).toBe("function");
    expect(await handler.getExpiration(["next-internals-test"])).toBe(0);
    await handler.updateTags(["next-internals-test"]);
    expect(await handler.getExpiration(["next-internals-test"])).toBeGreaterThan(0);
  });

  it("next start still records its origin in the variable the server sets and Next's server actions read", () => {
    expect(nextSource("server/lib/start-server.js")).toContain(`process.env.${ORIGIN_VARIABLE} = `);
    expect(nextSource("server/app-render/action-handler.js")).toContain(`process.env.${ORIGIN_VARIABLE}`);
    recordServerOrigin("127.0.0.1", 4000);
    expect(serverOrigin()).toBe("http://127.0.0.1:4000");
    recordServerOrigin("0.0.0.0", 4000);
    expect(serverOrigin()).toBe("http://localhost:4000");
    recordServerOrigin("::1", 4000);
    expect(serverOrigin()).toBe("http://[::1]:4000");
  });
});
