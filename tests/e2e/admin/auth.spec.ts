import { expect, test } from "@playwright/test";
import { ACCOUNTS, freshIp, storageStatePath } from "../support/accounts";
import { expectNoAxeViolations } from "../support/site";

test.describe("logged out", () => {
  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshIp() });
  });

  test("admin pages redirect to the login page", async ({ page }) => {
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin\/login\?callbackUrl=%2Fadmin%2Fdashboard$/);
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  });

  test("the password can be shown and hidden", async ({ page }) => {
    await page.goto("/admin/login");
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("secret-value");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");
  });

  test("login fields are required", async ({ page }) => {
    await page.goto("/admin/login");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByText("Username is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
  });

  test("a wrong password shows the spec's messages", async ({ page }) => {
    await page.goto("/admin/login");
    await page.getByLabel("Username").fill(ACCOUNTS.admin.username);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByText("Invalid credentials. Please try again.")).toBeVisible();
    await expect(page.getByText("Login failed")).toBeVisible();
  });

  test("logging in lands on the page asked for, with a welcome toast", async ({ page }) => {
    await page.goto("/admin/users");
    await page.getByLabel("Username").fill(ACCOUNTS.admin.username);
    await page.getByLabel("Password", { exact: true }).fill(ACCOUNTS.admin.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByText("Login successful")).toBeVisible();
    await expect(page.getByText(`Welcome, ${ACCOUNTS.admin.username}!`)).toBeVisible();
  });

  test("registration needs matching passwords", async ({ page }) => {
    await page.goto("/admin/register");
    await page.getByLabel("Username").fill("mismatch_user");
    await page.getByLabel("Email").fill("mismatch@example.org");
    await page.getByLabel("Password", { exact: true }).fill("Password-one-1");
    await page.getByLabel("Confirm password").fill("Password-two-2");
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/register$/);
  });

  test("a taken username shows the registration failure", async ({ page }) => {
    await page.goto("/admin/register");
    await page.getByLabel("Username").fill(ACCOUNTS.admin.username);
    await page.getByLabel("Email").fill("someone-else@example.org");
    await page.getByLabel("Password", { exact: true }).fill("Password-one-1");
    await page.getByLabel("Confirm password").fill("Password-one-1");
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByText("Registration failed. Please try again.")).toBeVisible();
    await expect(page.getByText("That username is already registered.").first()).toBeVisible();
  });
});

test.describe("as admin", () => {
  test.use({ storageState: storageStatePath("admin") });

  test("the login page sends a logged-in user to the dashboard", async ({ page }) => {
    await page.goto("/admin/login");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test("the shell has Return to Website, Logout and the side navigation", async ({ page }) => {
    await page.goto("/admin/dashboard");
    await expect(page.getByRole("link", { name: "Return to Website" })).toHaveAttribute("href", "/");
    const nav = page.getByRole("navigation", { name: "Admin navigation" });
    for (const label of [
      "Dashboard",
      "Documents",
      "Categories",
      "Questions",
      "Contact Messages",
      "Settings",
      "Booklets",
      "Users",
    ]) {
      await expect(nav.getByRole("link", { name: label })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  });

  test("the side navigation groups its screens the way staff think: Content, Chatbot, Site, People", async ({
    page,
  }) => {
    await page.goto("/admin/dashboard");
    const nav = page.getByRole("navigation", { name: "Admin navigation" });
    const group = (name: string) => nav.getByRole("list", { name });
    // Retried until drawn: read at once, a list can still be empty.
    const links = (name: string) => expect.poll(() => group(name).getByRole("link").allInnerTexts());
    await links("Content").toEqual(["Interactive Book", "Booklets", "Teachings", "Translations"]);
    await links("Chatbot").toEqual(["Documents", "Categories", "Questions", "Conversations"]);
    await links("Site").toEqual(expect.arrayContaining(["Settings", "Contact Messages"]));
    await links("People").toEqual(["Users", "Activity", "Your account"]);
    // The dashboard's headings go h1 then h2s (heading-order is a best practice).
    await expect(page.getByRole("heading", { level: 2, name: "Documents" })).toBeVisible();
    await expectNoAxeViolations(page, { bestPractices: true });
  });

  test("on a phone the side navigation opens from the menu button", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/admin/dashboard");
    await page.getByRole("button", { name: "Open admin menu" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("link", { name: "Users" }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(dialog).toBeHidden();
  });
});

test.describe("roles", () => {
  test("a pending account sees only the waiting notice", async ({ browser }) => {
    const context = await browser.newContext({ storageState: storageStatePath("pending") });
    const page = await context.newPage();
    await page.goto("/admin/users");
    await expect(page.getByRole("heading", { name: "Your account is waiting for approval" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Admin navigation" })).toHaveCount(0);
    await context.close();
  });

  test("an editor has no Users link and is denied the users page", async ({ browser }) => {
    const context = await browser.newContext({ storageState: storageStatePath("editor") });
    const page = await context.newPage();
    await page.goto("/admin/dashboard");
    const nav = page.getByRole("navigation", { name: "Admin navigation" });
    await expect(nav.getByRole("link", { name: "Documents" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Users" })).toHaveCount(0);
    await page.goto("/admin/users");
    await expect(page.getByText("Access Denied")).toBeVisible();
    await expect(page.getByText("You need to be an administrator to access this page.")).toBeVisible();
    await context.close();
  });
});

test("logout ends the session for real and goes home", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": freshIp() } });
  const page = await context.newPage();
  const login = await page.request.post("/api/login", {
    data: { username: ACCOUNTS.admin.username, password: ACCOUNTS.admin.password },
  });
  expect(login.ok()).toBe(true);
  const [sessionCookie] = await context.cookies(baseURL);
  await page.goto("/admin/dashboard");
  await page.getByRole("button", { name: "Logout" }).click();
  // One toast holds both lines, read before the page leaves for home.
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "You have been logged out successfully" });
  await expect(toast.getByText("Logged out", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${baseURL}/$`));

  // The old cookie, replayed, no longer opens a session.
  await context.addCookies([sessionCookie]);
  expect((await page.request.get("/api/user")).status()).toBe(401);
  await context.close();
});
