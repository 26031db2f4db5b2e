// Interactive book figures for `npm run bench` (issue 6), for /flipbook?page=1:
//   1. first-load JavaScript in KB gzip (goal ≤ 230);
//   2. Lighthouse mobile performance (goal ≥ 90) and accessibility (goal 100), median of 3 runs.
//
// `node scripts/bench/flipbook.mjs [--json]` runs it alone: it needs `npm run build` first and
// starts `next start` on a fresh embedded database of its own (.data/bench-book, ports
// BENCH_PORT/BENCH_PG_PORT), removed afterwards. scripts/bench.mjs can import `runFlipbookBench()`.
// Lighthouse comes from the `lighthouse` npm package and drives Debian's Chromium.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const DATA_DIR = path.join(ROOT, ".data/bench-book");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const FLIPBOOK_BENCH_PATH = "/flipbook?page=1";
const RUNS = 3;

export async function runFlipbookBench({ port = Number(process.env.BENCH_PORT ?? 3991), pgPort = Number(process.env.BENCH_PG_PORT ?? 54421), log = console.log } = {}) {
  if (!existsSync(path.join(ROOT, ".next/BUILD_ID"))) throw new Error("No production build: run `npm run build` first.");
  rmSync(DATA_DIR, { recursive: true, force: true });
  mkdirSync(DATA_DIR, { recursive: true });
  const baseURL = `http://127.0.0.1:${port}`;
  const server = startServer(port, pgPort);
  try {
    await waitForServer(baseURL, server);
    const url = `${baseURL}${FLIPBOOK_BENCH_PATH}`;
    await fetch(url); // warm the cache: the first request reads the database
    log(`book: measuring first-load JavaScript of ${FLIPBOOK_BENCH_PATH}…`);
    const js = await firstLoadJs(url);
    log(`book: running Lighthouse (mobile) ${RUNS} times…`);
    const scores = await lighthouseScores(url);
    const results = [{ name: `${FLIPBOOK_BENCH_PATH}: first-load JS`, value: js, unit: "KB gzip", goal: "≤ 230", pass: js <= 230 }];
    if (scores) {
      results.push(
        { name: `${FLIPBOOK_BENCH_PATH}: Lighthouse performance (mobile)`, value: scores.performance, unit: "", goal: "≥ 90", pass: scores.performance >= 90 },
        { name: `${FLIPBOOK_BENCH_PATH}: Lighthouse accessibility`, value: scores.accessibility, unit: "", goal: "100", pass: scores.accessibility === 100 },
      );
    }
    return results;
  } finally {
    await stopServer(server);
    rmSync(DATA_DIR, { recursive: true, force: true });
  }
}

/** Every script the page loads before it is idle, gzipped as the server would send it. */
async function firstLoadJs(url) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const page = await browser.newPage();
    const bodies = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") bodies.push(response.body().catch(() => Buffer.alloc(0)));
    });
    await page.goto(url, { waitUntil: "networkidle" });
    const scripts = await Promise.all(bodies);
    return Math.round(scripts.reduce((sum, body) => sum + gzipSync(body).length, 0) / 102.4) / 10;
  } finally {
    await browser.close();
  }
}

async function lighthouseScores(url) {
  let lighthouse;
  try {
    ({ default: lighthouse } = await import("lighthouse"));
  } catch {
    console.log("book: the `lighthouse` package is not installed, so only the JavaScript size was measured.");
    return null;
  }
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    const debugPort = await freePort();
    const browser = spawn(CHROMIUM, ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", `--remote-debugging-port=${debugPort}`, `--user-data-dir=${path.join(DATA_DIR, `chrome-${i}`)}`, "about:blank"], { stdio: "ignore" });
    try {
      await waitForDebugger(debugPort);
      const result = await lighthouse(url, { port: debugPort, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"] });
      const { performance, accessibility } = result.lhr.categories;
      runs.push({ performance: Math.round(performance.score * 100), accessibility: Math.round(accessibility.score * 100) });
    } finally {
      browser.kill("SIGTERM");
    }
  }
  const median = (key) => runs.map((run) => run[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  return { performance: median("performance"), accessibility: median("accessibility") };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForDebugger(port) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (await fetch(`http://127.0.0.1:${port}/json/version`).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("Chromium did not open its debugging port.");
}

function startServer(port, pgPort) {
  const env = {
    ...process.env,
    NODE_ENV: "production",
    EMBEDDED_PG_DIR: path.join(DATA_DIR, "pg"),
    EMBEDDED_PG_PORT: String(pgPort),
    STORAGE_DIR: path.join(DATA_DIR, "uploads"),
    NEXTAUTH_SECRET: "bench-only-secret-not-used-anywhere-else-0123456789",
    NEXTAUTH_URL: `http://127.0.0.1:${port}`,
    NEXT_TELEMETRY_DISABLED: "1",
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["scripts/with-db.mjs", "node_modules/.bin/next", "start", "-p", String(port), "-H", "127.0.0.1"], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  child.output = () => output;
  return child;
}

async function waitForServer(baseURL, server) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The bench server exited:\n${server.output()}`);
    if (await fetch(`${baseURL}/admin/login`).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The bench server did not start in time:\n${server.output()}`);
}

async function stopServer(server) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = await runFlipbookBench();
  if (process.argv.includes("--json")) console.log(JSON.stringify(results, null, 2));
  else for (const r of results) console.log(`${r.pass ? "ok  " : "MISS"} ${r.name}: ${r.value} ${r.unit} (goal ${r.goal})`);
  process.exit(0);
}
