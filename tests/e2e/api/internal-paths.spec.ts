import { expect, test } from "@playwright/test";

// The internal per-language routes (app/[locale]/…) are reached only through proxy.ts's rewrite
// (docs/decisions/010). A path with a dot in its last segment once skipped the proxy: it reached an
// internal route directly, was rendered for each new name and kept by shared caches for days.
test("internal per-language paths are never reached from outside, whatever their last segment", async ({ request }) => {
  for (const path of [
    "/en/flipbook/1/x.x",
    "/en/flipbook/1/y.y",
    "/fr/booklets/1/2.html",
    "/de/missing.json",
    "/build/flipbook/1/a.b",
    "/es/flipbook/3/enhanced",
    "/en/about",
    "/EN/about.x",
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
    // The one cached 404 page of the language, not a render of the invented path.
    expect(response.headers()["x-middleware-rewrite"], path).toMatch(/^\/(en|es|fr|de|it|pt)\/missing$/);
  }
});
