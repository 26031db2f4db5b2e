// Public pages for `npm run bench` against `next start`: Home, About, Contact,
// Videos, the booklet selector, a booklet, the flipbook and the 404 page.
//
// For each page: Lighthouse's mobile scores (performance, accessibility, best practices, SEO;
// the median of RUNS runs, simulated throttling) driving Debian's Chromium, whether the page may
// enter the back/forward cache (Lighthouse's bf-cache audit), the HTML's size before compression,
// and the first-load JavaScript: every script the HTML loads, gzipped. Lighthouse loads the pages
// through a gzip proxy, as the shipped nginx or a CDN serves them (the app leaves compression to it).
// Writes bench-results/bench.json. `npm run bench -- public [--check]` runs it alone.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startCompressingProxy } from "./lib/compressing-proxy.mjs";
import { fetchHtml, firstBookletPath, firstLoadJsKb, kb, PAGE_WEIGHT_LIMITS, TEXT_PAGES } from "./lib/page-weight.mjs";
import {
  checkMode,
  LIGHTHOUSE_RUNS,
  lighthouseReports,
  machineLine,
  median,
  ROOT,
  runIfMain,
  startBenchServer,
  startChromium,
} from "./lib.mjs";

// The book viewer: its first-load JavaScript has no goal here (scripts/bench/flipbook.mjs).
const FLIPBOOK = "/flipbook?page=1";
// The 404 page of an address nothing answers. Four audits fail on any 404 page, by design: its
// status (http-status-code), its `noindex` (is-crawlable), the console's note of the 404 status
// (errors-in-console) and the back/forward cache (only 2xx pages may enter it). Its goals for these
// are that nothing else fails.
const NOT_FOUND = "/no-such-page";
const NOT_FOUND_BY_DESIGN = new Set(["http-status-code", "is-crawlable"]);
const RUNS = LIGHTHOUSE_RUNS;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
// The goals: performance ≥ 98, the other three 100, the bf-cache audit passing, first-load
// JS within PAGE_WEIGHT_LIMITS on text pages and Home's HTML (decision 017).
const GOALS = {
  performance: 98,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  jsKb: PAGE_WEIGHT_LIMITS.textPageJsKb,
  homeHtmlKb: PAGE_WEIGHT_LIMITS.homeHtmlKb,
};

/** The pages measured: the text pages, the first booklet the selector links to, the flipbook and the 404 page. */
async function pagesToMeasure() {
  const booklet = firstBookletPath(await fetchHtml(ORIGIN, "/interactive-books"));
  return [...TEXT_PAGES, ...(booklet ? [booklet] : []), FLIPBOOK, NOT_FOUND];
}

let ORIGIN = "";

/** The 404 page's HTML (fetchHtml takes only a 200). */
async function notFoundHtml(pathname) {
  const response = await fetch(`${ORIGIN}${pathname}`, { headers: { "Accept-Encoding": "identity" } });
  if (response.status !== 404) throw new Error(`${pathname}: HTTP ${response.status}, expected 404`);
  return response.text();
}

/** Whether an audit is errors-in-console with nothing in it but the page's own 404 status. */
const consoleNotesOnly404 = (lhr, id) =>
  id === "errors-in-console" &&
  (lhr.audits[id].details?.items ?? []).every(
    (item) => item.source === "network" && item.sourceLocation?.url === lhr.finalDisplayedUrl,
  );

async function lighthouseScores(origin, pathname, port) {
  const runs = [];
  for (const lhr of await lighthouseReports(`${origin}${pathname}`, {
    port,
    categories: CATEGORIES,
    runs: RUNS,
    ignoreStatusCode: pathname === NOT_FOUND,
  })) {
    const failing = Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
      .map((audit) => audit.id);
    runs.push({
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
      lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
      tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
      cls: Math.round((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0) * 1000) / 1000,
      bfcache: lhr.audits["bf-cache"]?.score === 1,
      bfcacheBlockers: (lhr.audits["bf-cache"]?.details?.items ?? []).map((item) => item.reason),
      failing,
      categoryFailing: ["best-practices", "seo"]
        .flatMap((id) => lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1 && !consoleNotesOnly404(lhr, ref.id))
        .map((ref) => ref.id),
    });
  }
  return {
    ...Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))])),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    bfcache: runs.every((run) => run.bfcache),
    bfcacheBlockers: [...new Set(runs.flatMap((run) => run.bfcacheBlockers))],
    failing: [...new Set(runs.flatMap((run) => run.failing))],
    categoryFailing: [...new Set(runs.flatMap((run) => run.categoryFailing))],
  };
}

function printTable(results) {
  const header = ["page", "perf", "a11y", "best", "seo", "bfcache", "HTML KB", "JS KB gz", "LCP ms", "TBT ms", "CLS"];
  const rows = results.map((r) =>
    [
      r.page,
      r.performance,
      r.accessibility,
      r["best-practices"],
      r.seo,
      r.bfcache ? "ok" : "FAIL",
      r.htmlKb,
      r.jsKb,
      r.lcpMs,
      r.tbtMs,
      r.cls,
    ].map(String),
  );
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  console.log(
    `\nLighthouse mobile, median of ${RUNS} runs; goals: perf ≥ ${GOALS.performance}, a11y/best/seo ${GOALS.seo}, bf-cache audit passing, ` +
      `JS ≤ ${GOALS.jsKb} KB gzip (text pages), Home's HTML ≤ ${GOALS.homeHtmlKb} KB`,
  );
  // Lighthouse scales the CPU time it observes: on a busy machine performance reads low.
  console.log(`${machineLine()}\n`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  for (const r of results) if (r.failing.length) console.log(`  ${r.page}: failing audits: ${r.failing.join(", ")}`);
  console.log(
    `  ${NOT_FOUND}: best practices and SEO are met when no audit fails but ${[...NOT_FOUND_BY_DESIGN].join(", ")}, the console's note of the 404 and bf-cache for its status (any 404 fails them)`,
  );
  for (const r of results)
    if (r.bfcacheBlockers.length)
      console.log(`  ${r.page}: back/forward cache blocked by: ${r.bfcacheBlockers.join("; ")}`);
}

/** Best practices and SEO: on the 404 page, no audit fails but those any 404 fails. */
const categoriesMiss = (r) =>
  r.page === NOT_FOUND
    ? r.categoryFailing.some((id) => !NOT_FOUND_BY_DESIGN.has(id))
    : r["best-practices"] < GOALS["best-practices"] || r.seo < GOALS.seo;

const BFCACHE_STATUS_ONLY = /status code of 2XX/i;
const bfcacheMisses = (r) =>
  r.page === NOT_FOUND ? r.bfcacheBlockers.some((reason) => !BFCACHE_STATUS_ONLY.test(reason)) : !r.bfcache;

const missesGoal = (r) =>
  r.performance < GOALS.performance ||
  r.accessibility < GOALS.accessibility ||
  categoriesMiss(r) ||
  bfcacheMisses(r) ||
  (r.page !== FLIPBOOK && r.jsKb > GOALS.jsKb) ||
  (r.page === "/" && r.htmlKb > GOALS.homeHtmlKb);

export async function main() {
  const server = await startBenchServer("public");
  ORIGIN = server.baseURL;
  // Lighthouse sees the app as visitors do, through a compressing proxy (the app does not compress).
  const proxy = await startCompressingProxy(ORIGIN);
  let chromium;
  try {
    const pages = await pagesToMeasure();
    // Warm the caches: the figures are for a warm server, as visitors meet it.
    for (const page of pages) for (let i = 0; i < 2; i++) await (await fetch(`${ORIGIN}${page}`)).text();
    chromium = await startChromium();
    const results = [];
    for (const page of pages) {
      process.stdout.write(`measuring ${page}…\n`);
      const html = page === NOT_FOUND ? await notFoundHtml(page) : await fetchHtml(ORIGIN, page);
      const jsKb = await firstLoadJsKb(ORIGIN, html);
      // One load not counted: the proxy keeps Next's files and optimised images from then on, as
      // the shipped nginx does, so the counted runs time what a visitor gets from a warm setup.
      await lighthouseReports(`${proxy.origin}${page}`, {
        port: chromium.port,
        categories: ["performance"],
        runs: 1,
        ignoreStatusCode: page === NOT_FOUND,
      });
      results.push({
        page,
        htmlKb: kb(Buffer.byteLength(html)),
        jsKb,
        ...(await lighthouseScores(proxy.origin, page, chromium.port)),
      });
    }
    printTable(results);
    mkdirSync(path.join(ROOT, "bench-results"), { recursive: true });
    writeFileSync(
      path.join(ROOT, "bench-results/bench.json"),
      `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, goals: GOALS, results }, null, 2)}\n`,
    );
    const misses = results.filter(missesGoal).map((r) => r.page);
    console.log(misses.length ? `\nBelow a goal: ${misses.join(", ")}` : "\nEvery page meets every goal.");
    return checkMode && misses.length ? 1 : 0;
  } finally {
    await chromium?.stop();
    await proxy.stop();
    await server.stop();
  }
}

runIfMain(import.meta.url, main);
