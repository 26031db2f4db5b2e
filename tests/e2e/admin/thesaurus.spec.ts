import { expect, test } from "@playwright/test";
import { storageStatePath } from "../support/accounts";

test.use({ storageState: storageStatePath("editor") });

test("Question Management → Synonyms: the seeded groups, add, refuse a phrase, edit and delete", async ({ page }) => {
  test.slow();
  const word = `gale${Date.now().toString(36).replace(/\d/g, "")}`;
  await page.goto("/admin/questions");
  await page.getByRole("tab", { name: "Synonyms" }).click();
  await expect(page.getByRole("textbox", { name: /Words of group/ }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete: boat, ship" })).toBeVisible();

  const draft = page.getByLabel("Words of a new group (separated by commas)");
  await draft.fill("put away, divorce");
  await page.getByRole("button", { name: "Add group" }).click();
  await expect(page.getByText(/Give 2 to 12 different single words/).first()).toBeVisible();

  await draft.fill(`Tempest, ${word}`);
  await page.getByRole("button", { name: "Add group" }).click();
  await expect(page.getByText("Synonym group added")).toBeVisible();
  const row = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: `Delete: tempest, ${word}` }) });
  await expect(row.getByRole("textbox")).toHaveValue(`tempest, ${word}`);

  await row.getByRole("textbox").fill(`tempest, ${word}, squall`);
  await row.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Synonym group saved")).toBeVisible();

  await page.getByRole("button", { name: `Delete: tempest, ${word}, squall` }).click();
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: /Delete/ })
    .click();
  await expect(page.getByText("Synonym group deleted")).toBeVisible();
  await expect(page.getByRole("button", { name: `Delete: tempest, ${word}, squall` })).toHaveCount(0);
});
