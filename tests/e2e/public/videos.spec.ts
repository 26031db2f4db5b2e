import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, publicSettings, scriptsFetchedDuring } from "../support/site";

const driveId = (url: string) => url.match(/\/file\/d\/([\w-]+)/)?.[1];

test("Videos embeds the video in its preview form, 400 px high, with a link to open it directly", async ({
  page,
  request,
}) => {
  const settings = await publicSettings(request);
  await page.goto("/videos");
  await expect(page.getByRole("heading", { level: 1, name: "Our Videos" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: settings.video_main_title })).toBeVisible();
  const frame = page.locator("main iframe").first();
  await expect(frame).toHaveAttribute(
    "src",
    `https://drive.google.com/file/d/${driveId(settings.video_main_url)}/preview`,
  );
  await expect(frame).toHaveAttribute("height", "400");
  expect((await frame.boundingBox())!.height).toBeCloseTo(400, 0);
  const direct = page.getByRole("link", { name: /Open the video directly/ });
  await expect(direct).toHaveAttribute("href", settings.video_main_url);
  await expect(direct).toHaveAttribute("target", "_blank");
});

test("the video popup shows Born Redeemed and Who You Really Are, switches with Video 1 / Video 2, and closes", async ({
  page,
  request,
}) => {
  const settings = await publicSettings(request);
  await page.goto("/");
  const open = page.getByRole("contentinfo").getByRole("button", { name: "Our Videos" });
  await open.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Born Redeemed" })).toBeVisible();
  const frame = dialog.locator("iframe");
  await expect(frame).toHaveAttribute(
    "src",
    `https://drive.google.com/file/d/${driveId(settings.video_1_url)}/preview`,
  );
  const box = (await frame.boundingBox())!;
  expect(box.width / box.height).toBeCloseTo(16 / 9, 1);

  await expect(dialog.getByRole("button", { name: "Video 1" })).toHaveAttribute("aria-pressed", "true");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Video 2" }).click();
  await expect(dialog.getByRole("heading", { name: "Who You Really Are" })).toBeVisible();
  await expect(frame).toHaveAttribute(
    "src",
    `https://drive.google.com/file/d/${driveId(settings.video_2_url)}/preview`,
  );

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  // Every opening starts at the first video; the close button and the backdrop close it.
  await open.click();
  await expect(dialog.getByRole("heading", { name: "Born Redeemed" })).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await open.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
});

test("the popup fits a phone: the frame keeps 16:9 and stays within 90% of the screen height", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto("/videos");
  await page.getByRole("button", { name: "Watch Who You Really Are" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Who You Really Are" })).toBeVisible();
  const box = (await dialog.locator("iframe").boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(667 * 0.9);
  expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
});

test("the video popup's code loads only when it is first opened", async ({ page }) => {
  await page.goto("/videos");
  const scripts = await scriptsFetchedDuring(page, async () => {
    await page.getByRole("button", { name: "Watch Who You Really Are" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });
  expect(scripts.length, "a script chunk fetched on first use").toBeGreaterThan(0);
});

test("Videos does not offer its embedded video again under More videos, and lines up with the header", async ({
  page,
  request,
}) => {
  const settings = await publicSettings(request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/videos");
  const more = page.getByRole("region", { name: "More videos" });
  await expect(more.getByRole("heading", { level: 3, name: "Who You Really Are" })).toBeVisible();
  await expect(more.getByRole("heading", { level: 3, name: settings.video_main_title })).toHaveCount(0);
  for (const path of ["/videos", "/about"]) {
    await page.goto(path);
    const logo = (await page.getByRole("banner").getByRole("link", { name: settings.site_name }).boundingBox())!;
    const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
    expect(Math.abs(heading.x - logo.x), `${path}: the h1 starts where the header does`).toBeLessThanOrEqual(2);
  }
});
