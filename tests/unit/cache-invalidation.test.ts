import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// One rule for public-cache invalidation (docs/decisions/013): the lib/data write function that
// changes the rows invalidates their tags; a route handler never does.
const API = path.join(process.cwd(), "app/api");

// Still invalidating in the route: booklets and flipbook, to move into their data modules.
const NOT_YET_MOVED = /^(booklets|booklet-pages|flipbook)\//;

function routes(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routes(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

describe("cache invalidation", () => {
  it("is never called from a route handler", () => {
    const offenders = routes(API)
      .map((file) => path.relative(API, file))
      .filter((file) => !NOT_YET_MOVED.test(file))
      .filter((file) => /\binvalidate\(/.test(readFileSync(path.join(API, file), "utf8")));
    expect(offenders).toEqual([]);
  });
});
