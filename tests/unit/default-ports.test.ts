import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Linux lends ports 32768-60999 to outgoing connections, and the suites make thousands: a server whose default port
// is there can fail to start while nothing listens on it ("Port 54424 is already in use" stopped a CI run).
const EPHEMERAL_FROM = 32_768;
// The site's own embedded Postgres: deployers and their tools know it, and one start rarely meets the race.
const KEPT = ["EMBEDDED_PG_PORT"];
const DEFAULT = /process\.env\.(\w*PORT\w*)\s*(?:\?\?|\|\|)\s*"?(\d+)/g;

describe("the default ports of tests, benches and their servers", () => {
  it("are all below Linux's ephemeral range", () => {
    const files = execFileSync("git", ["ls-files", "scripts", "tests", "playwright.config.ts", "vitest.config.ts"], {
      encoding: "utf8",
    })
      .split("\n")
      .filter((file) => /\.(?:ts|mts|mjs)$/.test(file));
    const found = files.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(DEFAULT)].map(([, name, port]) => ({ file, name, port: Number(port) })),
    );
    expect(found.length).toBeGreaterThan(20);
    expect(found.filter(({ name, port }) => port >= EPHEMERAL_FROM && !KEPT.includes(name))).toEqual([]);
  });
});
