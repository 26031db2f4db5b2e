import { readdirSync } from "node:fs";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { describe, expect, it } from "vitest";
import { config } from "@/proxy";

const matches = (url: string) => unstable_doesMiddlewareMatch({ config, url });

// Every page path reaches proxy.ts, which rewrites it: an internal per-language route
// (app/[locale]/…) is never reached from outside, whatever its last segment holds.
describe("which requests proxy.ts sees", () => {
  it("sees page paths with a dot in their last segment, so internal routes stay unreachable", () => {
    for (const url of [
      "/en/flipbook/1/x.x",
      "/fr/booklets/1/2.html",
      "/de/missing.json",
      "/build/flipbook/1/a.b",
      "/EN/about.x",
      "/about/page.txt",
      "/es/about",
      "/",
      "/flipbook?page=7",
    ])
      expect(matches(url), url).toBe(true);
  });

  it("leaves the APIs, Next's files, public/'s folders and root files alone", () => {
    for (const url of ["/api/health", "/_next/static/x.js", "/robots.txt", "/sitemap.xml", "/icon.svg"])
      expect(matches(url), url).toBe(false);
    // Each folder of public/ is served as files: the matcher must list it.
    for (const folder of readdirSync("public", { withFileTypes: true }).filter((entry) => entry.isDirectory()))
      expect(matches(`/${folder.name}/file.png`), folder.name).toBe(false);
  });
});
