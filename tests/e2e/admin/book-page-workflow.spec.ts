// Book pages: an admin drafts a book page, previews it in Spanish, publishes and sees it
// public; edits and publishes again; opens the history, compares, restores the first version and
// publishes. A visitor never sees the draft at any step; the audit trail records each step.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { storageStatePath } from "../support/accounts";

test.use({ storageState: storageStatePath("admin") });
test.describe.configure({ timeout: 120_000 });

const PAGE_NUMBER = 9;
const FIRST = "<p>First draft of page nine, about patient grace.</p>";
const SECOND = "<p>Second draft of page nine, about patient grace.</p>";

const toast = (page: Page, text: string | RegExp) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

/** What a visitor's book API and public book page show of page 9. */
async function visitorSees(visitor: APIRequestContext) {
  const [api, book] = await Promise.all([
    visitor.get(`/api/flipbook/search?pageNumber=${PAGE_NUMBER}`),
    visitor.get(`/flipbook?page=${PAGE_NUMBER}`),
  ]);
  return `${await api.text()}\n${await book.text()}`;
}

async function saveContent(page: Page, html: string) {
  await page.getByRole("tab", { name: "HTML Editor" }).click();
  await page.getByLabel("Page HTML").fill(html);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, `Page ${PAGE_NUMBER} was updated.`)).toBeVisible();
  await expect(page.getByText("Unsaved changes")).toHaveCount(0);
}

async function publish(page: Page, title: string, note: string) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Publish “${title}”?` });
  await expect(dialog).toContainText(`will see page ${PAGE_NUMBER} (“${title}”)`);
  await dialog.getByLabel("Note (optional)").fill(note);
  await dialog.getByRole("button", { name: "Publish now" }).click();
  await expect(toast(page, `“${title}” is on the site.`)).toBeVisible();
}

test("draft, preview in Spanish, publish, edit, compare, restore and publish again; visitors only see what is published", async ({
  page,
  playwright,
  browser,
  baseURL,
}) => {
  const visitor = await playwright.request.newContext({ baseURL });
  try {
    const [{ id, title }] = await (await visitor.get(`/api/flipbook/search?pageNumber=${PAGE_NUMBER}`)).json();
    await page.goto("/admin/flipbook-management");
    await page.getByRole("button", { name: new RegExp(`^${PAGE_NUMBER}\\s*`) }).click();
    await expect(page.getByRole("heading", { name: `Page ${PAGE_NUMBER}: ${title}` })).toBeVisible();

    // 1. Draft.
    await saveContent(page, FIRST);
    await expect(page.getByTestId("draft-badge")).toContainText("Draft saved by admin_e2e");
    expect(await visitorSees(visitor)).not.toContain("First draft of page nine");

    // 2. Preview in Spanish: the public viewer, marked as a preview, only for staff.
    await page.getByLabel("Preview language").click();
    await page.getByRole("option", { name: "Spanish (Español)" }).click();
    const previewOpened = page.waitForEvent("popup");
    await page.getByRole("link", { name: "Preview" }).click();
    const preview = await previewOpened;
    await expect(preview).toHaveURL(new RegExp(`/admin/preview/book/${id}\\?lang=es$`));
    await expect(preview.getByTestId("preview-banner")).toHaveText(
      "Preview of the draft — visitors do not see this yet.",
    );
    await expect(preview.getByText("First draft of page nine, about patient grace.").first()).toBeAttached();
    await expect(preview.locator('[lang="es"]').first()).toBeAttached();
    const stranger = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(`/admin/preview/book/${id}?lang=es`);
    await expect(strangerPage).toHaveURL(/\/admin\/login/);
    await stranger.close();
    await preview.close();

    // 3. Publish; the visitor sees it.
    await publish(page, title, "First publish");
    await expect.poll(() => visitorSees(visitor), { timeout: 15_000 }).toContain("First draft of page nine");

    // 4. Edit and publish again; until then the visitor keeps the first.
    await saveContent(page, SECOND);
    expect(await visitorSees(visitor)).not.toContain("Second draft of page nine");
    await publish(page, title, "Second publish");
    await expect.poll(() => visitorSees(visitor), { timeout: 15_000 }).toContain("Second draft of page nine");

    // 5. History, compare with highlighted changes, restore the first as the draft, publish.
    const history = page.getByRole("list", { name: "Version history" });
    await expect(history.getByRole("listitem").first()).toContainText("Second publish");
    const versions = await history.getByRole("listitem").count();
    const first = versions - 1;
    await page.getByRole("button", { name: `Compare version ${first} with the current draft` }).click();
    const compare = page.getByRole("dialog", { name: "Changes since this version" });
    await expect(compare.locator("del")).toHaveText(["First"]);
    await expect(compare.locator("ins")).toHaveText(["Second"]);
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: `Restore version ${first}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Restore" }).click();
    await expect(toast(page, "Version restored as the draft")).toBeVisible();
    await page.getByRole("tab", { name: "HTML Editor" }).click();
    await expect(page.getByLabel("Page HTML")).toHaveValue(FIRST);
    expect(await visitorSees(visitor)).toContain("Second draft of page nine");
    await publish(page, title, "Back to the first");
    await expect.poll(() => visitorSees(visitor), { timeout: 15_000 }).toContain("First draft of page nine");
    await expect(history.getByRole("listitem")).toHaveCount(versions + 1);

    // 6. The audit trail has each step.
    const entries: { action: string; entityId: number }[] = (
      await (await page.request.get(`/api/activity?entityType=${encodeURIComponent("book page")}`)).json()
    ).items;
    const mine = entries.filter((entry) => entry.entityId === id).map((entry) => entry.action);
    expect(mine.filter((action) => action === "publish")).toHaveLength(3);
    expect(mine).toContain("restore");
    expect(mine).toContain("update");
  } finally {
    await page.request.post("/api/flipbook/reset-and-import");
    await visitor.dispose();
  }
});
