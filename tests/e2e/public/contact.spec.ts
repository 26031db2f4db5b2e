import { type Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { freshIp } from "../support/accounts";
import { TARGET_LANGUAGES } from "@/lib/i18n/config";
import { catalogue } from "../support/catalogues";
import { publicSettings } from "../support/site";

// Each test sends from its own address so the per-IP limit of one never reaches another.
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshIp() });
});

async function fill(page: Page, values: { name?: string; email?: string; subject?: string; message?: string }) {
  if (values.name !== undefined) await page.getByLabel("Name").fill(values.name);
  if (values.email !== undefined) await page.getByLabel("Email").fill(values.email);
  if (values.subject !== undefined) await page.getByLabel("Subject (optional)").fill(values.subject);
  if (values.message !== undefined) await page.getByLabel("Message").fill(values.message);
}

const send = (page: Page) => page.getByRole("button", { name: "Send Message" }).click();

test("the contact page shows the email, the social links and a link to the videos", async ({ page, request }) => {
  const settings = await publicSettings(request);
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  const details = page.getByRole("main");
  await expect(details.getByRole("link", { name: settings.contact_email })).toHaveAttribute(
    "href",
    `mailto:${settings.contact_email}`,
  );
  await expect(details.getByRole("link", { name: /^Facebook/ })).toHaveAttribute("href", settings.social_facebook_url);
  await expect(details.getByRole("link", { name: /^Facebook/ })).toHaveAttribute("target", "_blank");
  await expect(details.getByRole("link", { name: /^YouTube/ })).toHaveAttribute("target", "_blank");
  await expect(details.getByRole("link", { name: "Our Videos" })).toHaveAttribute("href", "/videos");
  await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
});

test("a missing required field shows the Form Incomplete toast and sends nothing", async ({ page }) => {
  let requests = 0;
  page.on("request", (r) => r.url().endsWith("/api/contact/send") && requests++);
  await page.goto("/contact");

  await send(page);
  await expect(page.getByText("Form Incomplete")).toBeVisible();
  await expect(page.getByText("Please fill in all required fields.")).toBeVisible();
  await expect(page.getByText("Please enter your name")).toBeVisible();
  await expect(page.getByText("Please enter your email")).toBeVisible();
  await expect(page.getByText("Please enter your message")).toBeVisible();

  // Subject is optional; a missing message alone is still incomplete.
  await fill(page, { name: "Ruth", email: "ruth@example.org" });
  await send(page);
  await expect(page.getByText("Please fill in all required fields.")).toBeVisible();
  await expect(page.getByText("Please enter your message")).toBeVisible();
  await expect(page.getByText("Please enter your name")).toBeHidden();
  expect(requests).toBe(0);
});

test("a malformed email is pointed out at the field", async ({ page }) => {
  await page.goto("/contact");
  await fill(page, { name: "Ruth", email: "ruth@", message: "Hello" });
  await send(page);
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Form Incomplete")).toBeHidden();
});

test("sending shows Sending..., then Message Sent, and clears the form", async ({ page, as }) => {
  await page.goto("/contact");
  const subject = `Prayer request ${Date.now()}`;
  await fill(page, { name: "Ruth", email: "ruth@example.org", subject, message: "Please pray for our family." });
  // Hold the request a moment so the sending state can be seen.
  await page.route("**/api/contact/send", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await send(page);
  await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
  await expect(page.getByText("Message Sent")).toBeVisible();
  await expect(page.getByText("Thank you for reaching out. We will respond shortly.")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("");
  await expect(page.getByLabel("Subject (optional)")).toHaveValue("");
  await expect(page.getByLabel("Message")).toHaveValue("");

  // The message is stored: staff see it.
  const admin = as.admin;
  const list = await admin.get("/api/contact/messages");
  expect(list.status()).toBe(200);
  const messages: { subject?: string; name: string; id: number }[] = await list.json();
  expect(messages.some((m) => m.subject === subject && m.name === "Ruth")).toBe(true);
});

test("a failed send shows the Error toast and keeps everything typed", async ({ page }) => {
  await page.goto("/contact");
  await page.route("**/api/contact/send", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ message: "Something went wrong. Please try again." }),
    }),
  );
  await fill(page, { name: "Ruth", email: "ruth@example.org", subject: "Hello", message: "Keep this text." });
  await send(page);
  await expect(page.getByText("Error", { exact: true })).toBeVisible();
  await expect(page.getByText("Failed to send message. Please try again later.")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("Ruth");
  await expect(page.getByLabel("Email")).toHaveValue("ruth@example.org");
  await expect(page.getByLabel("Subject (optional)")).toHaveValue("Hello");
  await expect(page.getByLabel("Message")).toHaveValue("Keep this text.");
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
});

test("a visitor over the per-email limit is told when to try again", async ({ page, request }) => {
  const email = `limited-${Date.now()}@example.org`;
  for (let i = 0; i < 3; i++) {
    expect(
      (
        await request.post("/api/contact/send", {
          data: { name: "Ruth", email, message: `Message ${i}` },
          headers: { "X-Forwarded-For": freshIp() },
        })
      ).status(),
    ).toBe(200);
  }
  await page.goto("/contact");
  await fill(page, { name: "Ruth", email, message: "One more." });
  await send(page);
  await expect(
    page.getByText(
      /^Too many messages have been sent from here or with this email address\. Please try again in (60|59) minutes\.$/,
    ),
  ).toBeVisible();
  await expect(page.getByLabel("Message")).toHaveValue("One more.");
});

for (const language of ["en", ...TARGET_LANGUAGES]) {
  test(`${language}: the limit message says when to try again in the visitor's language`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": freshIp() } });
    await context.addCookies([{ name: "preferredLanguage", value: language, url: baseURL! }]);
    const page = await context.newPage();
    await page.route("**/api/contact/send", (route) =>
      route.fulfill({
        status: 429,
        headers: { "Retry-After": "300" },
        json: { message: "Too many requests. Please try again later." },
      }),
    );
    await page.goto("/contact");
    const t = catalogue(language);
    await page.locator("#contact-name").fill("Ruth");
    await page.locator("#contact-email").fill("ruth@example.org");
    await page.locator("#contact-message").fill("Hello");
    await page.getByRole("button", { name: t("contact.form.submit") }).click();
    const when = new Intl.RelativeTimeFormat(language, { numeric: "always" }).format(5, "minute");
    await expect(page.getByText(t("contact.toast.limitedBody").replace("{when}", when))).toBeVisible();
    await context.close();
  });
}

test("the honeypot is out of sight and out of the tab order", async ({ page }) => {
  await page.goto("/contact");
  const honeypot = page.locator("#contact-website");
  await expect(honeypot).toHaveAttribute("tabindex", "-1");
  const box = await honeypot.boundingBox();
  expect(box === null || box.x + box.width <= 0).toBe(true);
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  await page.getByLabel("Message").focus();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Send Message" })).toBeFocused();
});

test("on a phone the toast covers neither the Message field nor the chat launcher, and closes from inside", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/contact");
  await fill(page, { name: "Ruth", email: "ruth@example.org" });
  await send(page);
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Form Incomplete" });
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  const overlaps = (other: { x: number; y: number; width: number; height: number }) =>
    box.x < other.x + other.width &&
    other.x < box.x + box.width &&
    box.y < other.y + other.height &&
    other.y < box.y + box.height;
  expect(overlaps((await page.getByLabel("Message").boundingBox())!)).toBe(false);
  expect(overlaps((await page.getByRole("button", { name: /^Chat/ }).boundingBox())!)).toBe(false);
  const close = (await toast.locator("[data-close-button]").boundingBox())!;
  expect(close.x).toBeGreaterThanOrEqual(box.x);
  expect(close.y).toBeGreaterThanOrEqual(box.y);
  expect(close.x + close.width).toBeLessThanOrEqual(box.x + box.width);
  expect(close.y + close.height).toBeLessThanOrEqual(box.y + box.height);
});
