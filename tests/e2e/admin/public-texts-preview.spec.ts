// Preview of the public texts: an admin drafts Home's heading, previews Home in Spanish in
// the public layout with the preview banner and the drafted chat title; visitors keep the published
// texts; only staff open it.
import { expect, test, type Page } from "@playwright/test";
import { storageStatePath } from "../support/accounts";

test.use({ storageState: storageStatePath("admin") });
test.describe.configure({ timeout: 90_000 });

async function pick(page: Page, label: string, option: string) {
  await page.getByLabel(label).click();
  await page.getByRole("option", { name: option }).click();
}

test("the draft public texts show in place in the preview, in Spanish, and nowhere public", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const visitor = await playwright.request.newContext({ baseURL });
  const heading = `Drafted welcome ${Date.now().toString(36)}`;
  const mission = `Drafted mission ${Date.now().toString(36)}`;
  const chatTitle = `Drafted chat ${Date.now().toString(36)}`;
  try {
    await page.goto("/admin/settings");
    await page.getByRole("tab", { name: "Site texts" }).click();
    const texts = page.getByRole("region", { name: "Public texts" });
    await texts.getByLabel("Home welcome heading", { exact: true }).fill(heading);
    await texts.getByLabel("Mission", { exact: true }).fill(mission);
    await texts.getByLabel("Chat title", { exact: true }).fill(chatTitle);
    await texts.getByRole("button", { name: "Save draft" }).click();
    await expect(texts.getByTestId("draft-badge")).toContainText("Draft saved by admin_e2e");

    // The pages by their names, not the catalogue's keys.
    await page.getByLabel("Preview page").click();
    await expect(page.getByRole("option")).toHaveText(["Home page", "About page", "Contact page"]);
    await page.getByRole("option", { name: "Home page", exact: true }).click();
    await pick(page, "Preview language", "Spanish (Español)");
    const opened = page.waitForEvent("popup");
    await texts.getByRole("link", { name: "Preview" }).click();
    const preview = await opened;
    await expect(preview).toHaveURL(/\/admin\/preview\/site-texts\?page=home&lang=es$/);
    await expect(preview.getByTestId("preview-banner")).toHaveText(
      "Preview of the draft — visitors do not see this yet.",
    );
    await expect(preview.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(
      preview.getByRole("navigation", { name: "Navegación principal" }).getByRole("link", { name: "Inicio" }),
    ).toBeVisible();
    await expect(preview.locator('[lang="es"]').first()).toBeAttached();
    // The chat in the preview has the draft's title too.
    await preview.getByRole("button", { name: /^Chat/ }).click();
    await expect(preview.getByRole("dialog")).toContainText(chatTitle);
    await preview.goto("/admin/preview/site-texts?page=about&lang=es");
    await expect(preview.getByText(mission)).toBeVisible();
    await expect(preview.getByTestId("preview-banner")).toBeVisible();
    await preview.close();

    // Visitors still read the published texts.
    const home = await (await visitor.get("/")).text();
    expect(home).not.toContain(heading);
    expect(home).not.toContain(chatTitle);
    expect(await (await visitor.get("/about")).text()).not.toContain(mission);

    // Only staff open the preview.
    const stranger = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const strangerPage = await stranger.newPage();
    await strangerPage.goto("/admin/preview/site-texts?page=home&lang=es");
    await expect(strangerPage).toHaveURL(/\/admin\/login/);
    await expect(strangerPage.getByText(heading)).toHaveCount(0);
    await stranger.close();
  } finally {
    await page.request.delete("/api/content/site-texts/1/draft");
    await visitor.dispose();
  }
});
