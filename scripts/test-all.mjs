// npm test: every check, in the order a failure is cheapest to see. Runs all of them even when
// one fails (except the browser tests, which need a build), then prints one summary line.
import { spawn, spawnSync } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { runShardedPlaywright, shardLines } from "./e2e-parallel.mjs";
import { defaultShardCount, shardCount } from "./e2e-shards.mjs";

const bin = (name) => `node_modules/.bin/${name}`;
const results = [];

/** The machine's CPU counters (Linux), so the summary can say how much of each step's time the cores idled. */
function cpuTimes() {
  try {
    const fields = readFileSync("/proc/stat", "utf8").split("\n", 1)[0].trim().split(/\s+/).slice(1).map(Number);
    return { idle: fields[3] + (fields[4] ?? 0), total: fields.reduce((sum, value) => sum + value, 0) };
  } catch {
    return null;
  }
}

function idleShare(from) {
  const to = cpuTimes();
  if (!from || !to || to.total <= from.total) return undefined;
  return Math.round((100 * (to.idle - from.idle)) / (to.total - from.total));
}
let shardOutcomes = [];

function step(name, command, args, options = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const cpu = cpuTimes();
  const { status } = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...options.env } });
  const ok = status === 0;
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000), idle: idleShare(cpu) });
  return ok;
}

/**
 * Runs single-threaded checks at once (the machine has 2 cores, each of these uses about one), each
 * one's output printed whole when it ends so the logs do not interleave.
 */
async function together(steps) {
  await Promise.all(
    steps.map(
      ([name, command, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const cpu = cpuTimes();
          const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
          let output = "";
          child.stdout.on("data", (chunk) => (output += chunk));
          child.stderr.on("data", (chunk) => (output += chunk));
          child.on("error", (error) => (output += String(error)));
          child.on("close", (status) => {
            console.log(`\n=== ${name} ===\n${output.trimEnd()}`);
            results.push({
              name,
              ok: status === 0,
              seconds: Math.round((Date.now() - started) / 1000),
              idle: idleShare(cpu),
            });
            resolve();
          });
        }),
    ),
  );
}

/**
 * Starts a step beside the ones that follow, its output kept in a file (a pipe would fill while
 * spawnSync holds the event loop) and printed when it is awaited; answers whether it passed.
 */
function inBackground(name, command, args, options = {}) {
  const started = Date.now();
  const log = path.join("reports", `${name.replace(/\W+/g, "-")}.log`);
  const out = openSync(log, "w");
  const child = spawn(command, args, { stdio: ["ignore", out, out], env: { ...process.env, ...options.env } });
  const ended = new Promise((resolve) => {
    child.on("error", (error) => resolve({ status: 1, error }));
    // Its last output's time: this event waits while spawnSync holds the event loop.
    child.on("close", (status) => resolve({ status, seconds: Math.round((statSync(log).mtimeMs - started) / 1000) }));
  });
  return async () => {
    const { status, seconds = 0, error } = await ended;
    closeSync(out);
    console.log(`\n=== ${name} ===\n${readFileSync(log, "utf8").trimEnd()}${error ? `\n${error}` : ""}`);
    results.push({ name, ok: status === 0, seconds });
    return status === 0;
  };
}

/** The JSON reports of the last Playwright run, one or one per shard, each with its shard's tag. */
function playwrightReports() {
  return readdirSync("reports")
    .map((name) => ({ name, shard: /^playwright(?:-shard-(\d+))?\.json$/.exec(name) }))
    .filter(({ shard }) => shard)
    .map(({ name, shard }) => ({
      ...JSON.parse(readFileSync(path.join("reports", name), "utf8")),
      tag: shard[1] ? `shard ${shard[1]} ` : "",
    }));
}

function countTests() {
  let passed = 0;
  let failed = 0;
  if (existsSync("reports/vitest.json")) {
    const report = JSON.parse(readFileSync("reports/vitest.json", "utf8"));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
  }
  for (const report of playwrightReports()) {
    const stats = report.stats ?? {};
    passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    failed += stats.unexpected ?? 0;
  }
  return { passed, failed };
}

const oneLine = (text, max = 240) => {
  const line = String(text ?? "")
    .replace(/\u001b\[[0-9;]*m/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return line.length > max ? `${line.slice(0, max)}…` : line;
};

/**
 * Each failed test as one line: where it is, its name and the start of its error. CI shows only
 * the end of the output, so the summary says what failed, not only how many.
 */
function failureLines(limit = 6) {
  const lines = [];
  {
    const visit = (suite, tag) => {
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests ?? []) {
          const failed = (test.results ?? []).find(
            (result) => result.status === "failed" || result.status === "timedOut",
          );
          if (test.status === "unexpected" && failed)
            lines.push(
              `${tag}${spec.file}:${spec.line} [${test.projectName}] ${spec.title}: ${oneLine(failed.error?.message ?? failed.status)}`,
            );
        }
      for (const child of suite.suites ?? []) visit(child, tag);
    };
    for (const report of playwrightReports()) {
      for (const suite of report.suites ?? []) visit(suite, report.tag);
      // Outside any test: the global setup or teardown (e.g. the app servers' Node warnings).
      for (const error of report.errors ?? []) lines.push(`${report.tag}${oneLine(error.message)}`);
    }
  }
  if (existsSync("reports/vitest.json"))
    for (const file of JSON.parse(readFileSync("reports/vitest.json", "utf8")).testResults ?? [])
      for (const test of file.assertionResults ?? [])
        if (test.status === "failed")
          lines.push(
            `${path.relative(process.cwd(), file.name)} ${test.fullName}: ${oneLine(test.failureMessages?.[0])}`,
          );
  return lines.length > limit ? [...lines.slice(0, limit), `… and ${lines.length - limit} more`] : lines;
}

const runStarted = Date.now();
rmSync("reports", { recursive: true, force: true });
mkdirSync("reports", { recursive: true });
step("prisma generate", "npm", ["run", "--silent", "db:generate"]);
step("route types", bin("next"), ["typegen"]);
await together([
  ["typecheck", bin("tsc"), ["--noEmit", "-p", "."]],
  ["lint", bin("eslint"), ["--max-warnings=0", "."]],
  ["format", bin("prettier"), ["--check", "--log-level=warn", "**/*.{ts,tsx,mjs,js,css}"]],
]);
// Vitest leaves about a third of the two cores idle (its files wait on Postgres, nginx and timers),
// so the build runs beside it.
const buildEnded = inBackground("build", bin("next"), ["build"], {
  // The typecheck step above already checked these types with the same tsconfig (its result is in the summary).
  // On CI the checkout is thrown away after this run, so Turbopack's cache would be written for nobody.
  env: { NEXT_TELEMETRY_DISABLED: "1", BUILD_TYPES_CHECKED: "1", ...(process.env.CI ? { BUILD_CACHE: "0" } : {}) },
});
const UNIT_STEP = "unit and integration tests";
step(UNIT_STEP, bin("vitest"), [
  "run",
  "--reporter=default",
  "--reporter=json",
  "--outputFile.json=reports/vitest.json",
]);
step("integration tests on an external Postgres", process.execPath, ["scripts/test-external-db.mjs"]);
const browsersReady = step("browsers", process.execPath, ["scripts/ensure-browsers.mjs"]);
if ((await buildEnded()) && browsersReady) {
  const unitSeconds = results.find((result) => result.name === UNIT_STEP)?.seconds ?? 0;
  const shards = shardCount(process.env.E2E_SHARDS, defaultShardCount(unitSeconds));
  if (!process.env.E2E_SHARDS)
    console.log(`\nBrowser tests in ${shards} shard(s): the unit step took ${unitSeconds} s (E2E_SHARDS overrides).`);
  if (shards > 1) {
    const name = `browser and API tests (${shards} shards)`;
    console.log(`\n=== ${name} ===`);
    const started = Date.now();
    const cpu = cpuTimes();
    shardOutcomes = await runShardedPlaywright(shards);
    results.push({
      name,
      ok: shardOutcomes.every((outcome) => outcome.ok),
      seconds: Math.round((Date.now() - started) / 1000),
      idle: idleShare(cpu),
    });
  } else step("browser and API tests", bin("playwright"), ["test"]);
}

console.log("\n=== summary ===");
// Beside a step, others may have run (the static checks together, the build beside Vitest): the idle share is the machine's.
for (const { name, ok, seconds, idle } of results)
  console.log(`${ok ? "ok  " : "FAIL"} ${name} (${seconds}s${idle === undefined ? "" : `, CPU ${idle}% idle`})`);
for (const line of shardLines(shardOutcomes)) console.log(`     ${line}`);
const { passed, failed } = countTests();
const failedSteps = results.filter((r) => !r.ok).length;
for (const line of failureLines()) console.log(`failed: ${line}`);
console.log(`tests: ${passed} passed, ${failed} failed; steps failed: ${failedSteps}`);
console.log(`wall time: ${Math.round((Date.now() - runStarted) / 1000)}s`);
process.exit(failedSteps > 0 ? 1 : 0);
