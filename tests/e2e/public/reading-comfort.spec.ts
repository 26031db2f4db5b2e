import { expect, test, type Page } from "@playwright/test";
import { baseURL } from "../../../playwright.config";
import { fetchHtml, firstBookletPath } from "../../../scripts/bench/lib/page-weight.mjs";
import { DEFAULT_READING, READING_STORAGE_KEY, type ReadingComfort } from "@/lib/reading/comfort";
import { expectNoAxeViolations, expectNoHorizontalScroll } from "../support/site";

// A visitor's reading comfort (docs/decisions/020): chosen in the Reading dialog, kept in
// localStorage, applied to <html> by an inline script before the page is painted.

const LARGEST_EVERYTHING: ReadingComfort = { size: "largest", font: "dyslexic", spacing: "wider", contrast: "high" };

/** Every page the settings apply to: the book, a booklet and a text page (the booklet looked up once a file). */
let readingPagesOnce: Promise<string[]> | undefined;
function readingPages() {
  readingPagesOnce ??= fetchHtml(baseURL, "/interactive-books").then((html) => {
    const booklet = firstBookletPath(html);
    expect(booklet, "the seeded booklets are listed").not.toBeNull();
    return ["/about", booklet!, "/flipbook?page=2"];
  });
  return readingPagesOnce;
}

/** Stores a choice before any page script runs, as an earlier visit would have. */
async function storeComfort(page: Page, comfort: ReadingComfort) {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    READING_STORAGE_KEY,
    JSON.stringify(comfort),
  ] as const);
}

/** The reading attributes <html> has when <body> is created: before anything is painted. */
async function recordAttributesAtFirstPaint(page: Page) {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.body) return;
      const root = document.documentElement;
      (window as unknown as { atBody: string }).atBody = [...root.attributes]
        .filter((a) => a.name.startsWith("data-reading-"))
        .map((a) => `${a.name}=${a.value}`)
        .join(" ");
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

const readingAttributes = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      [...document.documentElement.attributes]
        .filter((a) => a.name.startsWith("data-reading-"))
        .map((a) => [a.name, a.value]),
    ),
  );

const fontSize = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the header's Reading dialog changes the text and the choice survives a reload, applied before the first paint", async ({
    page,
  }) => {
    const fontRequests: string[] = [];
    page.on("request", (request) => void (/opendyslexic/i.test(request.url()) && fontRequests.push(request.url())));
    await recordAttributesAtFirstPaint(page);
    await page.goto("/about");
    const paragraphSize = await fontSize(page, "main p");

    const button = page.getByRole("banner").getByRole("button", { name: "Reading" });
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Reading comfort" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("radio", { name: "100%" })).toBeChecked();
    await dialog.getByText("160%").click();
    await dialog.getByRole("group", { name: "Font" }).getByText("OpenDyslexic").click();
    await dialog.getByRole("group", { name: "Line spacing" }).getByText("Wider").click();
    await dialog.getByRole("group", { name: "Contrast" }).getByText("High").click();
    expect(await readingAttributes(page)).toEqual({
      "data-reading-size": "largest",
      "data-reading-font": "dyslexic",
      "data-reading-spacing": "wider",
      "data-reading-contrast": "high",
    });
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    expect(await fontSize(page, "main p")).toBeCloseTo(paragraphSize * 1.6, 0);
    expect(
      await page
        .locator("main p")
        .first()
        .evaluate((el) => getComputedStyle(el).fontFamily),
    ).toContain("OpenDyslexic");
    await expect.poll(() => fontRequests.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(255, 255, 255)");

    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { atBody: string }).atBody)).toBe(
      "data-reading-size=largest data-reading-font=dyslexic data-reading-spacing=wider data-reading-contrast=high",
    );
    expect(await fontSize(page, "main p")).toBeCloseTo(paragraphSize * 1.6, 0);

    // Reset brings the page back as it was, and keeps that.
    await button.click();
    await dialog.getByRole("button", { name: "Reset" }).click();
    expect(await readingAttributes(page)).toEqual({});
    await page.reload();
    expect(await readingAttributes(page)).toEqual({});
    expect(await fontSize(page, "main p")).toBeCloseTo(paragraphSize, 1);
  });

  test("the dialog works from the keyboard: arrows choose, Escape closes and focus returns", async ({ page }) => {
    await page.goto("/about");
    const button = page.getByRole("banner").getByRole("button", { name: "Reading" });
    const dialog = page.getByRole("dialog", { name: "Reading comfort" });
    // Enter pressed before the header has hydrated does nothing; a visitor presses again.
    await expect(async () => {
      await button.focus();
      await page.keyboard.press("Enter");
      await expect(dialog).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    const normal = dialog.getByRole("radio", { name: "100%" });
    await normal.focus();
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByRole("radio", { name: "120%" })).toBeChecked();
    await expect(page.locator("html")).toHaveAttribute("data-reading-size", "large");
    await page.keyboard.press("Escape");
    await expect(button).toBeFocused();
  });

  test("no OpenDyslexic font is downloaded unless it is chosen", async ({ page }) => {
    const fontRequests: string[] = [];
    const context = page.context();
    context.on("request", (request) => void (request.resourceType() === "font" && fontRequests.push(request.url())));
    // Each page in its own tab, so their half-second quiet spells (networkidle) are waited out together.
    await Promise.all(
      (await readingPages()).map(async (path, index) => {
        const tab = index === 0 ? page : await context.newPage();
        await tab.goto(path);
        await tab.waitForLoadState("networkidle");
      }),
    );
    expect(fontRequests.filter((url) => /opendyslexic/i.test(url))).toEqual([]);
  });

  test("the book's own header has the Reading control, and the book's text follows the choice", async ({ page }) => {
    await page.goto("/flipbook?page=2");
    const sheet = ".book-sheet";
    const before = await fontSize(page, sheet);
    await page.getByRole("button", { name: "Reading" }).click();
    const dialog = page.getByRole("dialog", { name: "Reading comfort" });
    await dialog.getByText("140%").click();
    expect(await fontSize(page, sheet)).toBeCloseTo(before * 1.4, 0);
  });

  test("the control is translated with the rest of the header", async ({ page }) => {
    await page.goto("/es/about");
    await page.getByRole("banner").getByRole("button", { name: "Lectura" }).click();
    await expect(page.getByRole("dialog", { name: "Comodidad de lectura" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Tamaño del texto" })).toBeVisible();
  });
});

const MODES: [string, ReadingComfort][] = [
  ["default", DEFAULT_READING],
  ["largest text", { ...DEFAULT_READING, size: "largest" }],
  ["reading font", { ...DEFAULT_READING, font: "dyslexic" }],
  ["wider lines", { ...DEFAULT_READING, spacing: "wider" }],
  ["high contrast", { ...DEFAULT_READING, contrast: "high" }],
  ["all at once", LARGEST_EVERYTHING],
];

for (const [name, comfort] of MODES)
  test(`axe finds no violation on the book, a booklet and /about with ${name}`, async ({ page }) => {
    await storeComfort(page, comfort);
    for (const path of await readingPages()) {
      await page.goto(path);
      await expectNoAxeViolations(page);
    }
  });

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  test("the largest text causes no horizontal scroll at 360 px on the book, a booklet and /about", async ({ page }) => {
    await storeComfort(page, LARGEST_EVERYTHING);
    for (const path of await readingPages()) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-reading-size", "largest");
      await expectNoHorizontalScroll(page);
      // The book's sheet scrolls by itself: nothing in it may be wider than it either.
      // Every sheet in one call: one evaluate per sheet took the test past its time in the full run.
      const overflow = await page
        .locator(".book-sheet")
        .evaluateAll((sheets) => Math.max(0, ...sheets.map((el) => el.scrollWidth - el.clientWidth)));
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });

  test("the phone drawer opens the Reading dialog", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Reading" }).click();
    const dialog = page.getByRole("dialog", { name: "Reading comfort" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("group", { name: "Contrast" }).getByText("High").click();
    await expect(page.locator("html")).toHaveAttribute("data-reading-contrast", "high");
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});
