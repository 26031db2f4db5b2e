import { type Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { withDb } from "../support/db";

const counter = (page: Page) => page.getByTestId("page-counter");
const nav = (page: Page) => page.getByRole("navigation", { name: /^Page \d+ of 21$/ });
const button = (page: Page, name: string) => nav(page).getByRole("button", { name, exact: true });

const WIDTHS = [
  { name: "mobile", width: 375, height: 740, twoPage: false },
  { name: "tablet", width: 768, height: 1000, twoPage: true },
  { name: "desktop", width: 1280, height: 800, twoPage: true },
];

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px (${size.name})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test("reads the book: counter, disabled ends, next and last, thumbnails, keyboard and the address", async ({
      page,
    }) => {
      await page.goto("/flipbook?page=1");
      await expect(
        page.getByRole("heading", { level: 1, name: "Saga of Salvation (SOS) Book 1 - Who You Really Are" }),
      ).toBeVisible();
      await expect(counter(page)).toHaveText("1 / 21");
      await expect(button(page, "First page")).toBeDisabled();
      await expect(button(page, "Previous page")).toBeDisabled();
      await expect(page.getByRole("article", { name: "Page 1: Who You Really Are" })).toBeVisible();

      await button(page, "Next page").click();
      await expect(counter(page)).toHaveText("2 / 21");
      await expect(page).toHaveURL(/[?&]page=2\b/);
      await expect(page.getByRole("article", { name: "Page 2: Welcome, Reader" })).toBeVisible();
      // requirements §2: a two-page spread on tablet and desktop, a single page on mobile.
      const facing = page.getByRole("article", { name: "Page 3: Made in His Image" });
      if (size.twoPage) await expect(facing).toBeVisible();
      else await expect(facing).toBeHidden();
      await expect(page.getByText("Page 2 of 21: Welcome, Reader")).toBeAttached();

      await button(page, "Last page").click();
      await expect(counter(page)).toHaveText("21 / 21");
      await expect(button(page, "Next page")).toBeDisabled();
      await expect(button(page, "Last page")).toBeDisabled();
      await expect(page).toHaveURL(/[?&]page=21\b/);

      await page.keyboard.press("Home");
      await expect(counter(page)).toHaveText("1 / 21");
      await page.keyboard.press("ArrowRight");
      await expect(counter(page)).toHaveText("2 / 21");
      await page.keyboard.press("ArrowRight");
      await expect(counter(page)).toHaveText(size.twoPage ? "4 / 21" : "3 / 21");
      await page.keyboard.press("ArrowLeft");
      await expect(counter(page)).toHaveText("2 / 21");

      await button(page, "Thumbnails").click();
      const strip = page.getByRole("navigation", { name: "Pages", exact: true });
      await expect(strip.getByRole("button", { name: /^Page \d+:/ })).toHaveCount(21);
      const seven = strip.getByRole("button", { name: "Page 7: The Word Made Flesh" });
      await expect(seven.locator("img")).toHaveJSProperty("width", 70);
      await expect(seven.locator("img")).toHaveJSProperty("height", 90);
      await seven.click();
      await expect(counter(page)).toHaveText("7 / 21");
      await expect(strip).toHaveCount(0);
    });

    test("opens a deep link and reads it in Original mode, which follows goToPage", async ({ page }) => {
      await page.goto("/flipbook?page=7");
      await expect(counter(page)).toHaveText("7 / 21");
      await expect(page.getByRole("article", { name: "Page 7: The Word Made Flesh" })).toBeVisible();
      const six = page.getByRole("article", { name: "Page 6: God So Loved" });
      if (size.twoPage) await expect(six).toBeVisible();
      else await expect(six).toBeHidden();

      await page.getByRole("button", { name: "Original", exact: true }).click();
      await expect(page).toHaveURL(/mode=iframe/);
      const reader = page.frameLocator('iframe[title="Original book view"]');
      await expect(reader.locator("#page")).toHaveAttribute("data-page", "7");
      await button(page, "Next page").click();
      await expect(reader.locator("#page")).toHaveAttribute("data-page", "8");
      await expect(reader.locator("#page h2")).toHaveText("The Cross");
      await button(page, "Last page").click();
      await expect(reader.locator("#page")).toHaveAttribute("data-page", "21");
      await expect(counter(page)).toHaveText("21 / 21");

      if (size.twoPage) {
        // The reader's own buttons move the viewer too.
        await reader.getByRole("button", { name: "Previous page" }).click();
        await expect(counter(page)).toHaveText("20 / 21");
      } else {
        // On a phone the viewer's bars are the only ones: one title, one counter, one set of arrows.
        await expect(reader.getByRole("button", { name: "Previous page" })).toBeHidden();
        await expect(reader.locator("#counter")).toBeHidden();
        await expect(reader.locator("#book-title")).toBeHidden();
        await button(page, "Previous page").click();
        await expect(counter(page)).toHaveText("20 / 21");
      }

      await page.getByRole("button", { name: "Enhanced", exact: true }).click();
      await expect(page.getByRole("article", { name: "Page 20: Living From Who You Are" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Open in New Tab" })).toHaveAttribute(
        "href",
        "/wyra-website/index.html?page=20",
      );
    });
  });
}

test("query values: anything but a positive integer is page 1; past the end is the last page; the address follows", async ({
  page,
}) => {
  for (const [value, expected] of [
    ["abc", 1],
    ["0", 1],
    ["-3", 1],
    ["2.5", 1],
    ["99", 21],
    ["22", 21],
    ["999999", 21],
  ] as const) {
    await page.goto(`/flipbook?page=${value}`);
    await expect(counter(page), value).toHaveText(`${expected} / 21`);
    await expect(page, value).toHaveURL(new RegExp(`[?&]page=${expected}$`));
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toHaveCount(0);
  }
  // At the end: Next and Last are disabled, and Previous walks back through real pages.
  await page.goto("/flipbook?page=99");
  await expect(page.getByRole("article", { name: /^Page 21:/ })).toBeVisible();
  await expect(button(page, "Next page")).toBeDisabled();
  await expect(button(page, "Last page")).toBeDisabled();
  await button(page, "Previous page").click();
  await expect(counter(page)).toHaveText(/^(18|20) \/ 21$/);

  await page.goto("/flipbook-viewer?page=3&mode=iframe");
  await expect(page.frameLocator('iframe[title="Original book view"]').locator("#page")).toHaveAttribute(
    "data-page",
    "3",
  );
  await expect(page.getByRole("button", { name: "Original", exact: true })).toHaveAttribute("aria-pressed", "true");
  await page.goto("/flipbook?page=40&mode=iframe");
  await expect(counter(page)).toHaveText("21 / 21");
  await expect(page).toHaveURL(/\?page=21&mode=iframe$/);
  await expect(page.frameLocator('iframe[title="Original book view"]').locator("#page")).toHaveAttribute(
    "data-page",
    "21",
  );
});

test("Original view: a direct load sends the reader one goToPage once it is ready, even when the reader is ready before the viewer", async ({
  page,
}) => {
  // Every frame records the goToPage messages it receives.
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { __goTo: unknown[] }).__goTo = seen;
    window.addEventListener("message", (event) => {
      if ((event.data as { type?: string })?.type === "goToPage") seen.push(event.data);
    });
  });
  // The viewer's scripts arrive late, so the reader is loaded and ready before the viewer hydrates.
  await page.route("**/_next/static/chunks/**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto("/flipbook?mode=iframe&page=3");
  const frame = page.frame({ url: /\/wyra-website\/index\.html/ });
  expect(frame).not.toBeNull();
  await expect(page.getByRole("button", { name: "Original", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect
    .poll(() => frame!.evaluate(() => (window as unknown as { __goTo: unknown[] }).__goTo))
    .toEqual([{ type: "goToPage", page: 3 }]);
  await page.waitForTimeout(500);
  expect(await frame!.evaluate(() => (window as unknown as { __goTo: unknown[] }).__goTo)).toHaveLength(1);
  await expect(page.frameLocator('iframe[title="Original book view"]').locator("#page")).toHaveAttribute(
    "data-page",
    "3",
  );

  await button(page, "Next page").click();
  await expect
    .poll(() => frame!.evaluate(() => (window as unknown as { __goTo: { page: number }[] }).__goTo.map((m) => m.page)))
    .toEqual([3, 4]);
});

test("the viewer and the Contents thumbnails show each page's image, falling back to the rendered page, then the placeholder", async ({
  page,

  as,
}) => {
  const admin = as.admin;
  const pages: { id: number; pageNumber: number; content: string }[] = await (
    await admin.get("/api/flipbook/pages")
  ).json();
  const [five, six] = [pages.find((p) => p.pageNumber === 5)!, pages.find((p) => p.pageNumber === 6)!];
  const setImage = async (id: number, imageUrl: string | null) =>
    withDb((client) => client.query(`UPDATE "FlipbookPage" SET "imageUrl" = $1 WHERE id = $2`, [imageUrl, id]));
  // Saving a page refreshes the cached book, so the viewer reads the new addresses.
  const refresh = async () =>
    expect((await admin.patch(`/api/flipbook/pages/${five.id}`, { data: { content: five.content } })).status()).toBe(
      200,
    );
  try {
    await setImage(five.id, "/assets/images/verses/john316.webp");
    await setImage(six.id, "/assets/images/missing-picture.webp");
    await refresh();

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/flipbook?page=4");
    // Page 5 shows its own picture; page 6's is missing, so its rendered page image shows instead.
    await expect(page.getByRole("img", { name: "Picture for page 5" })).toHaveAttribute(
      "src",
      "/assets/images/verses/john316.webp",
    );
    await button(page, "Next page").click();
    const sixImage = page.getByRole("img", { name: "Picture for page 6" });
    await expect(sixImage).toHaveAttribute("src", "/assets/images/page-6.webp");
    await expect
      .poll(() => sixImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // A page whose image is its own rendering shows just its text.
    await expect(
      page.getByRole("article", { name: /^Page 7:/ }).getByRole("img", { name: /^Picture for page/ }),
    ).toHaveCount(0);

    await button(page, "Thumbnails").click();
    const strip = page.getByRole("navigation", { name: "Pages", exact: true });
    const thumb = (n: number) => strip.getByRole("button", { name: new RegExp(`^Page ${n}:`) }).locator("img");
    await expect(thumb(5)).toHaveAttribute("src", "/assets/images/verses/john316.webp");
    await thumb(6).scrollIntoViewIfNeeded();
    await expect(thumb(6)).toHaveAttribute("src", "/assets/images/page-6.webp");
    await expect(thumb(7)).toHaveAttribute("src", "/assets/images/thumbs/page-7.webp");
    await expect(thumb(5)).toHaveJSProperty("width", 70);
    await expect(thumb(5)).toHaveJSProperty("height", 90);
  } finally {
    await setImage(five.id, "/assets/images/page-5.webp");
    await setImage(six.id, "/assets/images/page-6.webp");
    await refresh();
  }
});

test("the top bar: Back to Main Site, Open in New Tab, call and email from settings, full screen", async ({ page }) => {
  const settings: { name: string; value: string }[] = await (
    await page.request.get("/api/settings?category=contact")
  ).json();
  const setting = (name: string) => settings.find((s) => s.name === name)!.value;
  await page.goto("/flipbook?page=4");
  await expect(page.getByRole("link", { name: "Back to Main Site" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "Open in New Tab" })).toHaveAttribute(
    "href",
    "/wyra-website/index.html?page=4",
  );
  await expect(nav(page).getByRole("link", { name: "Call" })).toHaveAttribute(
    "href",
    `tel:${setting("contact_phone").replace(/[^\d+]/g, "")}`,
  );
  await expect(nav(page).getByRole("link", { name: "Email" })).toHaveAttribute(
    "href",
    `mailto:${setting("contact_email")}`,
  );
  await button(page, "Full screen").click();
  await expect(button(page, "Exit full screen")).toBeVisible();
  expect(await page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
  await button(page, "Exit full screen").click();
  await expect(button(page, "Full screen")).toBeVisible();
});

test("every control of the two bars can be reached with the keyboard and has a label", async ({ page }) => {
  await page.goto("/flipbook?page=2");
  const controls = page.locator("header a, header button, nav[aria-label$='of 21'] a, nav[aria-label$='of 21'] button");
  const count = await controls.count();
  expect(count).toBeGreaterThanOrEqual(15);
  for (let i = 0; i < count; i++) {
    const control = controls.nth(i);
    const label = await control.evaluate((el) => ({
      name: (el.getAttribute("aria-label") ?? el.textContent ?? "").trim(),
      tip: el.getAttribute("title"),
      text: (el as HTMLElement).innerText.trim(),
    }));
    expect(label.name, await control.evaluate((el) => el.outerHTML.slice(0, 120))).not.toBe("");
    // A visible label: the text beside the icon, or the tooltip of an icon-only control.
    expect(label.text || label.tip).toBeTruthy();
    if (await control.isEnabled()) {
      await control.focus();
      await expect(control).toBeFocused();
    }
  }
});

test("page images load, and a missing thumbnail falls back to the page's image", async ({ page }) => {
  for (let n = 1; n <= 21; n++) {
    const response = await page.request.get(`/assets/images/page-${n}.webp`);
    expect(response.status(), `page-${n}.webp`).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/webp");
  }
  await page.route("**/assets/images/thumbs/page-7.webp", (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto("/flipbook?page=1");
  await button(page, "Thumbnails").click();
  const seven = page
    .getByRole("navigation", { name: "Pages", exact: true })
    .getByRole("button", { name: "Page 7: The Word Made Flesh" })
    .locator("img");
  await seven.scrollIntoViewIfNeeded();
  await expect(seven).toHaveAttribute("src", "/assets/images/page-7.webp");
});

test("the static reader stands alone and turns pages", async ({ page }) => {
  await page.goto("/wyra-website/index.html?page=4");
  await expect(page.locator("#page h2")).toHaveText("What Went Wrong");
  await expect(page.locator("#counter")).toHaveText("4 / 21");
  await page.getByRole("button", { name: "Next page" }).click();
  await expect(page.locator("#counter")).toHaveText("5 / 21");
});

test.describe("popovers", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  const openHighlight = async (page: Page, pageNumber: number, text: string) => {
    await page.goto(`/flipbook?page=${pageNumber}`);
    const highlight = page.getByRole("button", { name: text });
    await expect(highlight).toBeVisible();
    await highlight.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    return dialog;
  };

  test("an image popover shows its image and closes with Escape, returning focus", async ({ page }) => {
    const dialog = await openHighlight(page, 6, "gives the most precious thing");
    await expect(page.getByRole("button", { name: "gives the most precious thing" })).toHaveClass(/book-hl-gold/);
    await expect(dialog.getByRole("heading", { name: "God So Loved (verse card)" })).toBeVisible();
    const image = dialog.getByRole("img", { name: "Image for God So Loved (verse card)" });
    await expect(image).toHaveAttribute("src", "/assets/images/verses/john316.webp");
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await dialog.evaluate((el) => getComputedStyle(el).maxWidth)).toBe("500px");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "gives the most precious thing" })).toBeFocused();
  });

  test("an audio popover opens with Enter and has a player", async ({ page }) => {
    await page.goto("/flipbook?page=11");
    const highlight = page.getByRole("button", { name: "the open hand that receives it" });
    await expect(highlight).toHaveClass(/book-hl-green/);
    await highlight.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Listen: Ephesians 2:8-9" })).toBeVisible();
    await expect(dialog.locator("audio")).toHaveAttribute("src", "/assets/media/sample-reading-ephesians-2-8.wav");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });

  test("a video popover embeds its video", async ({ page }) => {
    const dialog = await openHighlight(page, 9, "death itself had been defeated");
    await expect(page.getByRole("button", { name: "death itself had been defeated" })).toHaveClass(/book-hl-red/);
    await expect(dialog.locator("video")).toHaveAttribute("src", "/assets/media/sample-clip-risen.webm");
  });

  test("a PDF popover embeds the PDF with a link to open it", async ({ page }) => {
    await page.goto("/flipbook?page=21");
    const highlight = page.getByRole("button", { name: "keep reading His Word" });
    await expect(highlight).toHaveClass(/book-hl-purple/);
    await highlight.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.locator('iframe[title="PDF: Next Steps study sheet"]')).toHaveAttribute(
      "src",
      "/assets/media/sample-next-steps.pdf",
    );
    await expect(dialog.getByRole("link", { name: "Open the PDF in a new tab" })).toHaveAttribute(
      "href",
      "/assets/media/sample-next-steps.pdf",
    );
  });

  test("a text popover: Bible references open verse images (or the placeholder) and Page n goes to the page", async ({
    page,
  }) => {
    const dialog = await openHighlight(page, 10, "not improvement but a new birth");
    await expect(page.getByRole("button", { name: "not improvement but a new birth" })).toHaveClass(/book-hl-blue/);
    await expect(dialog.getByText("of water and of the Spirit")).toBeVisible();

    const reference = dialog.getByRole("button", { name: "2 Corinthians 5:17" });
    await expect(reference).toHaveClass(/book-ref/);
    await reference.click();
    const verse = dialog.getByRole("img", { name: "2 Corinthians 5:17" });
    await expect(verse).toHaveAttribute("src", "/assets/images/verses/2corinthians517.webp");
    await dialog.getByRole("button", { name: "Back to the note" }).click();

    await dialog.getByRole("button", { name: "John 3:5" }).click();
    await expect(dialog.getByText("No image is available for John 3:5 yet.")).toBeVisible();
    await expect(dialog.getByRole("img", { name: "John 3:5" })).toHaveAttribute(
      "src",
      "/assets/images/placeholder.svg",
    );
    await dialog.getByRole("button", { name: "Back to the note" }).click();

    await dialog.getByRole("link", { name: "Page 13" }).click();
    await expect(dialog).toBeHidden();
    await expect(counter(page)).toHaveText("13 / 21");
    await expect(page).toHaveURL(/page=13/);
  });
});

test("Contents in the top bar opens the thumbnail strip, which scrolls 280 px a step", async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1000 });
  await page.goto("/flipbook?page=1");
  const contents = page.getByRole("banner").getByRole("button", { name: "Contents" });
  await contents.click();
  await expect(contents).toHaveAttribute("aria-expanded", "true");
  const strip = page.getByRole("navigation", { name: "Pages", exact: true });
  const list = strip.locator("ol");
  await expect(strip.getByRole("button", { name: /^Page \d+:/ })).toHaveCount(21);
  // Instant scrolling, so each step can be read exactly.
  await list.evaluate((el) => (el.style.scrollBehavior = "auto"));
  await list.evaluate((el) => el.scrollTo({ left: 0 }));
  await strip.getByRole("button", { name: "Scroll pages forward" }).click();
  await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBe(280);
  await strip.getByRole("button", { name: "Scroll pages forward" }).click();
  await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBe(560);
  await strip.getByRole("button", { name: "Scroll pages back" }).click();
  await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBe(280);
  await contents.click();
  await expect(strip).toHaveCount(0);
});

test("turning a page animates it and announces the new page in a live region", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/flipbook?page=2");
  await page
    .getByRole("navigation", { name: /^Page \d+ of 21$/ })
    .getByRole("button", { name: "Next page", exact: true })
    .click();
  await expect(page.locator(".book-turn-forward")).toHaveCount(1);
  expect(await page.locator(".book-turn-forward").evaluate((el) => getComputedStyle(el).animationName)).not.toBe(
    "none",
  );
  const live = page.locator("main [aria-live=polite]");
  await expect(live).toHaveText("Page 4 of 21: What Went Wrong");
  await page.keyboard.press("ArrowLeft");
  await expect(page.locator(".book-turn-back")).toHaveCount(1);
  await expect(live).toHaveText("Page 2 of 21: Welcome, Reader");
});

test("search inside the book jumps to the page", async ({ page }) => {
  await page.goto("/flipbook?page=1");
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("searchbox", { name: "Search inside the book" }).fill("Nicodemus");
  await expect(page.getByText("Pages found: 1")).toBeVisible();
  await page.getByRole("button", { name: /^Page 10: You Must Be Born Again/ }).click();
  await expect(counter(page)).toHaveText("10 / 21");
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("searchbox", { name: "Search inside the book" }).fill("zebra");
  await expect(page.getByText("No pages match “zebra”.")).toBeVisible();
});

test("zoom enlarges the pages and swipe turns them", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, hasTouch: true });
  const page = await context.newPage();
  await page.goto("/flipbook?page=2");
  const sheet = page.getByRole("article", { name: "Page 2: Welcome, Reader" });
  const before = (await sheet.boundingBox())!.width;
  await page.getByRole("button", { name: "Zoom in" }).click();
  await expect.poll(async () => (await sheet.boundingBox())!.width).toBeGreaterThan(before * 1.2);
  await page.getByRole("button", { name: "Zoom out" }).click();

  const stage = page.locator(".book-stage");
  const box = (await stage.boundingBox())!;
  const y = box.y + box.height / 2;
  await stage.dispatchEvent("pointerdown", { pointerType: "touch", clientX: box.x + 600, clientY: y, isPrimary: true });
  await stage.dispatchEvent("pointerup", { pointerType: "touch", clientX: box.x + 400, clientY: y, isPrimary: true });
  await expect(counter(page)).toHaveText("4 / 21");

  // A tap opens a highlight's popover, as a click does.
  await page.goto("/flipbook?page=6");
  await page.getByRole("button", { name: "gives the most precious thing" }).tap();
  await expect(page.getByRole("dialog").getByRole("heading", { name: "God So Loved (verse card)" })).toBeVisible();
  await context.close();
});
