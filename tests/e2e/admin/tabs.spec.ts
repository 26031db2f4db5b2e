import { expect, test, type Page } from "@playwright/test";
import { storageStatePath } from "../support/accounts";
import { isHydrated } from "../support/site";

// A screen's tabs (components/ui/tabs.tsx, LinkedTabs) are links to `?tab=<value>`: on a slow phone a tap
// lands before React has hydrated them, and must still open its tab (docs/decisions/022).

test.use({ storageState: storageStatePath("editor") });

/** Holds the page's scripts until the returned function is called: the page stays as the server sent it. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  // Scripts only: a held stylesheet would hold the inline scripts that stream the page in, and the page with them.
  await page.route("**/_next/static/chunks/**/*.js", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("a tab tapped before the page's scripts have run opens, and stays open once they run", async ({ page }) => {
  const releaseScripts = await holdScripts(page);
  await page.goto("/admin/translations", { waitUntil: "domcontentloaded" });
  const siteContent = page.getByRole("tab", { name: "Site content" });
  await expect(page.getByRole("tab", { name: "Stored translations", selected: true })).toBeVisible();
  expect(await isHydrated(siteContent), "React has not hydrated the tabs yet").toBe(false);

  await siteContent.click();
  await expect(page).toHaveURL(/\/admin\/translations\?tab=content$/);
  await expect(page.getByRole("tab", { name: "Site content", selected: true })).toBeVisible();
  const panel = page.getByRole("tabpanel", { name: "Site content" });
  await expect(panel.getByText("Every text of this part of the site, with its Spanish translation.")).toBeVisible();
  expect(await isHydrated(siteContent), "the server rendered the chosen tab").toBe(false);

  releaseScripts();
  await expect.poll(() => isHydrated(siteContent)).toBe(true);
  await expect(panel.getByRole("combobox", { name: "Language" })).toHaveText("Spanish");
  await expect(panel.getByRole("row", { name: /Tagline/ })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Site content", selected: true })).toBeVisible();
});

test("once hydrated, tabs keep Radix's keyboard and roles, switch without a page load, and the address keeps the tab", async ({
  page,
}) => {
  await page.goto("/admin/translations?tab=glossary");
  const tabs = page.getByRole("tablist").getByRole("tab");
  await expect(tabs).toHaveText(["Stored translations", "Site content", "Glossary"]);
  const glossary = page.getByRole("tab", { name: "Glossary" });
  await expect(glossary).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Glossary" })).toBeVisible();
  await expect.poll(() => isHydrated(glossary)).toBe(true);

  // A click after hydration changes the tab in place: the page (and this marker) stay.
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await page.getByRole("tab", { name: "Site content" }).click();
  await expect(page.getByRole("tabpanel", { name: "Site content" })).toBeVisible();
  await expect(page).toHaveURL(/\?tab=content$/);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);

  // Arrow keys, Home and End move between tabs and choose them (automatic activation).
  await page.keyboard.press("ArrowRight");
  await expect(glossary).toBeFocused();
  await expect(glossary).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/\?tab=glossary$/);
  await page.keyboard.press("Home");
  const stored = page.getByRole("tab", { name: "Stored translations" });
  await expect(stored).toBeFocused();
  await expect(stored).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/\/admin\/translations$/);
  await expect(page.getByRole("tabpanel", { name: "Stored translations" })).toBeVisible();
  await page.keyboard.press("End");
  await expect(glossary).toHaveAttribute("aria-selected", "true");
  // Only the chosen tab is in the Tab order, as Radix makes it.
  await expect(glossary).toHaveAttribute("tabindex", "0");
  await expect(stored).toHaveAttribute("tabindex", "-1");
  await expect(glossary).toHaveAttribute("aria-controls", /.+/);

  await page.reload();
  await expect(page.getByRole("tab", { name: "Glossary", selected: true })).toBeVisible();
  await expect(page.getByRole("tabpanel", { name: "Glossary" })).toBeVisible();

  // An address naming no tab of the screen opens its first tab.
  await page.goto("/admin/translations?tab=nothing");
  await expect(page.getByRole("tab", { name: "Stored translations", selected: true })).toBeVisible();
});

test("the tabs of every screen that has them are links to their tab", async ({ page }) => {
  for (const [path, tab, value] of [
    ["/admin/documents", "Browse Documents", "browse"],
    ["/admin/questions", "Synonyms", "synonyms"],
  ] as const) {
    await page.goto(`${path}?tab=${value}`);
    await expect(page.getByRole("tab", { name: tab, selected: true })).toBeVisible();
    await expect(page.getByRole("tabpanel", { name: tab })).toBeVisible();
    await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("href", `${path}?tab=${value}`);
  }
});

test.describe("as admin", () => {
  test.use({ storageState: storageStatePath("admin") });

  test("the settings' sections are links to their section", async ({ page }) => {
    await page.goto("/admin/settings?tab=contact");
    const contact = page.getByRole("tab", { name: "Contact and social" });
    await expect(contact).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Contact and social" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "All settings" })).toHaveAttribute("href", "/admin/settings");
  });
});
