#!/usr/bin/env node
// Re-points comments that cite the external specification and design notes at
// docs/requirements.md, which keeps their numbering (decision 013): part 1 the specification's
// §1–§9, part 2 the design notes' §1–§8 as §D1–§D8. Idempotent: a second run changes nothing.
//
//   node scripts/docs/repoint-references.mjs          rewrite tracked files, list what changed
//   node scripts/docs/repoint-references.mjs --check  change nothing; exit 1 when a file would change
//
// Then `npm run db:generate` when prisma/schema.prisma changed (the generated client copies its comments).
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const SECTION = "\u00a7";

/** Files whose citations are history or the target itself, not references to re-point. */
export const LEFT_ALONE = [
  /^lib\/generated\//,
  /^docs\/requirements\.md$/,
  /^docs\/decisions\/013-/,
  /^tests\/unit\/requirement-references\.test\.ts$/,
  /^scripts\/docs\/repoint-references\.mjs$/,
];

// "DESIGN §4", "DESIGN §2/§6", "DESIGN §4–5", "DESIGN §2, §4 and §6": the whole list moves to part 2.
const DESIGN_LIST = new RegExp(`\\bDESIGN ${SECTION}(\\d+)((?:(?:, | and | or |/|–|-)${SECTION}?\\d+\\b)*)`, "g");
const DESIGN_FILE = /\bDESIGN\.md\b/g;
// "spec §2", "Spec §2–§9": part 1 keeps the numbers.
const SPEC = new RegExp(`\\b([Ss])pec ${SECTION}`, "g");

/** The text with every citation re-pointed; unchanged text when there is none. */
export function repoint(text) {
  return text
    .replace(DESIGN_LIST, (_match, first, rest) => {
      const others = rest.replace(new RegExp(`${SECTION}?(\\d+)`, "g"), `${SECTION}D$1`);
      return `requirements ${SECTION}D${first}${others}`;
    })
    .replace(DESIGN_FILE, "requirements part 2")
    .replace(SPEC, (_match, s) => `${s === "S" ? "R" : "r"}equirements ${SECTION}`);
}

function trackedFiles(root) {
  const out = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  return out.split("\0").filter((file) => file && !LEFT_ALONE.some((pattern) => pattern.test(file)));
}

function main() {
  const root = process.cwd();
  const check = process.argv.includes("--check");
  const changed = [];
  for (const file of trackedFiles(root)) {
    let text;
    try {
      text = readFileSync(path.join(root, file), "utf8");
    } catch {
      continue; // deleted in the work tree, or a submodule
    }
    if (text.includes("\0")) continue; // binary
    const next = repoint(text);
    if (next === text) continue;
    changed.push(file);
    if (!check) writeFileSync(path.join(root, file), next);
  }
  for (const file of changed) console.log(`${check ? "would change" : "changed"} ${file}`);
  console.log(`${changed.length} file(s) ${check ? "to change" : "changed"}.`);
  if (changed.includes("prisma/schema.prisma") && !check)
    console.log("prisma/schema.prisma changed: run `npm run db:generate`.");
  if (check && changed.length > 0) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
