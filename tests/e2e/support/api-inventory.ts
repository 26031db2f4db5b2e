import fs from "node:fs";
import path from "node:path";

// The API inventory, read from the filesystem: every app/api/**/route.ts with the methods it
// exports. A new route is in it (and in the fuzz test) without anyone listing it.

export type ApiRoute = { file: string; pattern: string; methods: string[] };

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;
const API_DIR = path.join(process.cwd(), "app", "api");

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return /^route\.(ts|tsx|js|mjs)$/.test(entry.name) ? [full] : [];
  });
}

function exportedMethods(source: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(/export\s+(?:const|async\s+function|function)\s+([A-Z]+)\b/g))
    found.add(match[1]);
  for (const match of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of match[1].split(",")) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .at(-1)
        ?.trim();
      if (name) found.add(name);
    }
  }
  return METHODS.filter((method) => found.has(method));
}

export function apiInventory(): ApiRoute[] {
  return routeFiles(API_DIR)
    .map((file) => {
      const relative = path.relative(path.join(process.cwd(), "app"), path.dirname(file)).split(path.sep);
      // Route groups "(name)" are not part of the URL.
      const pattern = `/${relative.filter((segment) => !/^\(.*\)$/.test(segment)).join("/")}`;
      return {
        file: path.relative(process.cwd(), file),
        pattern,
        methods: exportedMethods(fs.readFileSync(file, "utf8")),
      };
    })
    .sort((a, b) => a.pattern.localeCompare(b.pattern));
}

/** The dynamic segments of a pattern ("[id]", "[...nextauth]") filled with one value each. */
export function fillPattern(pattern: string, value: (segment: string) => string): string {
  return pattern.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, (_match, name: string) => value(name));
}
