// The visual editor for booklet and book pages. It formats, links and inserts
// images; it and the HTML tab show the same content; Create Popover works on its selection.
import { expect, test, type Locator, type Page } from "@playwright/test";
import type { Editor } from "@tiptap/react";
import { storageStatePath } from "../support/accounts";
import { createTestBooklet, deleteTestBooklet, uniqueTitle } from "../support/booklets";

test.use({ storageState: storageStatePath("admin") });

/** Selects the given text inside the visual editor, as a mouse drag would. */
async function selectInEditor(scope: Page | Locator, text: string) {
  await scope.locator(".ProseMirror").evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(wanted);
      if (at < 0) continue;
      (root as HTMLElement).focus();
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      window.getSelection()!.removeAllRanges();
      window.getSelection()!.addRange(range);
      return;
    }
    throw new Error(`"${wanted}" not in the editor`);
  }, text);
}

/**
 * Waits until the editor has read the caret the last key moved: it reads the page's selection on
 * `selectionchange`, which Chromium may dispatch after the next key event (input goes first).
 */
const caretRead = (scope: Page | Locator) =>
  expect
    .poll(() =>
      scope
        .locator(".ProseMirror")
        .evaluate((root) => (root as HTMLElement & { editor: Editor }).editor.state.selection.empty),
    )
    .toBe(true);

/** Two animation frames of the page: what the editor deferred to them has run. */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

test("a booklet page is edited visually, and the HTML tab follows both ways", async ({ page }) => {
  const { id, pageIds } = await createTestBooklet(page.request, { title: uniqueTitle("Rich text") }, [
    { title: "Only page", content: "<h2>Start</h2><p>Grace and peace to you.</p>" },
  ]);
  try {
    // Only Save page writes the draft: a dialog's own submit once saved the page too.
    const writes: string[] = [];
    page.on("request", (request) => {
      if (request.method() !== "GET" && request.url().includes("/api/content/")) writes.push(request.url());
    });
    await page.goto(`/admin/booklets/${id}`);
    await page.getByRole("button", { name: "Only page", exact: true }).click();
    await expect(page.getByRole("tab", { name: "Visual Editor" })).toHaveAttribute("aria-selected", "true");
    const editor = page.getByRole("textbox", { name: "Content" });
    await expect(editor.getByRole("heading", { name: "Start" })).toBeVisible();

    await selectInEditor(page, "peace");
    await page.getByRole("button", { name: "Bold" }).click();
    await selectInEditor(page, "Grace");
    await page.getByRole("button", { name: "Link" }).click();
    const linkDialog = page.getByRole("dialog", { name: "Link" });
    await linkDialog.getByLabel("Address").fill("javascript:alert(1)");
    await expect(linkDialog.getByText("Use an address starting with https://")).toBeVisible();
    await expect(linkDialog.getByRole("button", { name: "Apply" })).toBeDisabled();
    await linkDialog.getByLabel("Address").fill("https://example.org/grace");
    // The dialog hands focus back at once, not on a later frame: with frames held back, the editor
    // still has focus when the dialog is gone (keys typed before a deferred focus land on the old selection).
    // Held, not dropped: the editor's own work for those frames runs once they are let go.
    await page.evaluate(() => {
      const frames = window as Window & { realFrame?: typeof requestAnimationFrame; held?: FrameRequestCallback[] };
      frames.realFrame = window.requestAnimationFrame;
      frames.held = [];
      window.requestAnimationFrame = (callback) => (frames.held!.push(callback), 0);
    });
    await linkDialog.getByRole("button", { name: "Apply" }).click();
    await expect(linkDialog).toHaveCount(0);
    await expect(editor).toBeFocused();
    await page.evaluate(() => {
      const frames = window as Window & { realFrame?: typeof requestAnimationFrame; held?: FrameRequestCallback[] };
      window.requestAnimationFrame = frames.realFrame!;
      for (const callback of frames.held!) window.requestAnimationFrame(callback);
    });
    // Keys come once those frames have run, as a person's would: earlier ones raced the editor's own work.
    await nextFrames(page);
    await editor.press("End");
    await caretRead(page);
    await editor.press("Enter");
    await page.getByRole("button", { name: "Quote" }).click();
    await editor.pressSequentially("A quoted line");
    await editor.press("Enter");
    await editor.press("Enter");
    await page.getByRole("button", { name: "Bulleted list" }).click();
    await editor.pressSequentially("First point");
    await page.getByRole("button", { name: "Insert image" }).click();
    const imageDialog = page.getByRole("dialog", { name: "Insert an image" });
    await imageDialog.getByRole("textbox", { name: "Image" }).fill("https://example.org/lamb.png");
    await imageDialog.getByLabel("Description for screen readers").fill("A lamb");
    await imageDialog.getByRole("button", { name: "Insert" }).click();
    await nextFrames(page);

    await page.getByRole("tab", { name: "HTML" }).click();
    const html = page.getByRole("textbox", { name: "Content" });
    const written = await html.inputValue();
    expect(written).toContain('<a href="https://example.org/grace">Grace</a> and <strong>peace</strong> to you.');
    expect(written).toContain("<blockquote><p>A quoted line</p></blockquote>");
    expect(written).toContain("<ul><li><p>First point</p>");
    expect(written).toMatch(/<img src="https:\/\/example.org\/lamb.png" alt="A lamb"/);

    // An expert's change in the HTML tab shows in the visual editor.
    await html.fill(`${written}<h3>Added in HTML</h3>`);
    await page.getByRole("tab", { name: "Visual Editor" }).click();
    await expect(
      page.getByRole("textbox", { name: "Content" }).getByRole("heading", { name: "Added in HTML" }),
    ).toBeVisible();
    await nextFrames(page);
    await expect(page.locator("#page-content")).toHaveValue(/<h3>Added in HTML<\/h3>/);
    expect(writes).toEqual([]);
    await page.getByRole("button", { name: "Save page" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Page saved" })).toHaveCount(1);
    expect(writes).toHaveLength(1);

    // Saved into the booklet's draft: the page as the editor will publish it.
    const draft = await (await page.request.get(`/api/content/booklet/${id}/draft`)).json();
    const saved = draft.snapshot.pages.find((p: { id?: number }) => p.id === pageIds[0]);
    expect(saved.content).toContain('<a href="https://example.org/grace">Grace</a> and <strong>peace</strong>');
    expect(saved.content).toContain("<h3>Added in HTML</h3>");
  } finally {
    await deleteTestBooklet(page.request, id);
  }
});

test("on a book page, text selected in the visual editor becomes a popover", async ({ page }) => {
  await page.goto("/admin/flipbook-management");
  await page.getByRole("button", { name: /^18\s*/ }).click();
  await page.getByRole("tab", { name: "Visual Editor" }).click();
  const editor = page.getByRole("textbox", { name: "Page content" });
  await expect(editor).toBeVisible();
  const paragraph = (await editor.locator("p").first().innerText()).trim();
  const selected = paragraph.split(" ").slice(0, 4).join(" ");
  await selectInEditor(page, selected);
  await expect(page.getByText(`Selected: “${selected}”`)).toBeVisible();
  await page.getByRole("button", { name: "Create Popover" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Popover" });
  await expect(dialog.getByTestId("selection-preview")).toHaveText(selected);
  await dialog.getByLabel("Text").fill("A note made in the visual editor");
  await dialog.getByRole("button", { name: "Create Popover" }).click();
  await expect(dialog).toHaveCount(0);

  const pages = await (await page.request.get("/api/flipbook/pages")).json();
  const pageId = pages.find((row: { pageNumber: number }) => row.pageNumber === 18).id;
  // The popover is in the page's draft, not yet on the site.
  const { snapshot } = await (await page.request.get(`/api/content/book-page/${pageId}/draft`)).json();
  const made = snapshot.popovers.find((popover: { linkedText: string | null }) => popover.linkedText === selected);
  expect(made).toBeTruthy();
  const live = await (await page.request.get(`/api/flipbook/popovers?pageId=${pageId}`)).json();
  expect(live.some((popover: { linkedText: string | null }) => popover.linkedText === selected)).toBe(false);
  expect((await page.request.delete(`/api/content/book-page/${pageId}/draft`)).status()).toBe(200);
});

test("a booklet popover's content is written in the visual editor, with its HTML tab beside it", async ({ page }) => {
  const { id, pageIds } = await createTestBooklet(page.request, { title: uniqueTitle("Rich popover") }, [
    { title: "Popover page", content: "<p>Text</p>" },
  ]);
  try {
    await page.goto(`/admin/booklets/${id}`);
    await page.getByRole("button", { name: "Popover page", exact: true }).click();
    await page.getByRole("button", { name: "Add popover" }).click();
    const dialog = page.getByRole("dialog", { name: "New popover" });
    await dialog.getByLabel("Title").fill("Emphasis");
    await dialog.getByRole("textbox", { name: "Content" }).fill("Read this slowly.");
    await selectInEditor(dialog, "slowly");
    await dialog.getByRole("button", { name: "Italic" }).click();
    await dialog.getByRole("tab", { name: "HTML" }).click();
    await expect(dialog.getByRole("textbox", { name: "Content" })).toHaveValue("<p>Read this <em>slowly</em>.</p>");
    await dialog.getByRole("button", { name: "Add popover" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Popover added" }).first()).toBeVisible();
    const draft = await (await page.request.get(`/api/content/booklet/${id}/draft`)).json();
    const [popover] = draft.snapshot.pages.find((p: { id?: number }) => p.id === pageIds[0]).popovers;
    expect(popover).toMatchObject({ title: "Emphasis", content: "<p>Read this <em>slowly</em>.</p>" });
  } finally {
    await deleteTestBooklet(page.request, id);
  }
});
