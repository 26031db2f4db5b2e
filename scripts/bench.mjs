// npm run bench: performance figures of the public pages against `next start`.
//
// For each page: Lighthouse's mobile scores (performance, accessibility, best practices, SEO;
// the median of RUNS runs, simulated throttling) driving Debian's Chromium, and the first-load
// JavaScript: every script the HTML loads, gzipped as `next start` serves it.
// Builds first when there is no build. Uses its own embedded database in .data/bench (or
// DATABASE_URL), port BENCH_PORT. Writes bench-results/bench.json. `--check` exits 1 below a goal.
//
// Later issues add their pages to PAGES.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

const PAGES = ["/", "/about", "/contact", "/videos"];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3920);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
// The goals: performance ≥ 95, the other three 100, first-load JS ≤ 160 KB gzip.
const GOALS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100, jsKb: 160 };

const ROOT = path.resolve(import.meta.dirname, "..");
const check = process.argv.includes("--check");

function ensureBuild() {
  if (existsSync(path.join(ROOT, ".next/BUILD_ID"))) return;
  console.log("No build found: running next build…");
  const { status } = spawnSync(path.join(ROOT, "node_modules/.bin/next"), ["build"], { cwd: ROOT, stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  if (status !== 0) throw new Error("next build failed");
}

function startServer() {
  const env = {
    ...process.env,
    NODE_ENV: "production",
    EMBEDDED_PG_DIR: process.env.BENCH_PG_DIR ?? ".data/bench/pg",
    EMBEDDED_PG_PORT: process.env.BENCH_PG_PORT ?? "54420",
    STORAGE_DIR: ".data/bench/uploads",
    NEXT_TELEMETRY_DISABLED: "1",
  };
  const child = spawn(process.execPath, ["scripts/with-db.mjs", "node_modules/.bin/next", "start", "-p", String(PORT), "-H", "127.0.0.1"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout.on("data", (chunk) => (log += chunk));
  child.stderr.on("data", (chunk) => (log += chunk));
  const exited = new Promise((resolve) => child.on("exit", resolve));
  return {
    log: () => log,
    exited,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    },
  };
}

async function waitForServer(server) {
  const deadline = Date.now() + 180_000;
  let done = false;
  server.exited.then(() => (done = true));
  while (Date.now() < deadline && !done) {
    try {
      if ((await fetch(`${ORIGIN}/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not start:\n${server.log()}`);
}

/** Debian's Chromium with the flags Lighthouse expects (chrome-launcher's defaults, headless). */
async function startChromium() {
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
    logLevel: "silent",
  });
  return { port: chrome.port, stop: () => chrome.kill() };
}

/** First-load JavaScript: the scripts the HTML itself loads, gzipped (what `next start` sends). */
async function firstLoadJsKb(pathname) {
  const html = await (await fetch(`${ORIGIN}${pathname}`)).text();
  const sources = new Set();
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = tag.match(/\ssrc="([^"]+)"/)?.[1];
    if (src && !/\snoModule\b/i.test(tag)) sources.add(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    if (/rel="(?:preload|modulepreload)"/.test(tag) && /as="script"/.test(tag)) sources.add(tag.match(/href="([^"]+)"/)?.[1]);
  }
  let bytes = 0;
  for (const src of sources) {
    if (!src) continue;
    const body = Buffer.from(await (await fetch(new URL(src, ORIGIN))).arrayBuffer());
    bytes += gzipSync(body).length;
  }
  return Math.round((bytes / 1024) * 10) / 10;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function lighthouseScores(pathname, port) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(`${ORIGIN}${pathname}`, { port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${pathname}: ${lhr.runtimeError.message}`);
    const failing = Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
      .map((audit) => audit.id);
    runs.push({
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
      lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
      tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
      cls: Math.round((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0) * 1000) / 1000,
      failing,
    });
  }
  return {
    ...Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))])),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    failing: [...new Set(runs.flatMap((run) => run.failing))],
  };
}

function printTable(results) {
  const header = ["page", "perf", "a11y", "best", "seo", "JS KB gz", "LCP ms", "TBT ms", "CLS"];
  const rows = results.map((r) => [r.page, r.performance, r.accessibility, r["best-practices"], r.seo, r.jsKb, r.lcpMs, r.tbtMs, r.cls].map(String));
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  console.log(`\nLighthouse mobile, median of ${RUNS} runs; goals: perf ≥ ${GOALS.performance}, a11y/best/seo ${GOALS.seo}, JS ≤ ${GOALS.jsKb} KB gzip`);
  // Lighthouse scales the CPU time it observes: on a busy machine performance reads low.
  console.log(`machine: ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}\n`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  for (const r of results) if (r.failing.length) console.log(`  ${r.page}: failing audits: ${r.failing.join(", ")}`);
}

const missesGoal = (r) =>
  r.performance < GOALS.performance || r.accessibility < GOALS.accessibility || r["best-practices"] < GOALS["best-practices"] || r.seo < GOALS.seo || r.jsKb > GOALS.jsKb;

async function main() {
  ensureBuild();
  const server = startServer();
  let chromium;
  try {
    await waitForServer(server);
    // Warm the caches: the figures are for a warm server, as visitors meet it.
    for (const page of PAGES) for (let i = 0; i < 2; i++) await (await fetch(`${ORIGIN}${page}`)).text();
    chromium = await startChromium();
    const results = [];
    for (const page of PAGES) {
      process.stdout.write(`measuring ${page}…\n`);
      const jsKb = await firstLoadJsKb(page);
      results.push({ page, jsKb, ...(await lighthouseScores(page, chromium.port)) });
    }
    printTable(results);
    mkdirSync(path.join(ROOT, "bench-results"), { recursive: true });
    writeFileSync(path.join(ROOT, "bench-results/bench.json"), `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, goals: GOALS, results }, null, 2)}\n`);
    const misses = results.filter(missesGoal).map((r) => r.page);
    console.log(misses.length ? `\nBelow a goal: ${misses.join(", ")}` : "\nEvery page meets every goal.");
    return check && misses.length ? 1 : 0;
  } finally {
    await chromium?.stop();
    await server.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
