// The public texts in settings: an admin drafts a text, visitors keep the published one
// until it is published; the history compares and restores; each step is in the audit trail.
import { expect, test, type Page } from "@playwright/test";
import { storageStatePath } from "../support/accounts";

test.use({ storageState: storageStatePath("admin") });
test.describe.configure({ timeout: 90_000 });

const toast = (page: Page, text: string | RegExp) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

async function publish(page: Page, note: string) {
  const bar = page.getByRole("region", { name: "Public texts" });
  await bar.getByRole("button", { name: "Publish", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Publish “Public texts”?" });
  await expect(dialog).toContainText("Visitors will see the public texts exactly as in this draft");
  await dialog.getByLabel("Note (optional)").fill(note);
  await dialog.getByRole("button", { name: "Publish now" }).click();
  await expect(toast(page, "“Public texts” is on the site.")).toBeVisible();
}

test("a drafted public text reaches visitors only when published; history compares and restores", async ({
  page,
  playwright,
  baseURL,
}) => {
  const visitor = await playwright.request.newContext({ baseURL });
  const home = async () => (await visitor.get("/")).text();
  const original = (await (await visitor.get("/api/settings?category=general")).json()).find(
    (setting: { name: string }) => setting.name === "site_tagline",
  )?.value as string;
  const tagline = `Grace upon grace ${Date.now().toString(36)}`;
  try {
    await page.goto("/admin/settings");
    await page.getByRole("tab", { name: "Site texts" }).click();
    const texts = page.getByRole("region", { name: "Public texts" });
    await texts.getByLabel("Tagline", { exact: true }).fill(tagline);
    await texts.getByRole("button", { name: "Save draft" }).click();
    await expect(toast(page, "Draft saved: visitors see it once it is published.")).toBeVisible();
    await expect(texts.getByTestId("draft-badge")).toContainText("Draft saved by admin_e2e");
    expect(await home()).not.toContain(tagline);

    await publish(page, "New tagline");
    await expect.poll(home, { timeout: 15_000 }).toContain(tagline);

    const history = page.getByRole("list", { name: "Version history" });
    await expect(history.getByRole("listitem").first()).toContainText("New tagline");
    await texts.getByLabel("Tagline", { exact: true }).fill(original);
    await texts.getByRole("button", { name: "Save draft" }).click();
    await expect(texts.getByTestId("draft-badge")).toBeVisible();
    // The history starts with the texts' initial version: this test's publish is the newest.
    const published = history.getByRole("listitem").filter({ hasText: "New tagline" }).first();
    await published.getByRole("button", { name: /^Compare version \d+ with the current draft$/ }).click();
    const compare = page.getByRole("dialog", { name: "Changes since this version" });
    await expect(compare.getByRole("heading", { name: "Tagline" })).toBeVisible();
    await expect(compare.locator("del")).not.toHaveCount(0);
    await page.keyboard.press("Escape");
    expect(await home()).toContain(tagline);

    await published.getByRole("button", { name: /^Restore version \d+$/ }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Restore" }).click();
    await expect(toast(page, "Version restored as the draft")).toBeVisible();
    await expect(texts.getByLabel("Tagline", { exact: true })).toHaveValue(tagline);

    const entries: { action: string }[] = (
      await (await page.request.get(`/api/activity?entityType=${encodeURIComponent("public texts")}`)).json()
    ).items;
    expect(entries.map((entry) => entry.action)).toEqual(expect.arrayContaining(["publish", "update", "restore"]));
  } finally {
    // Put the original tagline back on the site.
    const draft = await (await page.request.get("/api/content/site-texts/1/draft")).json();
    await page.request.put("/api/content/site-texts/1/draft", {
      data: { ...draft.snapshot, texts: { ...draft.snapshot.texts, site_tagline: original } },
    });
    await page.request.post("/api/content/site-texts/1/publish", { data: { note: "Test cleanup" } });
    await visitor.dispose();
  }
});
