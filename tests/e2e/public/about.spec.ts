import { expect, test } from "@playwright/test";
import { publicSettings } from "../support/site";

test("About shows the mission, the vision and two scripture quotes from settings", async ({ page, request }) => {
  const settings = await publicSettings(request);
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Our Mission" }).getByText(settings.about_mission)).toBeVisible();
  await expect(page.getByRole("region", { name: "Our Vision" }).getByText(settings.about_vision)).toBeVisible();
  const quotes = page.getByRole("region", { name: "Scriptures That Guide Us" }).getByRole("figure");
  await expect(quotes).toHaveCount(2);
  await expect(quotes.nth(0)).toContainText(settings.about_scripture_1_text);
  await expect(quotes.nth(0)).toContainText(settings.about_scripture_1_reference);
  await expect(quotes.nth(1)).toContainText(settings.about_scripture_2_text);
  await expect(quotes.nth(1)).toContainText(settings.about_scripture_2_reference);
});
