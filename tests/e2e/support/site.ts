import { createRequire } from "node:module";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

/** The public settings as GET /api/settings serves them, by name. */
export async function publicSettings(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.get("/api/settings");
  expect(response.status()).toBe(200);
  const rows: { name: string; value: string }[] = await response.json();
  return Object.fromEntries(rows.map((row) => [row.name, row.value]));
}

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/** Runs axe-core's WCAG 2.2 A/AA rules on the page and fails with the rule ids and targets found. */
export async function expectNoAxeViolations(page: Page) {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] } });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
  expect(violations).toEqual([]);
}

/** Nothing sticks out sideways at the current viewport width. */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
