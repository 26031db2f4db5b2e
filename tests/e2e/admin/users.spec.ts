import { expect, test } from "@playwright/test";
import { ACCOUNTS, freshIp, registerAndSignIn, storageStatePath } from "../support/accounts";

test.use({ storageState: storageStatePath("admin") });

test("an admin approves, changes the role of and removes an account", async ({ page, playwright, baseURL }) => {
  const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": freshIp() } });
  const username = `newcomer_${Date.now() % 100000}`;
  await registerAndSignIn(visitor, { username, email: `${username}@example.org`, password: "Newcomer-pass-1" });

  await page.goto("/admin/users");
  const row = page.getByRole("row", { name: new RegExp(username) });
  await expect(row.getByText("Pending approval")).toBeVisible();
  await row.getByRole("button", { name: "Approve as editor" }).click();
  await expect(page.getByText(`${username} is now Editor.`)).toBeVisible();
  expect((await (await visitor.get("/api/user")).json()).role).toBe("editor");

  await row.getByRole("combobox", { name: `Change role for ${username}` }).click();
  await page.getByRole("option", { name: "Admin" }).click();
  await expect(page.getByText(`${username} is now Admin.`)).toBeVisible();

  await row.getByRole("button", { name: "Remove" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm.getByText(`Remove ${username}?`)).toBeVisible();
  await confirm.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText(`${username} was removed.`)).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(username) })).toHaveCount(0);
  expect((await visitor.get("/api/user")).status()).toBe(401);
  await visitor.dispose();
});

test("the last admin cannot be demoted", async ({ page }) => {
  await page.goto("/admin/users");
  const row = page.getByRole("row", { name: new RegExp(ACCOUNTS.admin.username) });
  await row.getByRole("combobox").click();
  await page.getByRole("option", { name: "Editor" }).click();
  await expect(page.getByText("The last admin cannot be demoted or removed.")).toBeVisible();
  expect((await (await page.request.get("/api/user")).json()).role).toBe("admin");
});
