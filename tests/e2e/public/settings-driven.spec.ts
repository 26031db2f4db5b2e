import { expect, test } from "../support/fixtures";
import type { Setting } from "@/lib/api/admin/settings";

// Staff edit public texts in Site Settings; the next request shows the change (cached by tag,
// invalidated by the write).
test("a changed public setting shows on the next request", async ({ page, as }) => {
  const admin = as.admin;
  const settings: Setting[] = await (await admin.get("/api/settings")).json();
  const heading = settings.find((s) => s.name === "home_welcome_heading")!;
  const tagline = settings.find((s) => s.name === "site_tagline")!;
  const changed = `Welcome, friends ${Date.now()}`;
  const patch = (setting: typeof heading, value: string) =>
    admin.patch(`/api/settings/${setting.id}`, { data: { ...setting, value } });

  const first = await patch(heading, changed);
  try {
    expect(first.ok()).toBe(true);
    expect((await patch(tagline, `${tagline.value} (edited)`)).ok()).toBe(true);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(changed);
    await expect(page.getByRole("contentinfo").getByText(`${tagline.value} (edited)`)).toBeVisible();
  } finally {
    await patch(heading, heading.value);
    await patch(tagline, tagline.value);
  }
});
