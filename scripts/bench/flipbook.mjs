// Interactive book figures for `npm run bench`, for /flipbook?page=1:
//   1. first-load JavaScript in KB gzip (goal ≤ 230): every script the page loads until the
//      network is idle, so chunks loaded right after hydration count too;
//   2. Lighthouse mobile performance (goal ≥ 90) and accessibility (goal 100), median of the runs.
// `npm run bench -- flipbook [--check]` runs it alone.
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import {
  CHROMIUM,
  lighthouseReports,
  machineLine,
  median,
  report,
  runIfMain,
  startBenchServer,
  startChromium,
} from "./lib.mjs";

export const FLIPBOOK_BENCH_PATH = "/flipbook?page=1";

export async function main() {
  const server = await startBenchServer("flipbook");
  let lighthouseBrowser;
  try {
    const url = `${server.baseURL}${FLIPBOOK_BENCH_PATH}`;
    await fetch(url); // warm the cache: the first request reads the database
    console.log(`book: measuring first-load JavaScript of ${FLIPBOOK_BENCH_PATH}…`);
    const js = await firstLoadJs(url);
    console.log(`book: running Lighthouse (mobile)…`);
    lighthouseBrowser = await startChromium();
    const reports = await lighthouseReports(url, {
      port: lighthouseBrowser.port,
      categories: ["performance", "accessibility"],
    });
    const score = (id) => median(reports.map((lhr) => Math.round(lhr.categories[id].score * 100)));
    const lcp = median(reports.map((lhr) => Math.round(lhr.audits["largest-contentful-paint"].numericValue)));
    const tbt = median(reports.map((lhr) => Math.round(lhr.audits["total-blocking-time"].numericValue)));
    console.log(machineLine());
    return report([
      { name: `${FLIPBOOK_BENCH_PATH}: first-load JS`, value: js, unit: "KB gzip", goal: "≤ 230", pass: js <= 230 },
      {
        name: `${FLIPBOOK_BENCH_PATH}: Lighthouse performance (mobile)`,
        value: score("performance"),
        unit: "",
        goal: "≥ 90",
        pass: score("performance") >= 90,
        detail: `LCP ${lcp} ms, TBT ${tbt} ms`,
      },
      {
        name: `${FLIPBOOK_BENCH_PATH}: Lighthouse accessibility`,
        value: score("accessibility"),
        unit: "",
        goal: "100",
        pass: score("accessibility") === 100,
      },
    ]);
  } finally {
    await lighthouseBrowser?.stop();
    await server.stop();
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

runIfMain(import.meta.url, main);
