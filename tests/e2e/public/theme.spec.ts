import { type Locator } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import type { Setting } from "@/lib/api/admin/settings";
import { contrastRatio } from "@/lib/theme";
import { expectNoAxeViolations } from "../support/site";

const rgbOf = (css: string) =>
  css
    .match(/\d+(\.\d+)?/g)!
    .slice(0, 3)
    .map(Number) as [number, number, number];
const style = (locator: Locator, property: "color" | "backgroundColor") =>
  locator.evaluate((el, p) => getComputedStyle(el)[p], property);

// The appearance settings colour the public site: primary for buttons, links and headings, the accent
// for DONATE. Staff see their change on the next request; unreadable choices are corrected.
test("the theme colour settings apply to the public site and stay readable", async ({ page, as }) => {
  const admin = as.admin;
  const settings: Setting[] = await (await admin.get("/api/settings?category=appearance")).json();
  const primary = settings.find((s) => s.name === "theme_primary_color")!;
  const accent = settings.find((s) => s.name === "theme_accent_color")!;
  const set = async (setting: Setting, value: string) =>
    expect((await admin.patch(`/api/settings/${setting.id}`, { data: { ...setting, value } })).status()).toBe(200);

  try {
    await set(primary, "#1d4ed8");
    await set(accent, "#16a34a");
    await page.goto("/");
    const explore = page.getByRole("link", { name: "Explore Interactive Books" });
    await expect.poll(() => style(explore, "backgroundColor")).toBe("rgb(29, 78, 216)");
    expect(await style(page.getByRole("heading", { level: 1 }), "color")).toBe("rgb(29, 78, 216)");
    const donate = page.getByRole("banner").getByRole("link", { name: /DONATE/ });
    expect(await style(donate, "backgroundColor")).toBe("rgb(22, 163, 74)");
    expect(contrastRatio(rgbOf(await style(donate, "color")), [22, 163, 74])).toBeGreaterThanOrEqual(4.5);

    // Every public page, not only Home.
    await page.goto("/interactive-books");
    expect(await style(page.getByRole("link", { name: "Open Interactive Book" }), "backgroundColor")).toBe(
      "rgb(22, 163, 74)",
    );

    // A primary too light to read is darkened; the page still passes axe.
    await set(primary, "#fde047");
    const heading = page.getByRole("heading", { level: 1 });
    // Loaded again on each try: a copy cached before the change may be served while it is dropped.
    await expect
      .poll(async () => {
        await page.goto("/about");
        return style(heading, "color");
      })
      .not.toBe("rgb(29, 78, 216)");
    const shown = rgbOf(await style(heading, "color"));
    expect(shown).not.toEqual([253, 224, 71]);
    expect(contrastRatio(shown, [0xf9, 0xd3, 0xb4])).toBeGreaterThanOrEqual(4.5);
    await expectNoAxeViolations(page);
  } finally {
    await set(primary, primary.value);
    await set(accent, accent.value);
  }
});
