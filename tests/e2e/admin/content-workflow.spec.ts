// An editor drafts a booklet page, previews it in Spanish, publishes and sees
// it public; edits and publishes again; opens the history, compares, restores the first version
// and publishes. A visitor never sees the draft at any step; the audit trail records each step.
import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { storageStatePath } from "../support/accounts";
import { createTestBooklet, deleteTestBooklet, uniqueTitle } from "../support/booklets";

test.use({ storageState: storageStatePath("editor") });
test.describe.configure({ timeout: 120_000 });

const toast = (page: Page, text: string | RegExp) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

/** What a visitor gets at the booklet's public address. */
async function visitorSees(visitor: APIRequestContext, id: number) {
  const response = await visitor.get(`/booklets/${id}`);
  return { status: response.status(), body: await response.text() };
}

async function setContent(page: Page, html: string) {
  await page.getByRole("tab", { name: "HTML" }).click();
  await page.getByRole("textbox", { name: "Content" }).fill(html);
}

async function publish(page: Page, title: string, note: string) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Publish “${title}”?` });
  await expect(dialog).toContainText(`Visitors will see “${title}” with its 1 page`);
  await dialog.getByLabel("Note (optional)").fill(note);
  await dialog.getByRole("button", { name: "Publish now" }).click();
  await expect(toast(page, `“${title}” is on the site.`)).toBeVisible();
}

test("draft, preview in Spanish, publish, edit, compare, restore and publish again; visitors only ever see what is published", async ({
  page,
  playwright,
  browser,
  baseURL,
  as,
}) => {
  const visitor = await playwright.request.newContext({ baseURL });
  const admin = as.admin;
  const title = uniqueTitle("Workflow booklet");
  const { id } = await createTestBooklet(page.request, { title });
  try {
    await page.goto(`/admin/booklets/${id}`);
    await expect(page.getByText("Not on the site")).toBeVisible();

    // 1. Draft a page.
    await page.getByRole("button", { name: "Add page" }).first().click();
    await page.getByLabel("Page title").fill("Welcome");
    await setContent(page, "<p>First version of the welcome text.</p>");
    await page.getByRole("button", { name: "Add page" }).last().click();
    await expect(toast(page, "Page added")).toBeVisible();
    await expect(page.getByText(/Draft saved by editor_e2e/)).toBeVisible();
    // The reader has nothing to show (the not-found page; its status is i13's to settle), no draft text.
    const before = (await visitorSees(visitor, id)).body;
    expect(before).not.toContain("First version");
    expect(before).not.toContain(title);

    // 2. Preview it in Spanish, in the public layout, marked as a preview.
    await page.getByLabel("Preview language").click();
    await page.getByRole("option", { name: "Spanish (Español)" }).click();
    const previewOpened = page.waitForEvent("popup");
    await page.getByRole("link", { name: "Preview" }).click();
    const preview = await previewOpened;
    await expect(preview).toHaveURL(new RegExp(`/admin/preview/booklets/${id}\\?lang=es$`));
    await expect(preview.getByTestId("preview-banner")).toHaveText(
      "Preview of the draft — visitors do not see this yet.",
    );
    await expect(preview.getByRole("article").getByText("First version of the welcome text.")).toBeVisible();
    await expect(
      preview.getByRole("navigation", { name: "Navegación principal" }).getByRole("link", { name: "Inicio" }),
    ).toBeVisible();
    await expect(preview.locator('[lang="es"]').first()).toBeVisible();
    // Only staff open a preview.
    const stranger = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(`/admin/preview/booklets/${id}?lang=es`);
    await expect(strangerPage).toHaveURL(/\/admin\/login/);
    await expect(strangerPage.getByText("First version")).toHaveCount(0);
    await stranger.close();
    await preview.close();

    // 3. Publish; the visitor sees it.
    await publish(page, title, "First publish");
    await expect
      .poll(async () => (await visitorSees(visitor, id)).body)
      .toContain("First version of the welcome text.");
    await expect(page.getByText(/^Published · /)).toBeVisible();

    // 4. Edit: the draft waits, the visitor still reads the first version.
    await page.getByRole("button", { name: "Welcome", exact: true }).click();
    await setContent(page, "<p>Second version of the welcome text.</p>");
    await page.getByRole("button", { name: "Save page" }).click();
    await expect(toast(page, "Page saved")).toBeVisible();
    const during = await visitorSees(visitor, id);
    expect(during.body).toContain("First version of the welcome text.");
    expect(during.body).not.toContain("Second version");

    // 5. Publish again.
    await publish(page, title, "Second publish");
    await expect
      .poll(async () => (await visitorSees(visitor, id)).body)
      .toContain("Second version of the welcome text.");

    // 6. History: two versions; compare the first with the current one, changed words highlighted.
    const history = page.getByRole("list", { name: "Version history" });
    await expect(history.getByRole("listitem")).toHaveCount(2);
    await expect(history.getByRole("listitem").first()).toContainText("Version 2 · editor_e2e");
    await expect(history.getByRole("listitem").first()).toContainText("Second publish");
    await page.getByRole("button", { name: "Compare version 1 with the current draft" }).click();
    const compare = page.getByRole("dialog", { name: "Changes since this version" });
    await expect(compare.locator("del")).toHaveText(["First"]);
    await expect(compare.locator("ins")).toHaveText(["Second"]);
    await page.keyboard.press("Escape");

    // 7. Restore the first version as a draft: the site does not change until it is published.
    await page.getByRole("button", { name: "Restore version 1" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Restore" }).click();
    await expect(toast(page, "Version restored as the draft")).toBeVisible();
    await page.getByRole("button", { name: "Welcome", exact: true }).click();
    await page.getByRole("tab", { name: "HTML" }).click();
    await expect(page.getByRole("textbox", { name: "Content" })).toHaveValue(
      "<p>First version of the welcome text.</p>",
    );
    expect((await visitorSees(visitor, id)).body).toContain("Second version of the welcome text.");

    await publish(page, title, "Back to the first");
    await expect
      .poll(async () => (await visitorSees(visitor, id)).body)
      .toContain("First version of the welcome text.");
    await expect(history.getByRole("listitem")).toHaveCount(3);

    // 8. The audit trail has each step.
    const entries: { action: string; entityId: number; summary: string }[] = (
      await (await admin.get("/api/activity?entityType=booklet")).json()
    ).items;
    const mine = entries.filter((entry) => entry.entityId === id).map((entry) => entry.action);
    expect(mine.filter((action) => action === "publish")).toHaveLength(3);
    expect(mine).toContain("restore");
    expect(mine).toContain("update");
  } finally {
    await deleteTestBooklet(page.request, id);
    await visitor.dispose();
  }
});
