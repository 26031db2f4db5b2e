import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// One rule for public-cache invalidation (docs/decisions/013): the lib/data function that writes the
// rows invalidates their tags, through `invalidate` in lib/cache.ts, the one place that talks to
// Next (or, outside a request, to the other instances). Anything else that expires a tag is a second
// home a new write could forget.
const ROOT = path.resolve(import.meta.dirname, "../..");
const SCANNED = ["app", "components", "lib", "scripts", "proxy.ts", "instrumentation.ts"];
const SKIPPED = new Set(["node_modules", "generated"]);

/** lib/cache.ts alone speaks to Next; the cache handler is the receiving end of the broadcast. */
const NEXT_HOME = (file: string) => file === "lib/cache.ts";
const BROADCAST_HOME = (file: string) => file === "lib/cache.ts" || file.startsWith("lib/cache-handler/");
const CALLER_HOME = (file: string) => file.startsWith("lib/data/") || file === "lib/cache.ts";

const RULES: { what: string; pattern: RegExp; allowed: (file: string) => boolean }[] = [
  {
    what: "expires tags through Next directly",
    pattern:
      /(?<![.\w])(revalidateTag|updateTag|revalidatePath)\s*\(|import\s*\{[^}]*\b(revalidateTag|updateTag|revalidatePath)\b[^}]*\}\s*from\s*["']next\/cache["']/,
    allowed: NEXT_HOME,
  },
  { what: "sends the tag broadcast itself", pattern: /next_cache_tags/, allowed: BROADCAST_HOME },
  {
    what: "calls invalidate outside lib/data",
    pattern: /import\s*\{[^}]*\binvalidate\b[^}]*\}\s*from\s*["']@\/lib\/cache["']/,
    allowed: CALLER_HOME,
  },
];

function sourceFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  const stat = readdirSync(path.dirname(full), { withFileTypes: true }).find((e) => e.name === path.basename(full));
  if (!stat) return [];
  if (!stat.isDirectory()) return /\.(ts|tsx|mjs|js)$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [entry] : [];
  return readdirSync(full).flatMap((name) => (SKIPPED.has(name) ? [] : sourceFiles(`${entry}/${name}`)));
}

export function invalidationOutsideItsHome(files = SCANNED.flatMap(sourceFiles)): string[] {
  return files.flatMap((file) => {
    const text = readFileSync(path.join(ROOT, file), "utf8");
    return RULES.filter((rule) => !rule.allowed(file) && rule.pattern.test(text)).map((rule) => `${file} ${rule.what}`);
  });
}

describe("cache invalidation", () => {
  it("happens only in lib/data, through lib/cache.ts", () => {
    expect(invalidationOutsideItsHome()).toEqual([]);
  });

  it("sees every form of it (the check is not blind)", () => {
    const seen = invalidationOutsideItsHome([
      "lib/cache.ts",
      "lib/data/settings.ts",
      "lib/cache-handler/broadcast.mjs",
    ]).length;
    expect(seen).toBe(0);
    const pretend = (text: string) =>
      RULES.some((rule) => !rule.allowed("app/api/x/route.ts") && rule.pattern.test(text));
    expect(pretend('import { CACHE_TAGS, invalidate } from "@/lib/cache";')).toBe(true);
    expect(pretend('import { revalidateTag } from "next/cache";')).toBe(true);
    expect(pretend("SELECT pg_notify('next_cache_tags', $1)")).toBe(true);
    expect(pretend('import { CACHE_TAGS } from "@/lib/cache";')).toBe(false);
    expect(readFileSync(path.join(ROOT, "lib/data/settings.ts"), "utf8")).toMatch(RULES[2].pattern);
  });
});
