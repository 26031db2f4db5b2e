import { expect, test } from "@playwright/test";
import { storageStatePath } from "../support/accounts";

// Every admin screen at 375 px: nothing wider than the window (no sideways scrolling of the page).
const SCREENS = [
  "/admin/dashboard",
  "/admin/documents",
  "/admin/categories",
  "/admin/questions",
  "/admin/messages",
  "/admin/settings",
  "/admin/booklets",
  "/admin/flipbook-management",
  "/admin/users",
  "/admin/conversations",
  "/admin/activity",
  "/admin/teachings",
  "/admin/translations",
  "/admin/outbox",
  "/admin/account",
];

test.use({ storageState: storageStatePath("admin"), viewport: { width: 375, height: 740 } });

test("at 375 px no admin screen scrolls sideways, and the header keeps its two actions", async ({ page }) => {
  test.slow();
  for (const path of SCREENS) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Loaded content, not a spinner, is what has to fit.
    await expect(page.locator("[data-slot=spinner]")).toHaveCount(0);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      window: window.innerWidth,
    }));
    expect(widths.page, path).toBeLessThanOrEqual(widths.window);
    await expect(page.getByRole("link", { name: "Return to Website" })).toBeInViewport();
    await expect(page.getByRole("button", { name: "Logout" })).toBeInViewport();
  }
});
