import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, publicSettings, scriptsFetchedDuring, smallTouchTargets } from "../support/site";

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

test("at 375 px a menu button opens a right-side drawer with the links, DONATE and a close button", async ({
  page,
  request,
}) => {
  const settings = await publicSettings(request);
  await page.goto("/");
  // The desktop links are hidden on small screens.
  await expect(page.getByRole("banner").getByRole("navigation", { name: "Main navigation" })).toBeHidden();
  await expect(page.getByRole("banner").getByRole("combobox", { name: "Language" })).toBeHidden();

  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  const box = await drawer.boundingBox();
  expect(box!.x + box!.width).toBeCloseTo(375, 0);
  expect(box!.x).toBeGreaterThan(0);

  const nav = drawer.getByRole("navigation", { name: "Main navigation" });
  await expect(nav.getByRole("link")).toHaveText(["Home", "About", "Contact"]);
  await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  const donate = drawer.getByRole("link", { name: /DONATE/ });
  await expect(donate).toHaveAttribute("href", settings.donation_url);
  await expect(donate).toHaveAttribute("target", "_blank");
  await expect(drawer.getByRole("combobox", { name: "Choose your language" })).toBeVisible();
  await expectNoAxeViolations(page);

  await drawer.getByRole("button", { name: "Close menu" }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
});

test("the drawer keeps focus inside and closes on Escape, on the backdrop and when a link is chosen", async ({
  page,
}) => {
  await page.goto("/");
  const open = page.getByRole("button", { name: "Open menu" });
  const drawer = page.getByRole("dialog", { name: "Menu" });

  await open.click();
  await expect(drawer).toBeVisible();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();

  await open.click();
  await expect(drawer).toBeVisible();
  // The backdrop is the part of the screen left of the drawer.
  await page.mouse.click(20, 400);
  await expect(drawer).toBeHidden();

  await open.click();
  await drawer.getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();

  await open.click();
  await expect(drawer.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
});

test("at 375 px every control of the header, drawer and footer is at least 44 px high", async ({ page }) => {
  await page.goto("/");
  expect(await smallTouchTargets(page, "header")).toEqual([]);
  expect(await smallTouchTargets(page, "footer")).toEqual([]);
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  expect(await smallTouchTargets(page, "[role=dialog]")).toEqual([]);
});

test("the drawer's code loads only when the menu is first opened", async ({ page }) => {
  await page.goto("/");
  const scripts = await scriptsFetchedDuring(page, async () => {
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  });
  expect(scripts.length, "a script chunk fetched on first use").toBeGreaterThan(0);
});
