import { createRequire } from "node:module";
import { expect, type APIRequestContext, type Locator, type Page, type Request } from "@playwright/test";

/** The public settings as GET /api/settings serves them, by name. */
export async function publicSettings(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.get("/api/settings");
  expect(response.status()).toBe(200);
  const rows: { name: string; value: string }[] = await response.json();
  return Object.fromEntries(rows.map((row) => [row.name, row.value]));
}

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/**
 * Runs axe-core's WCAG 2.2 A/AA rules on the page and fails with the rule ids and targets found.
 * `bestPractices` adds axe's best-practice rules: landmarks, heading order, one main, one h1.
 */
export async function expectNoAxeViolations(page: Page, { bestPractices = false }: { bestPractices?: boolean } = {}) {
  await page.addScriptTag({ path: axePath });
  const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", ...(bestPractices ? ["best-practice"] : [])];
  const violations = await page.evaluate(async (values) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: unknown,
            opts: unknown,
          ) => Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values } });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  }, tags);
  expect(violations).toEqual([]);
}

/** Visible controls (links, buttons, fields) in `scope` shorter or narrower than 44 px, by their text. */
export async function smallTouchTargets(page: Page, scope: string) {
  return page.$$eval(
    `${scope} a, ${scope} button, ${scope} select, ${scope} input:not([type=hidden]), ${scope} textarea, ${scope} summary`,
    (elements) =>
      elements
        .filter(
          (el) =>
            (el as HTMLElement).offsetParent !== null &&
            !el.closest(".sr-only, [aria-hidden=true]") &&
            el.getClientRects().length > 0,
        )
        // Links inside running text are exempt (WCAG 2.5.8 "inline").
        .filter((el) => !(el.tagName === "A" && el.closest("p, li") && getComputedStyle(el).display === "inline"))
        .map((el) => ({
          text: (el.textContent || el.getAttribute("aria-label") || el.id).trim().slice(0, 40),
          box: el.getBoundingClientRect(),
        }))
        .filter(({ box }) => box.height < 44 || box.width < 44)
        .map(({ text, box }) => `${text} ${Math.round(box.width)}x${Math.round(box.height)}`),
  );
}

/** Nothing sticks out sideways at the current viewport width. */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Scripts the page fetches while `action` runs, once the page itself has settled (lazy islands). */
export async function scriptsFetchedDuring(page: Page, action: () => Promise<void>): Promise<string[]> {
  await page.waitForLoadState("networkidle");
  const scripts: string[] = [];
  const listener = (request: Request) => void (request.resourceType() === "script" && scripts.push(request.url()));
  page.on("request", listener);
  try {
    await action();
  } finally {
    page.off("request", listener);
  }
  return scripts;
}

/** Whether React has hydrated the element: a click before then reaches no handler. */
export const isHydrated = (element: Locator) =>
  element.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps")));

/**
 * Opens a screen's tab and waits until the page has hydrated: a tab is a link, so a click before
 * then loads the page on that tab, whose controls would not yet answer the test's next click.
 */
export async function openTab(page: Page, name: string) {
  const tab = page.getByRole("tab", { name });
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
  await expect.poll(() => isHydrated(tab)).toBe(true);
}

/**
 * A whole-page screenshot for people to look at. Chromium now and then refuses one ("Unable to capture
 * screenshot", a CDP error with no other cause) while a page settles; a second try takes it.
 */
export async function saveFullPage(page: Page, path: string) {
  try {
    await page.screenshot({ path, fullPage: true });
  } catch (error) {
    if (!String(error).includes("Unable to capture screenshot")) throw error;
    await page.screenshot({ path, fullPage: true });
  }
}
