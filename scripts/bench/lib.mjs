// What every benchmark under scripts/bench/ shares: the production build, `npm start`'s server on a
// fresh embedded database of its own, Debian's Chromium driven by Lighthouse, and one way to
// report figures against their goals. `npm run bench` (scripts/bench.mjs) runs each section.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { launch } from "chrome-launcher";
import { fullChromium } from "../chromium.mjs";
import { connectionUrl } from "../db/embedded.mjs";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const CHROMIUM = fullChromium();
export const BENCH_PORT = Number(process.env.BENCH_PORT ?? 3920);
export const BENCH_PG_PORT = Number(process.env.BENCH_PG_PORT ?? 25420);
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_RUNS ?? 3);
export const checkMode = process.argv.includes("--check");

/** Builds when there is no build yet (the bench measures what `next start` serves). */
export function ensureBuild() {
  if (existsSync(path.join(ROOT, ".next/BUILD_ID"))) return;
  console.log("No build found: running next build…");
  const { status } = spawnSync(path.join(ROOT, "node_modules/.bin/next"), ["build"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (status !== 0) throw new Error("next build failed");
}

/**
 * The bench server's environment. `seed: false` starts it without the sample site (documents,
 * booklets, book pages, all indexed for the chatbot), for benches that measure a corpus alone.
 */
export function benchServerEnv({ baseURL, dataDir, pgPort, seed = true }) {
  const env = {
    ...process.env,
    NODE_ENV: "production",
    EMBEDDED_PG_DIR: path.join(dataDir, "pg"),
    EMBEDDED_PG_PORT: String(pgPort),
    STORAGE_DIR: path.join(dataDir, "uploads"),
    NEXTAUTH_SECRET: "bench-only-secret-not-used-anywhere-else-0123456789",
    NEXTAUTH_URL: baseURL,
    NEXT_TELEMETRY_DISABLED: "1",
    // Benches play many visitors, each with its own X-Forwarded-For, as behind one proxy (decision 011).
    TRUSTED_PROXY_HOPS: "1",
    ...(seed ? {} : { SEED: "0" }),
  };
  delete env.DATABASE_URL;
  return env;
}

/**
 * `next start` through scripts/with-db.mjs on a fresh embedded database and upload folder under
 * .data/bench/<name>, removed again by stop(). Resolves once the server answers.
 */
export async function startBenchServer(
  name,
  { port = BENCH_PORT, pgPort = BENCH_PG_PORT, seed = true, env: extraEnv = {} } = {},
) {
  ensureBuild();
  const dataDir = path.join(ROOT, ".data/bench", name);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const baseURL = `http://127.0.0.1:${port}`;
  const env = { ...benchServerEnv({ baseURL, dataDir, pgPort, seed }), ...extraEnv };
  const child = spawn(process.execPath, ["scripts/with-db.mjs", "node", "scripts/server.mjs", "-p", String(port)], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    }
    // BENCH_KEEP_DATA=1 keeps the database and uploads for a look afterwards (or another run against them).
    if (!process.env.BENCH_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The bench server exited:\n${output}`);
    }
    if (
      await fetch(`${baseURL}/admin/login`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The bench server did not start in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { baseURL, pid: child.pid, dataDir, databaseUrl: connectionUrl(pgPort), output: () => output, stop };
}

/** Registers the first user (the admin) on a fresh bench server; returns its session cookie. */
export async function registerBenchAdmin(baseURL) {
  const response = await fetch(`${baseURL}/api/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: "bench_admin", email: "bench@example.org", password: "Bench-pass-123" }),
  });
  if (response.status !== 201)
    throw new Error(`Registering the bench admin failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** A folder for a section's uploads; returns its id. */
export async function createBenchFolder(baseURL, cookie) {
  const response = await fetch(`${baseURL}/api/categories`, {
    method: "POST",
    headers: { "Content-Type": "application/json", cookie },
    body: JSON.stringify({ name: "Bench", slug: "bench" }),
  });
  return (await response.json()).id;
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Debian's Chromium with the flags Lighthouse expects (chrome-launcher's defaults, headless). */
export async function startChromium() {
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
    logLevel: "silent",
  });
  return { port: chrome.port, stop: () => chrome.kill() };
}

/**
 * BENCH_KEEP_REPORTS=1 writes each Lighthouse report to bench-results/lighthouse/ (page, time), to
 * read the LCP breakdown, request chains and main-thread work behind a score.
 */
function keepReport(url, lhr) {
  if (!process.env.BENCH_KEEP_REPORTS) return;
  const dir = path.join(ROOT, "bench-results/lighthouse");
  mkdirSync(dir, { recursive: true });
  const { pathname, search } = new URL(url);
  const name = `${pathname}${search}`.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home";
  writeFileSync(path.join(dir, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
}

/**
 * Lighthouse (mobile, simulated throttling) `runs` times on one URL; the raw reports, for the caller to reduce.
 * `ignoreStatusCode`: measure a page answered with an error status (the 404 page) instead of refusing it.
 */
export async function lighthouseReports(url, { port, categories, runs = LIGHTHOUSE_RUNS, ignoreStatusCode = false }) {
  const { default: lighthouse } = await import("lighthouse");
  const reports = [];
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
      ignoreStatusCode,
    });
    if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    keepReport(url, result.lhr);
    reports.push(result.lhr);
  }
  return reports;
}

/** Lighthouse scales the CPU time it observes: on a busy machine, performance reads low. */
export const machineLine = () =>
  `machine: ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" ")}`;

/**
 * Prints figures as "ok/MISS name: value unit (goal …)" and returns the exit code: 1 when
 * `--check` was given and a figure misses its goal.
 * @param {{ name: string, value: number, unit: string, goal: string, pass: boolean, detail?: string }[]} results
 */
export function report(results) {
  for (const r of results)
    console.log(
      `${r.pass ? "ok  " : "MISS"} ${r.name}: ${r.value}${r.unit ? ` ${r.unit}` : ""} (goal ${r.goal}${r.detail ? `; ${r.detail}` : ""})`,
    );
  return checkMode && results.some((r) => !r.pass) ? 1 : 0;
}

/** Runs a section's main when its file is the script node was started with. */
export function runIfMain(moduleUrl, main) {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  main().then(
    (code) => process.exit(code ?? 0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}

/** Resident memory of the bench server's Node processes (Postgres excluded), in bytes. */
export function serverRss(rootPid) {
  const parents = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // the process ended meanwhile
    }
  }
  const tree = new Set([rootPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, parent] of parents) {
      if (tree.has(parent) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  let total = 0;
  for (const pid of tree) {
    try {
      if (pid === rootPid || readFileSync(`/proc/${pid}/comm`, "utf8").startsWith("postgres")) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      if (rss) total += Number(rss[1]) * 1024;
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}
