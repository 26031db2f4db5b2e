import { expect, test } from "@playwright/test";
import { storageStatePath } from "../support/accounts";

test.use({ storageState: storageStatePath("editor") });

test("the dashboard shows the system status of /api/health/ready", async ({ page }) => {
  await page.goto("/admin/dashboard");
  const card = page.getByRole("region", { name: "System status" });
  await expect(card.getByText("All good")).toBeVisible();
  await expect(card.getByText("Answering, migrations current")).toBeVisible();
  await expect(card.getByText("Writable")).toBeVisible();
  await expect(card.getByText("Off: the chatbot gives offline answers")).toBeVisible();
});
