import { expect, test } from "@playwright/test";
import { publicSettings } from "../support/site";

test("the header has the logo, Home / About / Contact with the current page marked, and DONATE in a new tab", async ({
  page,
  request,
}) => {
  const settings = await publicSettings(request);
  await page.goto("/about");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: settings.site_name })).toHaveAttribute("href", "/");
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await expect(nav.getByRole("link")).toHaveText(["Home", "About", "Contact"]);
  await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");

  const donate = header.getByRole("link", { name: /DONATE/ });
  await expect(donate).toHaveAttribute("href", settings.donation_url);
  await expect(donate).toHaveAttribute("target", "_blank");
  await expect(donate).toHaveAttribute("rel", /noopener/);

  await nav.getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(nav.getByRole("link", { name: "Contact" })).toHaveAttribute("aria-current", "page");
});

test("the footer has the name, tagline, quick links, connect links, Admin and the copyright year", async ({
  page,
  request,
}) => {
  const settings = await publicSettings(request);
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText(settings.site_tagline)).toBeVisible();
  const quick = footer.getByRole("navigation", { name: "Quick Links" });
  await expect(quick.getByRole("link")).toHaveText(["Home", "About", "Contact"]);
  await expect(quick.getByRole("link", { name: "About" })).toHaveAttribute("href", "/about");

  const facebook = footer.getByRole("link", { name: /Follow us on Facebook/ });
  await expect(facebook).toHaveAttribute("href", settings.social_facebook_url);
  await expect(facebook).toHaveAttribute("target", "_blank");
  const youtube = footer.getByRole("link", { name: /Watch us on YouTube/ });
  await expect(youtube).toHaveAttribute("href", settings.social_youtube_url);
  await expect(youtube).toHaveAttribute("target", "_blank");
  await expect(footer.getByRole("button", { name: "Our Videos" })).toBeVisible();

  await expect(footer.getByRole("link", { name: "Admin" })).toHaveAttribute("href", "/admin/login");
  await expect(
    footer.getByText(`© ${new Date().getFullYear()} ${settings.site_name}. All rights reserved.`),
  ).toBeVisible();
});

test("admin pages have no public header, footer or chat", async ({ page }) => {
  await page.goto("/admin/login");
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByRole("link", { name: /DONATE/ })).toHaveCount(0);
});

test("the skip link jumps past the header to the content", async ({ page }) => {
  await page.goto("/about");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await skip.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();
});

test("an unknown path shows the 404 page with status 404 and a way home", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("/wyra-static redirects to the static website", async ({ request }) => {
  const response = await request.get("/wyra-static", { maxRedirects: 0 });
  expect([307, 308]).toContain(response.status());
  expect(response.headers().location).toBe("/wyra-website/index.html");
});
