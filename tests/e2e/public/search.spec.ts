import { type Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { createTestBooklet, deleteTestBooklet, uniqueTitle, type CreatedBooklet } from "../support/booklets";
import { expectNoAxeViolations, expectNoHorizontalScroll, saveFullPage } from "../support/site";

// Site search (/search in every language): a plain GET form, the chatbot's index, verse references
// in any language, deep links, the kind filter, and never a draft.

let published: CreatedBooklet;
let unpublished: CreatedBooklet;
const word = `quillwort${Date.now().toString(36)}`;
const draftWord = `zorblax${Date.now().toString(36)}`;
test.afterAll(async ({ as: { editor } }) => {
  await deleteTestBooklet(editor, published.id);
  await deleteTestBooklet(editor, unpublished.id);
});

test.beforeAll(async ({ as }) => {
  published = await createTestBooklet(as.editor, { title: uniqueTitle("Search booklet") }, [
    { title: "Loved", content: `<p>For God so loved the world (John 3:16), says the ${word} page.</p>` },
    {
      title: "Amado",
      // Long enough that its language reads as Spanish whatever the random word (the index parses
      // a passage's references in its own language and English).
      content: `<p>Porque de tal manera amó Dios al mundo, que ha dado a su Hijo unigénito, para que todo aquel que en él cree no se pierda, mas tenga vida eterna (Juan 3:16). Así lo dice este folleto sobre el amor de Dios: ${word}.</p>`,
    },
  ]);
  // Never published: its page is a draft, whatever words it holds.
  unpublished = await createTestBooklet(
    as.editor,
    { title: uniqueTitle("Draft booklet") },
    [{ title: "Hidden", content: `<p>The ${draftWord} ${word} draft cites John 3:16 too.</p>` }],
    { publish: false },
  );
});

/** The list of results (English or Spanish page). */
const results = (page: Page) => page.getByRole("list", { name: /^(Results|Resultados)$/ }).getByRole("listitem");

/** The result links of the results page, without the language prefix. */
async function resultLinks(page: Page) {
  const hrefs = await results(page)
    .getByRole("heading")
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return hrefs.map((href) => href.replace(/^\/es(?=\/)/, ""));
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });

  test("the header's box is a GET form to /search; a result opens the exact booklet page", async ({ page }) => {
    await page.goto("/about");
    const box = page.getByRole("banner").getByRole("searchbox", { name: "Search" });
    await box.fill(word);
    await box.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText(`2 results for “${word}”`);
    await expect(results(page).first().locator("mark").first()).toHaveText(word);
    expect((await resultLinks(page)).sort()).toEqual([
      `/booklets/${published.id}?page=1`,
      `/booklets/${published.id}?page=2`,
    ]);
    await page.getByRole("link", { name: /Amado/ }).click();
    await expect(page).toHaveURL(new RegExp(`/booklets/${published.id}\\?page=2$`));
    await expect(page.getByText(`sobre el amor de Dios: ${word}`)).toBeVisible();
  });
});

test("John 3:16 and Juan 3:16 (on /es) find the same pages, each with the verse marked", async ({ page }) => {
  const english = await page.goto("/search?q=John 3:16");
  expect(english?.headers()["cache-control"]).toMatch(/^public/);
  const found = await resultLinks(page);
  expect(found).toEqual(
    expect.arrayContaining([`/booklets/${published.id}?page=1`, `/booklets/${published.id}?page=2`]),
  );
  expect(found.some((href) => href.startsWith(`/booklets/${unpublished.id}`))).toBe(false);
  const spanish = await page.goto("/es/search?q=Juan 3:16");
  expect(spanish?.headers()["content-language"]).toBe("es");
  await expect(page.getByRole("heading", { level: 1, name: "Buscar" })).toBeVisible();
  expect((await resultLinks(page)).sort()).toEqual([...found].sort());
  const amado = results(page).filter({ hasText: "Amado" });
  await expect(amado.locator("mark")).toHaveText(["Juan 3:16"]);
  await expect(amado.getByRole("link")).toHaveAttribute("href", `/es/booklets/${published.id}?page=2`);
});

test("a draft is never found, and nothing found says so", async ({ page }) => {
  await page.goto(`/search?q=${draftWord}`);
  await expect(page.getByRole("status")).toContainText(`Nothing was found for “${draftWord}”`);
  await expect(results(page)).toHaveCount(0);
});

test("filters by kind: the filter is part of the URL, and a new query keeps it", async ({ page }) => {
  await page.goto(`/search?q=${word}`);
  const filters = page.getByRole("navigation", { name: "Kind of result" });
  await expect(filters.getByRole("link", { name: "All (2)" })).toHaveAttribute("aria-current", "page");
  await filters.getByRole("link", { name: "Documents (0)" }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}&kind=document$`));
  await expect(page.getByRole("status")).toContainText("Nothing was found");
  await filters.getByRole("link", { name: "Booklets (2)" }).click();
  await expect(results(page)).toHaveCount(2);
  await expect(filters.getByRole("link", { name: "Booklets (2)" })).toHaveAttribute("aria-current", "page");
});

test("pages through many results", async ({ page }) => {
  // The seeded book and booklets speak of God on many pages.
  await page.goto("/search?q=God");
  const pager = page.getByRole("navigation", { name: "Result pages" });
  await expect(pager).toBeVisible();
  await expect(results(page)).toHaveCount(10);
  const firstPage = await resultLinks(page);
  await pager.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/search\?q=God&page=2$/);
  await expect(pager.getByText("Page 2 of")).toBeVisible();
  const secondPage = await resultLinks(page);
  expect(secondPage.filter((href) => firstPage.includes(href))).toEqual([]);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`the results page at ${viewport.width} px passes axe and does not scroll sideways`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(`/search?q=${encodeURIComponent(`${word} John 3:16`)}`);
    await expect(page.getByRole("main").locator("mark").first()).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await saveFullPage(page, `test-results/search-results-${viewport.width}.png`);
  });
}

test("on a phone the drawer holds the search box", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/es");
  await expect(page.getByRole("banner").getByRole("searchbox")).toBeHidden();
  await page.getByRole("button", { name: /menú/i }).click();
  const drawer = page.getByRole("dialog");
  await drawer.getByRole("searchbox", { name: "Buscar" }).fill("Juan 3:16");
  await drawer.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(/\/es\/search\?q=Juan\+3%3A16$/);
  await expect(page.getByRole("main").locator("mark").first()).toBeVisible();
  await expectNoAxeViolations(page);
});
