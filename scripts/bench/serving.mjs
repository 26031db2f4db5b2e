// Serving figures for `npm run bench` (issue 13): requests per second and p50/p99 latency at 64
// connections, clients sending `Accept-Encoding: gzip`, for /, /about, /flipbook?page=1 and
// /booklets/{id}, in one run:
//   1. nginx serving the same HTML bytes as a static file (the ceiling);
//   2. `next start` alone;
//   3. the shipped proxy (scripts/serve/nginx.conf.template) in front of `next start`.
// `--check` exits 1 below the goals: through the proxy ≥ 0.5 × nginx static with p99 ≤ 20 ms;
// `next start` alone ≥ 0.02 × nginx static with p99 ≤ 250 ms and no timeouts.
// The load generator is wrk (Debian's package, installed when missing and root), on loopback only.
// Ports: BENCH_PORT (app), BENCH_PORT + 1 (proxy), BENCH_PORT + 2 (static nginx).
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BENCH_PORT, machineLine, report, ROOT, runIfMain, startBenchServer } from "./lib.mjs";
import { ensureNginx, NGINX, testNginxConfig, writeNginxConfig } from "../serve/nginx.mjs";

const CONNECTIONS = 64;
const SECONDS = Number(process.env.BENCH_SERVING_SECONDS ?? 5);
const WRK = "/usr/bin/wrk";

function ensureWrk() {
  if (existsSync(WRK)) return;
  if (process.getuid?.() !== 0) throw new Error("wrk is missing: sudo apt-get install -y wrk");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "wrk"], { stdio: "inherit", env });
}

const toMs = (value, unit) => Number(value) * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit];

/** One wrk run; a first short run warms the caches. */
function load(url, { seconds = SECONDS } = {}) {
  const out = execFileSync(WRK, [`-t2`, `-c${CONNECTIONS}`, `-d${seconds}s`, "--latency", "--timeout", "2s", "-H", "Accept-Encoding: gzip", url], { encoding: "utf8" });
  const percentile = (p) => {
    const match = new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s|m)`, "m").exec(out);
    return match ? Math.round(toMs(match[1], match[2]) * 100) / 100 : NaN;
  };
  const rps = Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0));
  const timeouts = Number(/timeout (\d+)/.exec(out)?.[1] ?? 0);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  return { rps, p50: percentile(50), p99: percentile(99), timeouts, non2xx };
}

function startNginx(config, dir) {
  testNginxConfig(config);
  const child = spawn(NGINX, ["-c", config, "-p", dir], { stdio: "inherit" });
  return { stop: () => child.kill("SIGTERM") };
}

async function waitFor(url) {
  for (let i = 0; i < 60; i++) {
    if (await fetch(url).then((r) => r.status < 500, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

/** A static nginx serving `files` (path → bytes) with gzip, as a plain web server would. */
function staticNginxConfig(dir, port, files) {
  const root = path.join(dir, "root");
  const locations = [];
  files.forEach(({ bytes }, i) => {
    mkdirSync(root, { recursive: true });
    writeFileSync(path.join(root, `page-${i}.html`), bytes);
    locations.push(`    location = /page-${i} { default_type text/html; try_files /page-${i}.html =404; }`);
  });
  const config = path.join(dir, "static.conf");
  writeFileSync(
    config,
    `worker_processes auto;\npid ${dir}/static.pid;\nerror_log ${dir}/static-error.log warn;\ndaemon off;\nevents { worker_connections 4096; }\nhttp {\n  access_log off;\n  sendfile on;\n  keepalive_requests 100000;\n  client_body_temp_path ${dir}/tmp/body;\n  proxy_temp_path ${dir}/tmp/proxy;\n  fastcgi_temp_path ${dir}/tmp/fastcgi;\n  uwsgi_temp_path ${dir}/tmp/uwsgi;\n  scgi_temp_path ${dir}/tmp/scgi;\n  gzip on;\n  gzip_comp_level 6;\n  server {\n    listen 127.0.0.1:${port};\n    root ${root};\n${locations.join("\n")}\n  }\n}\n`,
  );
  return config;
}

export async function main() {
  ensureWrk();
  ensureNginx();
  const appPort = BENCH_PORT;
  const proxyPort = BENCH_PORT + 1;
  const staticPort = BENCH_PORT + 2;
  const dir = path.join(ROOT, ".data/bench/serving-nginx");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, "tmp"), { recursive: true });
  const server = await startBenchServer("serving", { port: appPort });
  const stops = [];
  try {
    const booklets = await (await fetch(`${server.baseURL}/api/booklets`)).json().catch(() => []);
    const bookletId = Array.isArray(booklets) && booklets[0]?.id ? booklets[0].id : 1;
    const pages = ["/", "/about", "/flipbook?page=1", `/booklets/${bookletId}`];
    // Warm every page (the first request of a language renders and caches it).
    const files = [];
    for (const page of pages) {
      for (let i = 0; i < 3; i++) await fetch(`${server.baseURL}${page}`);
      files.push({ page, bytes: Buffer.from(await (await fetch(`${server.baseURL}${page}`)).arrayBuffer()) });
    }

    const staticServer = startNginx(staticNginxConfig(dir, staticPort, files), dir);
    stops.push(staticServer.stop);
    const proxyConfig = writeNginxConfig({ listen: `127.0.0.1:${proxyPort}`, upstreams: [`127.0.0.1:${appPort}`], dir: path.join(dir, "proxy") });
    const proxy = startNginx(proxyConfig, path.join(dir, "proxy"));
    stops.push(proxy.stop);
    await waitFor(`http://127.0.0.1:${staticPort}/page-0`);
    await waitFor(`http://127.0.0.1:${proxyPort}/`);

    const results = [];
    const rows = [];
    for (const [i, { page, bytes }] of files.entries()) {
      const targets = { static: `http://127.0.0.1:${staticPort}/page-${i}`, next: `${server.baseURL}${page}`, proxy: `http://127.0.0.1:${proxyPort}${page}` };
      const figures = {};
      for (const [name, url] of Object.entries(targets)) {
        load(url, { seconds: 1 });
        figures[name] = load(url);
      }
      const ratio = (name) => Math.round((figures[name].rps / Math.max(figures.static.rps, 1)) * 1000) / 1000;
      rows.push({ page, html: `${Math.round(bytes.length / 1024)} KB`, ...Object.fromEntries(Object.entries(figures).map(([name, f]) => [name, `${f.rps} rps, p50 ${f.p50} ms, p99 ${f.p99} ms${f.timeouts ? `, ${f.timeouts} timeouts` : ""}${f.non2xx ? `, ${f.non2xx} non-2xx` : ""}`])), proxyRatio: ratio("proxy"), nextRatio: ratio("next") });
      results.push(
        { name: `${page}: proxy / nginx static`, value: ratio("proxy"), unit: "×", goal: "≥ 0.5", pass: ratio("proxy") >= 0.5, detail: `${figures.proxy.rps} vs ${figures.static.rps} rps` },
        { name: `${page}: proxy p99`, value: figures.proxy.p99, unit: "ms", goal: "≤ 20", pass: figures.proxy.p99 <= 20 },
        { name: `${page}: next start / nginx static`, value: ratio("next"), unit: "×", goal: "≥ 0.02", pass: ratio("next") >= 0.02, detail: `${figures.next.rps} rps` },
        { name: `${page}: next start p99`, value: figures.next.p99, unit: "ms", goal: "≤ 250, no timeouts", pass: figures.next.p99 <= 250 && figures.next.timeouts === 0, detail: `${figures.next.timeouts} timeouts` },
      );
    }
    console.table(rows);
    console.log(machineLine());
    return report(results);
  } finally {
    for (const stop of stops) stop();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

runIfMain(import.meta.url, main);
