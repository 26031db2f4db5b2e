import { expect, test as setup, type Page } from "@playwright/test";
import { ACCOUNTS, freshIp, registerAndSignIn, storageStatePath } from "../support/accounts";

async function registerThroughForm(
  page: Page,
  { username, email, password }: (typeof ACCOUNTS)[keyof typeof ACCOUNTS],
) {
  await page.goto("/admin/register");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Register" }).click();
}

// The first visits of a freshly started server render cold (registration hashes a password too);
// on a busy shared machine that can take longer than the default 10 s expectation.
setup.describe.configure({ mode: "serial", timeout: 120_000 });
const FIRST_VISIT = { timeout: 45_000 };

setup("the first account ever registered becomes admin and reaches the dashboard", async ({ page }) => {
  const { username } = ACCOUNTS.admin;
  await registerThroughForm(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/, FIRST_VISIT);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible(FIRST_VISIT);
  const me = await (await page.request.get("/api/user")).json();
  expect(me).toMatchObject({ username, role: "admin" });
  await page.context().storageState({ path: storageStatePath("admin") });
});

setup(
  "a later registration is pending whatever role it sends, and signs in to the waiting notice",
  async ({ page }) => {
    const { username, password } = ACCOUNTS.pending;
    await registerThroughForm(page, ACCOUNTS.pending);
    await expect(page.getByRole("status").getByText("Request received")).toBeVisible(FIRST_VISIT);
    expect((await page.request.get("/api/user")).status()).toBe(401);
    await page.goto("/admin/login");
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("heading", { name: "Your account is waiting for approval" })).toBeVisible(FIRST_VISIT);
    const me = await (await page.request.get("/api/user")).json();
    expect(me).toMatchObject({ username, role: "pending" });
    await page.context().storageState({ path: storageStatePath("pending") });
  },
);

setup("an admin approves an editor", async ({ playwright, baseURL }) => {
  const admin = await playwright.request.newContext({ baseURL, storageState: storageStatePath("admin") });
  const editor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": freshIp() } });
  const { id, role } = await registerAndSignIn(editor, ACCOUNTS.editor);
  expect(role).toBe("pending");
  const approved = await admin.patch(`/api/users/${id}`, { data: { role: "editor" } });
  expect(approved.status()).toBe(200);
  expect((await (await editor.get("/api/user")).json()).role).toBe("editor");
  await editor.storageState({ path: storageStatePath("editor") });
  await Promise.all([admin.dispose(), editor.dispose()]);
});
