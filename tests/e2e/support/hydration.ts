import { expect, type Locator } from "@playwright/test";

/**
 * Waits until React has hydrated the element (a click or choice made before that does nothing) and
 * has run what it scheduled after: the page's later boundaries hydrate in tasks of their own.
 */
export async function waitUntilHydrated(element: Locator) {
  await element.page().waitForLoadState("networkidle");
  await expect
    .poll(() => element.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps"))))
    .toBe(true);
  await element.page().evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })));
}
