import { expect, type Locator } from "@playwright/test";

/** Waits until React has hydrated the element: a click or choice made before that does nothing. */
export async function waitUntilHydrated(element: Locator) {
  await expect
    .poll(() => element.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps"))))
    .toBe(true);
}
