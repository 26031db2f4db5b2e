import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The layering of lib/ (docs/decisions/013): imports between its folders go one way, so no two
// folders import each other, directly or round a longer loop. Type-only imports count too: a
// type is as much a dependency as a function when a module has to move.

const ROOT = path.resolve(import.meta.dirname, "../..");
const LIB = path.join(ROOT, "lib");
const SKIPPED = new Set(["generated"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const isFolder = (full: string) => existsSync(full) && statSync(full).isDirectory();

/**
 * The lib folder a lib path belongs to: "lib/data/knowledge" → "data", and a folder's index
 * ("@/lib/translation" → "translation") too; null for lib's own files ("lib/db").
 */
function folderOf(libPath: string): string | null {
  const parts = libPath.split("/");
  if (parts.length > 2) return parts[1];
  return parts.length === 2 && isFolder(path.join(LIB, parts[1])) ? parts[1] : null;
}

const importPattern = /^\s*(import|export)\b(\s+type\b)?[^;]*?\bfrom\s*["']([^"']+)["']/gm;
const dynamicImportPattern = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** A lib file's imports as paths from the root ("lib/db", "components/ui/button"), packages left out. */
function importsOf(relative: string, text: string): { target: string; typeOnly: boolean }[] {
  return [
    ...[...text.matchAll(importPattern)].map((match) => ({ specifier: match[3], typeOnly: Boolean(match[2]) })),
    ...[...text.matchAll(dynamicImportPattern)].map((match) => ({ specifier: match[1], typeOnly: false })),
  ].flatMap(({ specifier, typeOnly }) => {
    const target = specifier.startsWith("@/")
      ? specifier.slice(2)
      : specifier.startsWith(".")
        ? path.posix.normalize(path.posix.join(path.posix.dirname(relative), specifier))
        : null;
    return target ? [{ target, typeOnly }] : [];
  });
}

const libFiles = () =>
  sourceFiles(LIB).map((file) => ({
    relative: path.relative(ROOT, file).split(path.sep).join("/"),
    text: readFileSync(file, "utf8"),
  }));

/** Every import between two lib folders: "from" folder → "to" folder → the files that make it. */
export function folderImports(): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  for (const { relative, text } of libFiles()) {
    const from = folderOf(relative);
    if (!from) continue;
    for (const { target } of importsOf(relative, text)) {
      if (!target.startsWith("lib/")) continue;
      const to = folderOf(target);
      if (!to || to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string[]>();
      edges.set(to, [...(edges.get(to) ?? []), `${relative} → ${target}`]);
      graph.set(from, edges);
    }
  }
  return graph;
}

/** Folder loops (strongly connected components of more than one folder), Tarjan's algorithm. */
function loops(graph: Map<string, Map<string, string[]>>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const lowlinks = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    lowlinks.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!indices.has(next)) {
        visit(next);
        lowlinks.set(node, Math.min(lowlinks.get(node)!, lowlinks.get(next)!));
      } else if (onStack.has(next)) lowlinks.set(node, Math.min(lowlinks.get(node)!, indices.get(next)!));
    }
    if (lowlinks.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return found;
}

describe("lib layering (docs/decisions/013)", () => {
  const graph = folderImports();

  it("has no two lib folders importing each other", () => {
    const pairs: string[] = [];
    for (const [from, edges] of graph) {
      for (const [to, files] of edges) {
        if (from < to && graph.get(to)?.has(from))
          pairs.push(`${from} ↔ ${to}:\n    ${[...files, ...graph.get(to)!.get(from)!].join("\n    ")}`);
      }
    }
    expect(pairs, `folders importing each other:\n  ${pairs.join("\n  ")}`).toEqual([]);
  });

  it("has no longer loops between lib folders either", () => {
    const found = loops(graph).map((component) => component.join(" → "));
    expect(found, `folder loops: ${found.join("; ")}`).toEqual([]);
  });

  it("keeps lib/data below the features: it imports only the database and pure folders", () => {
    // The file store is persistence like the database (a teaching's publish reads its audio's size).
    const allowed = new Set([
      ...["contracts", "generated", "html", "scripture", "validation", "book", "i18n", "settings"],
      "storage",
    ]);
    const upward = [...(graph.get("data") ?? new Map<string, string[]>()).entries()]
      .filter(([to]) => !allowed.has(to))
      .flatMap(([, files]) => files);
    expect(upward).toEqual([]);
  });

  it("never reaches up into components/ or app/", () => {
    // A typed API client may name its route handler's type (erased from the bundle): the
    // client's types then come from the route itself.
    const isRouteType = (target: string, typeOnly: boolean) => typeOnly && /^app\/api\/.+\/route$/.test(target);
    const upward = libFiles().flatMap(({ relative, text }) =>
      importsOf(relative, text)
        .filter(({ target }) => /^(components|app)\//.test(target))
        .filter(({ target, typeOnly }) => !isRouteType(target, typeOnly))
        .map(({ target }) => `${relative} → ${target}`),
    );
    expect(upward, `lib importing from components/ or app/:\n  ${upward.join("\n  ")}`).toEqual([]);
  });

  it("reads imports, type-only and dynamic ones included", () => {
    // The check itself: the graph is not empty, and it sees the features reaching the data layer.
    expect(graph.get("chat")?.has("data")).toBe(true);
    expect(graph.get("knowledge")?.has("data")).toBe(true);
  });

  it("sees imports of a folder's index (@/lib/storage) as imports of that folder", () => {
    expect(graph.get("uploads")?.has("storage")).toBe(true);
    expect(graph.get("content")?.has("translation")).toBe(true);
  });
});
