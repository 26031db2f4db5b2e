// /admin/activity for admins: the trail, its filters and the CSV export.
import { expect, test } from "../support/fixtures";
import { storageStatePath } from "../support/accounts";
import { uniqueTitle } from "../support/booklets";

test.use({ storageState: storageStatePath("admin") });

test("an admin sees who did what, filters by action and item, and exports the CSV", async ({
  page,

  as,
}) => {
  const editor = as.editor;
  const title = uniqueTitle("Activity booklet");
  const { id } = await (await editor.post("/api/booklets", { data: { title } })).json();
  expect((await editor.delete(`/api/booklets/${id}`)).status()).toBe(200);

  await page.goto("/admin/activity");
  await expect(page.getByRole("heading", { level: 1, name: "Activity" })).toBeVisible();
  const createdRow = page.getByRole("row").filter({ hasText: `Created booklet "${title}"` });
  await expect(createdRow).toContainText("editor_e2e");
  await expect(createdRow).toContainText("Created");

  await page.getByLabel("Action").click();
  await page.getByRole("option", { name: "Deleted" }).click();
  await expect(page.getByRole("row").filter({ hasText: `Deleted booklet #${id}` })).toBeVisible();
  await expect(createdRow).toHaveCount(0);

  await page.getByLabel("Item").click();
  await page.getByRole("option", { name: "booklet", exact: true }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const csv = await (
    await (await download).createReadStream()
  )
    .toArray()
    .then((chunks) => Buffer.concat(chunks).toString("utf8"));
  expect(csv).toContain(`editor_e2e,delete,booklet,${id},Deleted booklet #${id}`);
  expect(csv).not.toContain(",create,");

  // Nothing matches a day long past: the empty state.
  await page.getByLabel("To").fill("2000-01-01");
  await expect(page.getByText("No activity matches these filters.")).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(createdRow).toBeVisible();
});

test("a failed load shows the error with a retry", async ({ page }) => {
  let fail = true;
  await page.route("**/api/activity?*", (route) =>
    fail ? route.fulfill({ status: 500, json: { message: "Database unavailable" } }) : route.fallback(),
  );
  await page.goto("/admin/activity");
  await expect(page.getByText("Error loading activity: Database unavailable")).toBeVisible();
  fail = false;
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("table")).toBeVisible();
});

test("editors are refused the screen and the nav item", async ({ browser }) => {
  const context = await browser.newContext({ storageState: storageStatePath("editor") });
  const page = await context.newPage();
  await page.goto("/admin/activity");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Activity" })).toHaveCount(0);
  await context.close();
});
