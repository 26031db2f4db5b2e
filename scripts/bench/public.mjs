// Public pages for `npm run bench` (issue 3): Home, About, Contact and Videos against `next start`.
//
// For each page: Lighthouse's mobile scores (performance, accessibility, best practices, SEO;
// the median of RUNS runs, simulated throttling) driving Debian's Chromium, and the first-load
// JavaScript: every script the HTML loads, gzipped as `next start` serves it.
// Writes bench-results/bench.json. `npm run bench -- public [--check]` runs it alone.
//
// Later issues add their pages to PAGES.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { checkMode, LIGHTHOUSE_RUNS, lighthouseReports, machineLine, median, ROOT, runIfMain, startBenchServer, startChromium } from "./lib.mjs";

const PAGES = ["/", "/about", "/contact", "/videos"];
const RUNS = LIGHTHOUSE_RUNS;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
// The goals: performance ≥ 95, the other three 100, first-load JS ≤ 160 KB gzip.
const GOALS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100, jsKb: 160 };

let ORIGIN = "";

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

async function lighthouseScores(pathname, port) {
  const runs = [];
  for (const lhr of await lighthouseReports(`${ORIGIN}${pathname}`, { port, categories: CATEGORIES, runs: RUNS })) {
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
  console.log(`${machineLine()}\n`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  for (const r of results) if (r.failing.length) console.log(`  ${r.page}: failing audits: ${r.failing.join(", ")}`);
}

const missesGoal = (r) =>
  r.performance < GOALS.performance || r.accessibility < GOALS.accessibility || r["best-practices"] < GOALS["best-practices"] || r.seo < GOALS.seo || r.jsKb > GOALS.jsKb;

export async function main() {
  const server = await startBenchServer("public");
  ORIGIN = server.baseURL;
  let chromium;
  try {
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
    return checkMode && misses.length ? 1 : 0;
  } finally {
    await chromium?.stop();
    await server.stop();
  }
}

runIfMain(import.meta.url, main);
