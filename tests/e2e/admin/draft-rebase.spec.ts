// An editor's save never loses a change someone else made to the draft meanwhile
// (docs/decisions/016, "a stale save never overwrites"). The screen's save names the revision it
// holds; refused, it applies the same edit to the current draft and saves again, and shows it.
import { expect, test, type Page } from "@playwright/test";
import { storageStatePath } from "../support/accounts";
import { createTestBooklet, deleteTestBooklet, uniqueTitle } from "../support/booklets";

test.describe.configure({ timeout: 120_000 });

const REBASED = "Someone else changed this draft. Your change was added to their latest version.";

const toast = (page: Page, text: string | RegExp) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

async function editBookletPage(page: Page, pageTitle: string, html: string) {
  await page.getByRole("button", { name: pageTitle, exact: true }).click();
  await page.getByRole("tab", { name: "HTML" }).click();
  await page.getByRole("textbox", { name: "Content" }).fill(html);
  await page.getByRole("button", { name: "Save page" }).click();
}

test.describe("booklets", () => {
  test.use({ storageState: storageStatePath("editor") });

  test("two editors on one booklet: the later save keeps the earlier one's change, on the screen too", async ({
    page,
    browser,
  }) => {
    const title = uniqueTitle("Shared draft");
    const { id } = await createTestBooklet(page.request, { title }, [
      { title: "One", content: "First page" },
      { title: "Two", content: "Second page" },
    ]);
    const other = await browser.newContext({ storageState: storageStatePath("admin") });
    try {
      const pageB = await other.newPage();
      // Both open the booklet before either saves.
      await page.goto(`/admin/booklets/${id}`);
      await pageB.goto(`/admin/booklets/${id}`);
      await expect(page.getByRole("button", { name: "One", exact: true })).toBeVisible();
      await expect(pageB.getByRole("button", { name: "Two", exact: true })).toBeVisible();

      await editBookletPage(page, "One", "<p>Editor A rewrote the first page.</p>");
      await expect(toast(page, "Page saved")).toBeVisible();
      await expect(page.getByText(/Draft saved by editor_e2e/)).toBeVisible();

      // B still holds the booklet as it opened it; its save is re-applied to A's draft.
      await editBookletPage(pageB, "Two", "<p>Editor B rewrote the second page.</p>");
      await expect(toast(pageB, REBASED)).toBeVisible();
      await expect(toast(pageB, "Page saved")).toBeVisible();
      await expect(pageB.getByText(/Draft saved by admin_e2e/)).toBeVisible();

      const saved = await (await page.request.get(`/api/content/booklet/${id}/draft`)).json();
      expect(saved.snapshot.pages.map((item: { content: string }) => item.content)).toEqual([
        "<p>Editor A rewrote the first page.</p>",
        "<p>Editor B rewrote the second page.</p>",
      ]);
      // B's screen shows A's page as saved, without a reload.
      await pageB.getByRole("button", { name: "One", exact: true }).click();
      await pageB.getByRole("tab", { name: "HTML" }).click();
      await expect(pageB.getByRole("textbox", { name: "Content" })).toHaveValue(
        "<p>Editor A rewrote the first page.</p>",
      );
    } finally {
      await other.close();
      await deleteTestBooklet(page.request, id);
    }
  });
});

test.describe("book pages", () => {
  test.use({ storageState: storageStatePath("admin") });
  const PAGE_NUMBER = 11;

  test("a spec client adds a popover while the page is open: saving the text keeps the popover", async ({ page }) => {
    const [{ id, title }] = await (await page.request.get(`/api/flipbook/search?pageNumber=${PAGE_NUMBER}`)).json();
    const popoverTitle = uniqueTitle("API note");
    let popoverId: number | undefined;
    try {
      await page.goto("/admin/flipbook-management");
      await page.getByRole("button", { name: new RegExp(`^${PAGE_NUMBER}\\s*`) }).click();
      await expect(page.getByRole("heading", { name: `Page ${PAGE_NUMBER}: ${title}` })).toBeVisible();

      // The page is open (no draft); a spec client changes it live meanwhile.
      const created = await page.request.post("/api/flipbook/popovers", {
        data: { title: popoverTitle, content: "Added through the API", pageId: id, position: { x: 10, y: 10 } },
      });
      expect(created.status()).toBe(201);
      popoverId = (await created.json()).id;

      await page.getByRole("tab", { name: "HTML Editor" }).click();
      await page.getByLabel("Page HTML").fill("<p>Page eleven, rewritten in the editor.</p>");
      await page.getByRole("button", { name: "Save Changes" }).click();
      await expect(toast(page, REBASED)).toBeVisible();
      await expect(toast(page, `Page ${PAGE_NUMBER} was updated.`)).toBeVisible();

      const draft = await (await page.request.get(`/api/content/book-page/${id}/draft`)).json();
      expect(draft.snapshot.content).toContain("Page eleven, rewritten in the editor.");
      expect(draft.snapshot.popovers.map((popover: { title: string }) => popover.title)).toContain(popoverTitle);
      // The screen shows the merged draft: the API's popover is listed.
      await page.getByRole("tab", { name: /^Popovers \(\d+\)$/ }).click();
      await expect(page.getByRole("tabpanel").getByText(popoverTitle)).toBeVisible();
    } finally {
      await page.request.delete(`/api/content/book-page/${id}/draft`);
      if (popoverId) await page.request.delete(`/api/flipbook/popovers/${popoverId}`);
    }
  });
});

test.describe("public texts", () => {
  test.use({ storageState: storageStatePath("admin") });
  const DRAFT = "/api/content/site-texts/1/draft";

  test("another admin drafts a text while the card is open: saving another text keeps both", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const other = await playwright.request.newContext({ baseURL, storageState: storageStatePath("admin") });
    const intro = uniqueTitle("Intro by the other admin");
    const tagline = uniqueTitle("Tagline on this screen");
    try {
      await page.goto("/admin/settings");
      await page.getByRole("tab", { name: "Site texts" }).click();
      const texts = page.getByRole("region", { name: "Public texts" });
      await expect(texts.getByLabel("Tagline", { exact: true })).toBeVisible();

      const opened = await other.get(DRAFT);
      const state = await opened.json();
      const saved = await other.put(DRAFT, {
        data: { ...state.snapshot, texts: { ...state.snapshot.texts, home_intro: intro } },
        headers: { "If-Match": opened.headers()["etag"] },
      });
      expect(saved.status()).toBe(200);

      await texts.getByLabel("Tagline", { exact: true }).fill(tagline);
      await texts.getByRole("button", { name: "Save draft" }).click();
      await expect(toast(page, REBASED)).toBeVisible();
      await expect(toast(page, "Draft saved: visitors see it once it is published.")).toBeVisible();

      const draft = await (await other.get(DRAFT)).json();
      expect(draft.snapshot.texts).toMatchObject({ home_intro: intro, site_tagline: tagline });
      await expect(texts.getByLabel("Home introduction", { exact: true })).toHaveValue(intro);
      await expect(texts.getByLabel("Tagline", { exact: true })).toHaveValue(tagline);
    } finally {
      await other.delete(DRAFT);
      await other.dispose();
    }
  });
});
