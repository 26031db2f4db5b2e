// Serving figures for `npm run bench` (docs/decisions/015): requests per second and p50/p99
// latency at 64 connections, clients sending `Accept-Encoding: gzip`, for /, /es (Home's Spanish
// URL), /about, /flipbook?page=1 and /booklets/{id}, in one run, against:
//   1. nginx serving the same HTML bytes as a static file, gzipped ahead (gzip_static): the ceiling;
//   2. the shipped proxy (scripts/serve/nginx.conf.template) in front of `next start`;
//   3. `next start` alone (scripts/server.mjs, what `npm start` runs).
// `--check` exits 1 below the goals: through the proxy ≥ 0.8 × nginx static with p99 ≤ 10 ms;
// `next start` alone ≥ 0.02 × nginx static with p99 ≤ 250 ms and no timeouts.
//
// The load generator is wrk (Debian's package, installed when missing and root), on loopback, so it
// shares the machine's cores with the server it measures: BENCH_SERVING_THREADS (default 1) keeps
// it to one. BENCH_SERVING_SECONDS (default 5) per measurement, after a one-second warm-up.
// Ports: BENCH_PORT (the app), BENCH_PROXY_PORT (default BENCH_PORT + 1), BENCH_STATIC_PORT
// (default BENCH_PORT + 2).
// Requests per second move with whatever else the machine runs; the CPU time nginx's workers spend
// per request does much less, so it is printed beside them for the static server and the proxy.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { BENCH_PORT, machineLine, report, ROOT, runIfMain, startBenchServer } from "./lib.mjs";
import {
  ANSWER_LOG_NAME,
  countAnswerPaths,
  ensureNginx,
  learnPageHeaders,
  pageAnswerPath,
  startNginx,
  writeNginxConfig,
} from "../serve/nginx.mjs";

const CONNECTIONS = 64;
const SECONDS = Number(process.env.BENCH_SERVING_SECONDS ?? 5);
const THREADS = Number(process.env.BENCH_SERVING_THREADS ?? 1);
const PROXY_PORT = Number(process.env.BENCH_PROXY_PORT ?? BENCH_PORT + 1);
const STATIC_PORT = Number(process.env.BENCH_STATIC_PORT ?? BENCH_PORT + 2);
const WRK = "/usr/bin/wrk";
const GZIP = { "Accept-Encoding": "gzip" };

export const GOALS = {
  proxy: { ratio: 0.8, p99: 10 },
  next: { ratio: 0.02, p99: 250 },
};

function ensureWrk() {
  if (existsSync(WRK)) return;
  if (process.getuid?.() !== 0) throw new Error("wrk is missing: sudo apt-get install -y wrk");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "wrk"], { stdio: "inherit", env });
}

const toMs = (value, unit) => Number(value) * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit];

/** wrk's report as numbers: requests per second, p50/p99 in ms, timeouts, other errors, non-2xx answers. */
export function parseWrk(out) {
  const percentile = (p) => {
    const match = new RegExp(`^\\s+${p}(?:\\.0+)?%\\s+([\\d.]+)(us|ms|s|m)\\b`, "m").exec(out);
    return match ? Math.round(toMs(match[1], match[2]) * 100) / 100 : NaN;
  };
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    requests: Number(/(\d+) requests in/.exec(out)?.[1] ?? 0),
    rps: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0)),
    p50: percentile(50),
    p99: percentile(99),
    timeouts: Number(errors?.[4] ?? 0),
    errors: errors ? Number(errors[1]) + Number(errors[2]) + Number(errors[3]) : 0,
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
  };
}

function load(url, seconds = SECONDS) {
  const out = execFileSync(
    WRK,
    [
      `-t${THREADS}`,
      `-c${CONNECTIONS}`,
      `-d${seconds}s`,
      "--latency",
      "--timeout",
      "2s",
      "-H",
      `Accept-Encoding: ${GZIP["Accept-Encoding"]}`,
      url,
    ],
    { encoding: "utf8" },
  );
  return parseWrk(out);
}

// Linux reports process times in clock ticks of 1/100 s (USER_HZ) on every architecture Debian ships.
const MICROSECONDS_PER_TICK = 10_000;

/** CPU time (user + system, µs) used so far by the worker processes of the nginx whose master is `masterPid`. */
function workersCpuMicros(masterPid) {
  const children = execFileSync("pgrep", ["-P", String(masterPid)], { encoding: "utf8" })
    .trim()
    .split("\n");
  let ticks = 0;
  for (const pid of children) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("worker process")) continue;
      // Fields after the command's closing parenthesis; utime and stime are the 12th and 13th of them.
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // A cache loader that has just exited.
    }
  }
  return ticks * MICROSECONDS_PER_TICK;
}

/** `load(url)`, plus the nginx workers' CPU µs per request when `masterPid` is given. */
function loadWithCpu(url, masterPid) {
  const before = masterPid ? workersCpuMicros(masterPid) : 0;
  const figures = load(url);
  if (!masterPid) return figures;
  const cpuMicros = (workersCpuMicros(masterPid) - before) / Math.max(figures.requests, 1);
  return { ...figures, cpuMicros: Math.round(cpuMicros * 10) / 10 };
}

async function waitFor(url) {
  for (let i = 0; i < 60; i++) {
    if (
      await fetch(url).then(
        (r) => r.status < 500,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

/** What one gzip client receives: status, bytes on the wire, the cache's verdict, and what answered. */
function sample(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers: GZIP }, (response) => {
      let wireBytes = 0;
      response.on("data", (chunk) => (wireBytes += chunk.length));
      response.on("end", () =>
        resolve({
          status: response.statusCode,
          wireBytes,
          encoding: response.headers["content-encoding"] ?? "identity",
          // nginx's verdict through the proxy; the server's own (scripts/server.mjs) for `next start`.
          cache: response.headers["x-cache-status"] ?? response.headers["x-server-cache"] ?? "",
          path: pageAnswerPath(response.headers),
        }),
      );
    }).on("error", reject);
  });
}

/** The text added to the proxy's answer log since `offset`. */
function readAnswerLog(file, offset) {
  return existsSync(file) ? readFileSync(file).subarray(offset).toString("utf8") : "";
}

/** "file 99.1 %, cache 0.9 %" of the answers counted. */
export function describeShares(counts) {
  const total = Math.max(counts.file + counts.cache + counts.app, 1);
  return Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([name, count]) => `${name} ${Math.round((count / total) * 1000) / 10} %`)
    .join(", ");
}

/**
 * nginx as a plain web server: the pages' bytes as files, each with a gzipped copy beside it
 * (gzip_static), so that gzip clients get compressed bytes without compressing per request.
 */
function staticNginxConfig(dir, port, files) {
  const root = path.join(dir, "root");
  mkdirSync(root, { recursive: true });
  for (const [i, { html }] of files.entries()) {
    writeFileSync(path.join(root, `page-${i}.html`), html);
    writeFileSync(path.join(root, `page-${i}.html.gz`), gzipSync(html, { level: 6 }));
  }
  for (const sub of ["tmp"]) mkdirSync(path.join(dir, sub), { recursive: true });
  const config = path.join(dir, "static.conf");
  writeFileSync(
    config,
    `${process.getuid?.() === 0 ? "user root;\n" : ""}worker_processes auto;
pid ${dir}/static.pid;
error_log ${dir}/static-error.log warn;
daemon off;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  default_type text/html;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  gzip_static on;
  gzip_vary on;
  server {
    listen 127.0.0.1:${port};
    root ${root};
  }
}
`,
  );
  return config;
}

const kb = (bytes) => `${Math.round(bytes / 102.4) / 10} KB`;
const ratio = (a, b) => Math.round((a / Math.max(b, 1)) * 1000) / 1000;
const describe = (f) =>
  `${f.rps} rps, p50 ${f.p50} ms, p99 ${f.p99} ms${f.cpuMicros !== undefined ? `, ${f.cpuMicros} µs CPU/request` : ""}${f.timeouts ? `, ${f.timeouts} timeouts` : ""}${f.errors ? `, ${f.errors} errors` : ""}${f.non2xx ? `, ${f.non2xx} non-2xx` : ""}`;

/** The five pages, each fetched a few times to warm every cache the app has, then the bytes a visitor gets. */
async function warmPages(baseURL) {
  const booklets = await (await fetch(`${baseURL}/api/booklets`)).json();
  const bookletId = Array.isArray(booklets) ? booklets[0]?.id : booklets?.booklets?.[0]?.id;
  if (!bookletId) throw new Error(`No booklet on the bench database: ${JSON.stringify(booklets).slice(0, 200)}`);
  const pages = ["/", "/es", "/about", "/flipbook?page=1", `/booklets/${bookletId}`];

  const files = [];
  for (const page of pages) {
    for (let i = 0; i < 3; i++) await fetch(`${baseURL}${page}`);
    const response = await fetch(`${baseURL}${page}`);
    if (!response.ok) throw new Error(`${page} answered ${response.status}`);
    files.push({ page, html: Buffer.from(await response.arrayBuffer()) });
  }
  return files;
}

/**
 * nginx serving the pages' bytes, and the shipped proxy in front of the app; their stops go on
 * `stops`. Resolves to their master processes' ids.
 */
async function startNginxServers(dir, files, stops, appURL) {
  const pageHeaders = await learnPageHeaders(appURL);
  const staticServer = startNginx(staticNginxConfig(path.join(dir, "static"), STATIC_PORT, files));
  stops.push(staticServer.stop);
  const proxy = startNginx(
    writeNginxConfig({
      listen: `127.0.0.1:${PROXY_PORT}`,
      upstreams: [`127.0.0.1:${BENCH_PORT}`],
      dir: path.join(dir, "proxy"),
      pageHeaders,
      answerLog: true,
    }),
  );
  stops.push(proxy.stop);
  await waitFor(`http://127.0.0.1:${STATIC_PORT}/page-0.html`);
  await waitFor(`http://127.0.0.1:${PROXY_PORT}/api/health`);
  return { static: staticServer.child.pid, proxy: proxy.child.pid };
}

/** One page under load through each of the three servers: its printed row and its results. */
async function measurePage(baseURL, nginxPids, answerLog, i, { page, html }) {
  const targets = {
    static: `http://127.0.0.1:${STATIC_PORT}/page-${i}.html`,
    proxy: `http://127.0.0.1:${PROXY_PORT}${page}`,
    next: `${baseURL}${page}`,
  };
  const figures = {};
  const wire = {};
  let answers = { file: 0, cache: 0, app: 0 };
  for (const [name, url] of Object.entries(targets)) {
    load(url, 1);
    const logStart = name === "proxy" && existsSync(answerLog) ? statSync(answerLog).size : 0;
    figures[name] = loadWithCpu(url, nginxPids[name]);
    if (name === "proxy") answers = countAnswerPaths(readAnswerLog(answerLog, logStart), page, figures.proxy.requests);
    wire[name] = await sample(url);
  }
  const proxyRatio = ratio(figures.proxy.rps, figures.static.rps);
  const nextRatio = ratio(figures.next.rps, figures.static.rps);
  const row = {
    page,
    html: kb(html.length),
    "static (gz)": `${describe(figures.static)}; ${kb(wire.static.wireBytes)} ${wire.static.encoding}`,
    proxy: `${describe(figures.proxy)}; ${kb(wire.proxy.wireBytes)} ${wire.proxy.encoding}, ${wire.proxy.cache}`,
    "next start": `${describe(figures.next)}; ${kb(wire.next.wireBytes)} ${wire.next.encoding}, ${wire.next.cache}`,
    "proxy/static": proxyRatio,
    "next/static": nextRatio,
    "proxy answered by": describeShares(answers),
  };
  return { row, results: [...pageResults(page, figures, proxyRatio, nextRatio), pathResult(page, answers)] };
}

// The share of a measurement's answers that must come from the page's file: a figure from the cache
// or the app is not the one the goal is about. The rest: a file's replacement now and then.
export const FILE_SHARE_GOAL = 0.95;

/** Whether the proxy answered the page from its file during the measurement (countAnswerPaths). */
export function pathResult(page, counts) {
  const total = counts.file + counts.cache + counts.app;
  const share = counts.file / Math.max(total, 1);
  return {
    name: `${page}: proxy answered from its file`,
    value: Math.round(share * 1000) / 10,
    unit: "% of answers",
    goal: `≥ ${FILE_SHARE_GOAL * 100}`,
    pass: total > 0 && share >= FILE_SHARE_GOAL,
    detail: describeShares(counts),
  };
}

/** A page's figures against the goals (GOALS). */
function pageResults(page, figures, proxyRatio, nextRatio) {
  const clean = (f) => f.rps > 0 && f.timeouts === 0 && f.errors === 0 && f.non2xx === 0;
  return [
    {
      name: `${page}: proxy / nginx static`,
      value: proxyRatio,
      unit: "×",
      goal: `≥ ${GOALS.proxy.ratio}`,
      pass: proxyRatio >= GOALS.proxy.ratio,
      detail: `${figures.proxy.rps} vs ${figures.static.rps} rps`,
    },
    {
      name: `${page}: proxy p99`,
      value: figures.proxy.p99,
      unit: "ms",
      goal: `≤ ${GOALS.proxy.p99}, no errors`,
      pass: figures.proxy.p99 <= GOALS.proxy.p99 && clean(figures.proxy),
      detail: describe(figures.proxy),
    },
    {
      name: `${page}: next start / nginx static`,
      value: nextRatio,
      unit: "×",
      goal: `≥ ${GOALS.next.ratio}`,
      pass: nextRatio >= GOALS.next.ratio,
      detail: `${figures.next.rps} rps`,
    },
    {
      name: `${page}: next start p99`,
      value: figures.next.p99,
      unit: "ms",
      goal: `≤ ${GOALS.next.p99}, no timeouts`,
      pass: figures.next.p99 <= GOALS.next.p99 && clean(figures.next),
      detail: describe(figures.next),
    },
  ];
}

function printRows(rows) {
  for (const row of rows) {
    console.log(`\n${row.page} (HTML ${row.html})`);
    console.log(`  nginx static  ${row["static (gz)"]}`);
    console.log(`  shipped proxy ${row.proxy}  → ${row["proxy/static"]} × static`);
    console.log(`                answered during the run by ${row["proxy answered by"]}`);
    console.log(`  next start    ${row["next start"]}  → ${row["next/static"]} × static`);
  }
}

export async function main() {
  ensureWrk();
  ensureNginx();
  const dir = path.join(ROOT, ".data/bench/serving-nginx");
  rmSync(dir, { recursive: true, force: true });
  const server = await startBenchServer("serving");
  const stops = [];
  try {
    const files = await warmPages(server.baseURL);
    const nginxPids = await startNginxServers(dir, files, stops, server.baseURL);
    const answerLog = path.join(dir, "proxy", ANSWER_LOG_NAME);

    console.log(
      `wrk: ${THREADS} thread(s), ${CONNECTIONS} connections, ${SECONDS} s per run after 1 s of warm-up, Accept-Encoding: gzip; on the same ${machineLine()}`,
    );
    const results = [];
    const rows = [];
    for (const [i, file] of files.entries()) {
      const measured = await measurePage(server.baseURL, nginxPids, answerLog, i, file);
      rows.push(measured.row);
      results.push(...measured.results);
    }
    printRows(rows);
    console.log(`\n${machineLine()}`);
    return report(results);
  } finally {
    for (const stop of stops) await stop();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

runIfMain(import.meta.url, main);
