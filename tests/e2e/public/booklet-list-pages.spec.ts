import { expect, test } from "../support/fixtures";
import { uniqueTitle, withBulkBooklets } from "../support/booklets";
import { catalogue } from "../support/catalogues";
import { FIREFOX, hasFirefox, launchFirefox } from "../support/firefox";
import { expectNoAxeViolations, expectNoHorizontalScroll, saveFullPage } from "../support/site";
import { BOOKLET_LIST_PAGE_SIZE, BOOKLET_LIST_PAGES } from "@/lib/validation/booklets";

// /interactive-books shows the newest booklets a page at a time (docs/decisions/023).

const prefix = uniqueTitle("Paged booklet");
// Two pages and then some, whatever else the site holds: the newest of ours come first.
const COUNT = BOOKLET_LIST_PAGE_SIZE + 6;
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

test.describe.configure({ mode: "serial" });

test("the list is paged: a labelled nav of links, the current page marked, each page its own URL", async ({
  page,
  as,
}) => {
  await withBulkBooklets(as.editor, { count: COUNT, prefix, published: true }, async () => {
    const pager = page.getByRole("navigation", { name: "Pages of the booklet list" });
    const cards = page.locator("#booklets-heading ~ ul > li h3");
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto("/interactive-books");
      await expect(cards).toHaveCount(BOOKLET_LIST_PAGE_SIZE);
      await expect(cards.first()).toHaveText(`${prefix} ${COUNT}`);
      await expect(pager.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
      await expect(pager.getByText("Previous")).toHaveAttribute("aria-disabled", "true");
      await expectNoHorizontalScroll(page);
      await saveFullPage(page, `test-results/booklet-list-pages-${viewport.width}.png`);

      await pager.getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL(/\/interactive-books\?page=2$/);
      await expect(pager.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
      await expect(pager.getByRole("link", { name: "Page 1" })).not.toHaveAttribute("aria-current");
      await expect(cards.first()).toHaveText(`${prefix} ${COUNT - BOOKLET_LIST_PAGE_SIZE}`);
      await expect(page).toHaveTitle(/Page 2 of \d+/);
      await expectNoHorizontalScroll(page);
      await saveFullPage(page, `test-results/booklet-list-page-2-${viewport.width}.png`);
    }
    await expectNoAxeViolations(page);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    if (canonical) expect(canonical).toMatch(/\/interactive-books\?page=2$/);

    // The pager speaks the page's language.
    const es = catalogue("es");
    await page.goto("/es/interactive-books?page=2");
    const spanish = page.getByRole("navigation", { name: es("booklets.selector.pages") });
    await expect(
      spanish.getByRole("link", { name: es("booklets.selector.pageNumber").replace("{n}", "2") }),
    ).toHaveAttribute("aria-current", "page");
    await expect(spanish.getByRole("link", { name: es("booklets.selector.previous") })).toHaveAttribute(
      "href",
      "/es/interactive-books",
    );
  });
});

test("malformed page numbers read as page 1, numbers past the list are 404s kept by no shared cache", async ({
  request,
  as,
}) => {
  await withBulkBooklets(as.editor, { count: COUNT, prefix, published: true }, async () => {
    const firstPage = await (await request.get("/interactive-books")).text();
    const marker = `${prefix} ${COUNT}<`;
    expect(firstPage).toContain(marker);
    for (const query of [
      "page=abc",
      "page=0",
      "page=-2",
      "page=1.5",
      "page=",
      "page=1",
      "page=1&page=2",
      "page=1000000000",
    ]) {
      const response = await request.get(`/interactive-books?${query}`);
      expect(response.status(), query).toBe(200);
      const html = await response.text();
      expect(html, query).toContain(marker);
      expect(html, query).toContain('aria-label="Page 1" aria-current="page"');
    }
    for (const page of [BOOKLET_LIST_PAGES, BOOKLET_LIST_PAGES + 1, 999_999]) {
      const response = await request.get(`/interactive-books?page=${page}`);
      expect(response.status(), String(page)).toBe(404);
      expect(response.headers()["cache-control"], String(page)).toBe("private, no-store");
    }
    const past = await request.get(`/es/interactive-books?page=${BOOKLET_LIST_PAGES}`);
    expect(await past.text()).toContain(
      catalogue("es")("booklets.selector.noSuchPage").replace("{n}", String(BOOKLET_LIST_PAGES)),
    );
  });
});

test.describe("in Firefox ESR", () => {
  test.skip(!hasFirefox(), `no Firefox at ${FIREFOX}`);

  test("the pager at a phone's and a desktop's width", async ({ as, baseURL }) => {
    await withBulkBooklets(as.editor, { count: COUNT, prefix, published: true }, async () => {
      const browser = await launchFirefox();
      try {
        const page = await browser.newPage();
        for (const viewport of VIEWPORTS) {
          await page.setViewport(viewport);
          await page.goto(`${baseURL}/interactive-books?page=2`);
          const current = await page.$eval('nav[aria-label="Pages of the booklet list"] [aria-current="page"]', (a) =>
            a.getAttribute("aria-label"),
          );
          expect(current).toBe("Page 2");
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
          await page.screenshot({
            path: `test-results/booklet-list-page-2-firefox-${viewport.width}.png`,
            fullPage: true,
          });
        }
      } finally {
        await browser.close();
      }
    });
  });
});
