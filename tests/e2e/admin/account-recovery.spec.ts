// The whole path in the browser, mail read from the SMTP sink: an invitation creates the account,
// Forgot password → the mailed link → a new password → login; then two-factor sign-in turned on
// and a login with a code computed here.
import { expect, test } from "@playwright/test";
import { generate } from "otplib";
import { freshIp, storageStatePath } from "../support/accounts";
import { linkIn, waitForMail } from "../support/mail";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": freshIp() } });
test.describe.configure({ timeout: 120_000 });

test("invitation, forgot password, new password, login; then two-factor on and a login with a code", async ({
  page,
  playwright,
  baseURL,
}) => {
  const name = `walk_${Date.now().toString(36)}`;
  const email = `${name}@example.org`;
  const admin = await playwright.request.newContext({ baseURL, storageState: storageStatePath("admin") });
  expect((await admin.post("/api/invitations", { data: { email, role: "editor" } })).status()).toBe(201);
  await admin.dispose();

  // The invitation page creates the account, signed in, with no approval step.
  const invitation = linkIn(await waitForMail(email, (m) => m.subject.startsWith("You are invited")), "http");
  await page.goto(invitation);
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await page.getByLabel("Username").fill(name);
  await page.getByLabel("Password", { exact: true }).fill("First-walk-pass-2026");
  await page.getByLabel("Confirm password").fill("First-walk-pass-2026");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.request.post("/api/logout");

  // Forgot password on the login page.
  await page.goto("/admin/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Check your mail")).toBeVisible();

  const reset = linkIn(await waitForMail(email, (m) => m.subject.startsWith("Reset your password")), "http");
  await page.goto(reset);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("Second-walk-pass-2026");
  await page.getByLabel("Confirm new password").fill("Second-walk-pass-2026");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/admin\/login/);

  // The link is spent: opening it again says so.
  await page.goto(reset);
  await expect(page.getByText("This link has been used or has expired.")).toBeVisible();

  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(name);
  await page.getByLabel("Password", { exact: true }).fill("Second-walk-pass-2026");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // Two-factor sign-in on the Account page.
  await page.goto("/admin/account");
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(page.getByRole("img", { name: "QR code to scan with an authenticator app" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  await page.getByLabel("6-digit code").fill(await generate({ secret }));
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
  await page.request.post("/api/logout");

  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(name);
  await page.getByLabel("Password", { exact: true }).fill("Second-walk-pass-2026");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByLabel("Two-factor code")).toBeVisible();
  // A code of the next time step: the one that turned it on is spent.
  await page.getByLabel("Two-factor code").fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test("with no mail server (the AI test server has none), the Outbox keeps the mail with its link to copy", async ({
  playwright,
}) => {
  const aiBase = `http://127.0.0.1:${process.env.E2E_AI_PORT ?? 3918}`;
  const anon = await playwright.request.newContext({
    baseURL: aiBase,
    extraHTTPHeaders: { "X-Forwarded-For": freshIp() },
  });
  // The pending account's address: a reset link is written, and kept.
  expect((await anon.post("/api/password/forgot", { data: { email: "pending_e2e@example.org" } })).status()).toBe(200);
  await anon.dispose();
  const admin = await playwright.request.newContext({ baseURL: aiBase, storageState: storageStatePath("admin") });
  let held: { links: string[]; note: string } | undefined;
  await expect
    .poll(async () => {
      const outbox = await (await admin.get("/api/mail/outbox")).json();
      held = outbox.items.find(
        (item: { to: string; status: string }) => item.to === "pending_e2e@example.org" && item.status === "held",
      );
      return held;
    })
    .toBeDefined();
  expect(held!.note).toBe("not sent: no mail server");
  await admin.dispose();
});
