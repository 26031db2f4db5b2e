import { expect, test } from "@playwright/test";
import { fakeRequests, resetFake } from "../../support/fake-openai.mjs";
import { storageStatePath } from "../support/accounts";

// The "ai" project's server has a provider (the fake server); the dashboard says so.
test("the AI server reports its provider as configured", async ({ browser }) => {
  await resetFake();
  const context = await browser.newContext({ storageState: storageStatePath("admin") });
  const page = await context.newPage();
  await page.goto("/admin/dashboard");
  await expect(page.getByText(/AI provider is configured/i)).toBeVisible();
  expect(Array.isArray(await fakeRequests())).toBe(true);
  await context.close();
});
