import { type Locator } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { createTestBooklet, deleteTestBooklet, uniqueTitle, type CreatedBooklet } from "../support/booklets";
import { expectNoAxeViolations, expectNoHorizontalScroll } from "../support/site";

let booklet: CreatedBooklet;
let empty: CreatedBooklet;
// Visitors see published booklets only: one without a cover, with a page, on the site.
let uncovered: CreatedBooklet;
const uncoveredTitle = uniqueTitle("Uncovered booklet");
test.afterAll(async ({ as: { editor } }) => {
  await deleteTestBooklet(editor, booklet.id);
  await deleteTestBooklet(editor, empty.id);
  await deleteTestBooklet(editor, uncovered.id);
});
const title = uniqueTitle("Reader booklet");
const emptyTitle = uniqueTitle("Empty booklet");

test.beforeAll(async ({ as }) => {
  booklet = await createTestBooklet(
    as.editor,
    { title, description: "A booklet made by the reader test.", imageUrl: "/assets/podcast/artwork.png" },
    [
      {
        title: "First page",
        content: "<h2>Opening</h2><p>The first page.</p><script>window.__injected = true</script>",
        popovers: [
          { title: "A resource", content: "<p>Resource text for page one.</p>" },
          {
            title: "Another resource",
            content: '<p>More to read, with <a href="https://example.org/">a link</a>.</p>',
          },
          {
            title: "Scripture notes",
            content: "<p>Read 2 Corinthians 5:17 and John 3:5, then turn to Page 3. Page 9 is in the book only.</p>",
          },
        ],
      },
      { title: "Second page", content: "<p>The second page.</p>" },
      { title: "Third page", content: "<p>The third page.</p>" },
    ],
  );
  empty = await createTestBooklet(as.editor, { title: emptyTitle });
  uncovered = await createTestBooklet(as.editor, { title: uncoveredTitle }, [
    { title: "Only page", content: "<p>Text.</p>" },
  ]);
});

test.describe("booklet selector", () => {
  test("features the interactive book and lists booklets with their page counts", async ({ page }) => {
    await page.goto("/interactive-books");
    await expect(page.getByRole("heading", { level: 1, name: "Interactive Books" })).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "Saga of Salvation (SOS) Book 1 - Who You Really Are" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Open Interactive Book" })).toHaveAttribute("href", "/flipbook");

    const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: title }) });
    await expect(card.getByText("A booklet made by the reader test.")).toBeVisible();
    await expect(card.getByText("3 pages")).toBeVisible();
    await expect(
      page
        .getByRole("listitem")
        .filter({ has: page.getByRole("link", { name: "A New Creation (Sample Booklet)" }) })
        .getByText("3 pages"),
    ).toBeVisible();

    await card.getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/booklets/${booklet.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  });

  test("on a phone a booklet without a cover is a compact card, not a screen of placeholder", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/interactive-books");
    const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: uncoveredTitle }) });
    await expect(card.getByTestId("booklet-no-cover")).toBeVisible();
    const height = (await card.boundingBox())!.height;
    expect(height).toBeLessThan(260);
    // A booklet with its cover keeps it.
    const covered = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: title }) });
    await expect(covered.getByTestId("booklet-no-cover")).toHaveCount(0);
    await expectNoHorizontalScroll(page);
  });
});

test.describe("booklet reader", () => {
  test("moves through the pages with Previous, Next and the sidebar", async ({ page }) => {
    await page.goto(`/booklets/${booklet.id}`);
    const article = page.getByRole("article");
    await expect(article.getByRole("heading", { name: "First page" })).toBeVisible();
    await expect(article.getByText("Page 1 of 3").first()).toBeVisible();
    await expect(article.getByRole("heading", { name: "Opening" })).toBeVisible();
    // Stored HTML is sanitised: the script never reached the page.
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();

    const pager = page.getByRole("navigation", { name: "Previous and next page" });
    await expect(pager.getByRole("link", { name: "Previous" })).toHaveAttribute("aria-disabled", "true");
    await pager.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(new RegExp(`/booklets/${booklet.id}\\?page=2$`));
    await expect(article.getByRole("heading", { name: "Second page" })).toBeVisible();
    await expect(article.getByText("Page 2 of 3").first()).toBeVisible();

    await page.getByRole("navigation", { name: "Booklet pages" }).getByRole("link", { name: "Third page" }).click();
    await expect(article.getByRole("heading", { name: "Third page" })).toBeVisible();
    await expect(pager.getByRole("link", { name: "Next" })).toHaveAttribute("aria-disabled", "true");
    await expect(
      page.getByRole("navigation", { name: "Booklet pages" }).getByRole("link", { name: "Third page" }),
    ).toHaveAttribute("aria-current", "page");

    await pager.getByRole("link", { name: "Previous" }).click();
    await expect(article.getByRole("heading", { name: "Second page" })).toBeVisible();

    await page.getByRole("link", { name: "Back to Interactive Books" }).click();
    await expect(page).toHaveURL(/\/interactive-books$/);
  });

  test("is rendered on the server: the first HTML holds the page, its resources and the pager", async ({ request }) => {
    const html = await (await request.get(`/booklets/${booklet.id}?page=1`)).text();
    for (const text of [
      title,
      "First page",
      "The first page.",
      "Additional Resources",
      "A resource",
      "Resource text for page one.",
      "Page 1 of 3",
    ])
      expect(html, text).toContain(text);
    expect(html).not.toContain("window.__injected");
  });

  test("opens a deep link, shows the page's Additional Resources and shares a title, description and image", async ({
    page,
  }) => {
    const response = await page.goto(`/booklets/${booklet.id}?page=2`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("article").getByRole("heading", { name: "Second page" })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^Second page · ${title}`));

    await page.goto(`/booklets/${booklet.id}?page=1`);
    const resources = page.getByRole("region", { name: "Additional Resources" });
    await expect(resources.getByRole("button")).toHaveText(["A resource", "Another resource", "Scripture notes"]);
    await resources.getByRole("button", { name: "A resource", exact: true }).click();
    await expect(page.getByText("Resource text for page one.")).toBeVisible();

    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      "A booklet made by the reader test.",
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      /\/assets\/podcast\/artwork\.png$/,
    );
  });

  test("a resource opens as an accessible popover: keyboard, Escape, outside click and its close button", async ({
    page,
  }) => {
    await page.goto(`/booklets/${booklet.id}`);
    const resources = page.getByRole("region", { name: "Additional Resources" });
    const first = resources.getByRole("button", { name: "A resource", exact: true });
    const firstPanel = page.locator("[popover]").filter({ hasText: "Resource text for page one." });
    const second = resources.getByRole("button", { name: "Another resource", exact: true });
    const secondPanel = page.locator("[popover]").filter({ hasText: "More to read" });
    await expect(firstPanel).toBeHidden();
    expect(await axExpanded(first)).toBe(false);

    // Keyboard: Enter opens it, the screen reader hears "expanded", Tab goes into it, Escape closes it.
    await first.focus();
    await page.keyboard.press("Enter");
    await expect(firstPanel).toBeVisible();
    await expect(firstPanel.getByRole("heading", { name: "A resource" })).toBeVisible();
    expect(await axExpanded(first)).toBe(true);
    await page.keyboard.press("Tab");
    await expect(firstPanel.getByRole("button", { name: "Close A resource" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(firstPanel).toBeHidden();
    await expect(first).toBeFocused();
    expect(await axExpanded(first)).toBe(false);

    // One at a time; a click outside closes it; so does its close button.
    await first.click();
    await second.click();
    await expect(firstPanel).toBeHidden();
    await expect(secondPanel.getByRole("link", { name: "a link" })).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(secondPanel).toBeHidden();
    await second.click();
    await secondPanel.getByRole("button", { name: "Close Another resource" }).click();
    await expect(secondPanel).toBeHidden();
  });

  test("a resource's Bible references open their verse images and Page n goes to that page, as the book's do", async ({
    page,
  }) => {
    await page.goto(`/booklets/${booklet.id}`);
    await page
      .getByRole("region", { name: "Additional Resources" })
      .getByRole("button", { name: "Scripture notes" })
      .click();
    const panel = page.locator("[popover]").filter({ has: page.getByRole("heading", { name: "Scripture notes" }) });
    await expect(panel).toBeVisible();

    const reference = panel.getByRole("button", { name: "2 Corinthians 5:17" });
    await expect(reference).toHaveClass(/book-ref/);
    await reference.click();
    await expect(panel.getByRole("img", { name: "2 Corinthians 5:17" })).toHaveAttribute(
      "src",
      "/assets/images/verses/2corinthians517.webp",
    );
    await panel.getByRole("button", { name: "Back to the note" }).click();

    // A page this booklet does not have stays text.
    await expect(panel.getByRole("link", { name: "Page 9" })).toHaveCount(0);
    await panel.getByRole("link", { name: "Page 3" }).click();
    await expect(page).toHaveURL(new RegExp(`/booklets/${booklet.id}\\?page=3$`));
    await expect(page.getByRole("heading", { level: 2, name: "Third page" })).toBeVisible();
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`at ${viewport.width} px a reference opens by keyboard, Back returns to it and Escape closes the resource`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(viewport);
      await page.goto(`/booklets/${booklet.id}`);
      const trigger = page
        .getByRole("region", { name: "Additional Resources" })
        .getByRole("button", { name: "Scripture notes" });
      const panel = page.locator("[popover]").filter({ has: page.getByRole("heading", { name: "Scripture notes" }) });
      await trigger.focus();
      await page.keyboard.press("Enter");
      await expect(panel).toBeVisible();

      // Enter on a reference shows its verse (here the placeholder: John 3:5 has no image) in place.
      const reference = panel.getByRole("button", { name: "John 3:5" });
      await reference.focus();
      await page.keyboard.press("Enter");
      await expect(panel.getByText("No image is available for John 3:5 yet.")).toBeVisible();
      await expect(panel.getByRole("button", { name: "John 3:5" })).toBeHidden();
      await expect(panel.locator(":focus")).toHaveCount(1);
      await page.screenshot({ path: testInfo.outputPath(`verse-${viewport.width}.png`) });
      await panel.getByRole("button", { name: "Back to the note" }).press("Enter");
      await expect(reference).toBeFocused();

      // Space opens one too; Escape closes the resource from the verse, focus back on its button.
      await page.keyboard.press(" ");
      await expect(panel.getByText("No image is available for John 3:5 yet.")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await expect(trigger).toBeFocused();
      // Opened again, it shows the note.
      await page.keyboard.press("Enter");
      await expect(reference).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`note-${viewport.width}.png`) });

      // Closed and reopened within one task (a quick Escape and Enter), the browser sends one merged
      // toggle event: the note shows all the same.
      await reference.press("Enter");
      await expect(panel.getByText("No image is available for John 3:5 yet.")).toBeVisible();
      await panel.evaluate((popover: HTMLElement) => {
        popover.hidePopover();
        popover.showPopover();
      });
      await expect(reference).toBeVisible();
    });
  }

  test("when the verse view's code cannot be loaded, the resource says so and keeps the way back", async ({ page }) => {
    await page.goto(`/booklets/${booklet.id}`);
    // The page is loaded; the connection drops before the first reference is opened.
    await page.route("**/_next/static/**", (route) => route.abort());
    await page
      .getByRole("region", { name: "Additional Resources" })
      .getByRole("button", { name: "Scripture notes" })
      .click();
    const panel = page.locator("[popover]").filter({ has: page.getByRole("heading", { name: "Scripture notes" }) });
    await panel.getByRole("button", { name: "2 Corinthians 5:17" }).click();
    await expect(panel.getByText("No image is available for 2 Corinthians 5:17 yet.")).toBeVisible();
    // Not the verse view itself (its heading and image need the code that did not load).
    await expect(panel.getByRole("img")).toHaveCount(0);
    await panel.getByRole("button", { name: "Back to the note" }).click();
    await expect(panel.getByRole("button", { name: "2 Corinthians 5:17" })).toBeFocused();
  });

  for (const width of [375, 768, 1280]) {
    test(`the selector and the reader pass axe at ${width} px, with a resource open, and do not scroll sideways`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/interactive-books");
      await expect(page.getByRole("heading", { level: 1, name: "Interactive Books" })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);

      await page.goto(`/booklets/${booklet.id}`);
      await expect(page.getByRole("article").getByRole("heading", { name: "First page" })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "A resource", exact: true }).click();
      const panel = page.locator("[popover]").filter({ hasText: "Resource text for page one." });
      await expect(panel).toBeVisible();
      // The popover fits the screen; on a phone it sits in the middle of it.
      const box = (await panel.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      if (width < 640) expect(Math.abs(box.x - (width - box.x - box.width))).toBeLessThan(2);
      await expectNoAxeViolations(page);
    });
  }

  test("answers 404 with the spec's text for a missing or malformed booklet", async ({ page }) => {
    for (const path of ["/booklets/999999", "/booklets/not-a-number"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      // Scoped to main: while the page streams, React keeps a hidden copy of the boundary outside it.
      await expect(
        page
          .getByRole("main")
          .getByText("Booklet not found. The requested resource may have been removed or is temporarily unavailable."),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to Interactive Books" })).toHaveAttribute(
        "href",
        "/interactive-books",
      );
    }
  });

  // A booklet is on the site only once published with at least one page.
  test("a booklet with no pages is not on the site", async ({ page }) => {
    await page.goto(`/booklets/${empty.id}`);
    await expect(
      page
        .getByRole("main")
        .getByText("Booklet not found. The requested resource may have been removed or is temporarily unavailable."),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: emptyTitle })).toHaveCount(0);
  });

  test("reads on a phone: the page list folds away above the page", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/booklets/${booklet.id}`);
    const toggle = page.getByText("Pages (3)");
    await expect(toggle).toBeVisible();
    await toggle.click();
    await page.getByRole("navigation", { name: "Booklet pages" }).getByRole("link", { name: "Second page" }).click();
    await expect(page.getByRole("article").getByRole("heading", { name: "Second page" })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

/** The expanded state Chromium gives assistive technology (a popover's button has no aria-expanded attribute). */
async function axExpanded(button: Locator): Promise<boolean | undefined> {
  const page = button.page();
  const target = await button.getAttribute("popovertarget");
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("Accessibility.enable");
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", {
      nodeId: root.nodeId,
      selector: `button[popovertarget="${target}"]`,
    });
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
    const expanded = nodes[0]?.properties?.find((property) => property.name === "expanded")?.value.value;
    return typeof expanded === "boolean" ? expanded : undefined;
  } finally {
    await cdp.detach();
  }
}
