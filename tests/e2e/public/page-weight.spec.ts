import { expect, test } from "@playwright/test";
import { baseURL } from "../../../playwright.config";
import {
  fetchHtml,
  firstBookletPath,
  firstLoadJsKb,
  kb,
  PAGE_WEIGHT_LIMITS,
  TEXT_PAGES,
} from "../../../scripts/bench/lib/page-weight.mjs";

// A fast guard on the production build the e2e server runs: Home's HTML and
// every text page's first-load JavaScript stay within their limits (docs/decisions/017).
// `npm run bench -- public` prints the same figures with the Lighthouse scores.

test(`Home's HTML is at most ${PAGE_WEIGHT_LIMITS.homeHtmlKb} KB before compression`, async () => {
  const html = await fetchHtml(baseURL, "/");
  expect(html).toContain("</html>");
  expect(kb(Buffer.byteLength(html))).toBeLessThanOrEqual(PAGE_WEIGHT_LIMITS.homeHtmlKb);
});

test(`every text page loads at most ${PAGE_WEIGHT_LIMITS.textPageJsKb} KB of JavaScript (gzip) at first`, async () => {
  const booklet = firstBookletPath(await fetchHtml(baseURL, "/interactive-books"));
  expect(booklet, "the seeded booklets are listed").not.toBeNull();
  const weights: Record<string, number> = {};
  for (const path of [...TEXT_PAGES, booklet!])
    weights[path] = await firstLoadJsKb(baseURL, await fetchHtml(baseURL, path));
  const over = Object.entries(weights).filter(([, weight]) => weight > PAGE_WEIGHT_LIMITS.textPageJsKb);
  expect(over, JSON.stringify(weights)).toEqual([]);
});

// React sends a Suspense boundary of more than 500 bytes, when it and the page's shell together pass
// 12.8 KB, after the rest of the HTML, shown by a script up to 300 ms later: what is below it moves when it
// appears (the contact form did, a layout shift of 0.27 on a phone). Public pages arrive in one piece.
test("no public page sends part of its content late, to be moved into place by a script", async () => {
  const booklet = firstBookletPath(await fetchHtml(baseURL, "/interactive-books"));
  const late: string[] = [];
  for (const path of [...TEXT_PAGES, booklet!, "/flipbook?page=1"]) {
    const html = await fetchHtml(baseURL, path);
    if (html.includes("<!--$?-->") || html.includes("$RC(")) late.push(path);
  }
  expect(late).toEqual([]);
});
