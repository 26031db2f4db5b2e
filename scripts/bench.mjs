// npm run bench [-- <name>…] [-- --check]: every benchmark in scripts/bench/ (each file but lib.mjs
// is one section: public pages, flipbook, uploads, and any added later), or only the named ones.
// Each section runs as its own process against its own `next start` on a fresh database (see
// scripts/bench/lib.mjs), one after the other so they do not disturb each other's figures.
// `--check` makes the command exit 1 when a figure misses its goal.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { ensureBuild, ROOT } from "./bench/lib.mjs";

const DIR = path.join(ROOT, "scripts/bench");
const FIRST = ["public", "flipbook", "uploads"];
// Run only when named: minutes of traffic are not part of the everyday figures.
const ON_REQUEST = ["soak", "upload-soak"];

const available = readdirSync(DIR)
  .filter((file) => file.endsWith(".mjs") && file !== "lib.mjs")
  .map((file) => file.slice(0, -".mjs".length))
  .sort(
    (a, b) =>
      (FIRST.includes(a) ? FIRST.indexOf(a) : FIRST.length) - (FIRST.includes(b) ? FIRST.indexOf(b) : FIRST.length) ||
      a.localeCompare(b),
  );

const args = process.argv.slice(2);
const flags = args.filter((arg) => arg.startsWith("--"));
const asked = args.filter((arg) => !arg.startsWith("--"));
const unknown = asked.filter((name) => !available.includes(name));
if (unknown.length) {
  console.error(`Unknown benchmark: ${unknown.join(", ")}. Available: ${available.join(", ")}.`);
  process.exit(2);
}

ensureBuild();
const outcomes = [];
for (const name of asked.length ? asked : available.filter((name) => !ON_REQUEST.includes(name))) {
  console.log(`\n=== bench: ${name} ===`);
  const started = Date.now();
  const { status, signal } = spawnSync(process.execPath, [path.join(DIR, `${name}.mjs`), ...flags], {
    cwd: ROOT,
    stdio: "inherit",
    env: process.env,
  });
  outcomes.push({ name, code: status ?? 1, seconds: Math.round((Date.now() - started) / 1000), signal });
}

console.log("\n=== bench summary ===");
for (const { name, code, seconds, signal } of outcomes)
  console.log(
    `${code === 0 ? "ok    " : "FAILED"} ${name} (${seconds} s)${signal ? ` killed by ${signal}` : code ? ` exit ${code}` : ""}`,
  );
process.exit(outcomes.some((outcome) => outcome.code !== 0) ? 1 : 0);
