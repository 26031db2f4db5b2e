import { type Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { defaultPopoverTitle } from "@/lib/book/popover-rules";
import { storageStatePath } from "../support/accounts";
import { TINY_PNG } from "../../support/files";
import { expectNoAxeViolations } from "../support/site";

const SCREEN = "/admin/flipbook-management";

test.describe("as an editor", () => {
  test.use({ storageState: storageStatePath("editor") });

  test("the book editor is Access Denied", async ({ page }) => {
    await page.goto(SCREEN);
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(page.getByText("You need to be an administrator to access this page.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Interactive Book Content Management" })).toHaveCount(0);
  });
});

test("a pending account is Access Denied too, not the waiting notice", async ({ browser }) => {
  const context = await browser.newContext({ storageState: storageStatePath("pending") });
  const page = await context.newPage();
  await page.goto(SCREEN);
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("You need to be an administrator to access this page.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your account is waiting for approval" })).toHaveCount(0);
  await context.close();
});

test("signed out, the book editor sends you to the login page", async ({ page }) => {
  await page.goto(SCREEN);
  await expect(page).toHaveURL(/\/admin\/login/);
});

test.describe("as an admin", () => {
  test.use({ storageState: storageStatePath("admin") });
  // One page is edited; the tests restore it through reset-and-import at the end.
  test.describe.configure({ mode: "serial" });
  test.afterAll(async ({ as }) => {
    const admin = as.admin;
    await admin.post("/api/flipbook/reset-and-import");
  });

  const selectFirstParagraph = (page: Page) =>
    page.getByTestId("page-preview").evaluate((preview) => {
      const range = document.createRange();
      range.selectNodeContents(preview.querySelector("p")!);
      window.getSelection()!.removeAllRanges();
      window.getSelection()!.addRange(range);
    });

  const openPage = async (page: Page, pageNumber: number, title: string) => {
    await page.goto(SCREEN);
    await expect(page.getByRole("heading", { name: "Interactive Book Content Management" })).toBeVisible();
    await page.getByRole("button", { name: new RegExp(`^${pageNumber}\\s*${title}$`) }).click();
    await expect(page.getByRole("heading", { name: `Page ${pageNumber}: ${title}` })).toBeVisible();
  };

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ])
    test(`passes axe with its best practices at ${viewport.width} px: one navigation landmark each, uniquely named`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await openPage(page, 20, "Living From Who You Are");
      await expectNoAxeViolations(page, { bestPractices: true });
      await page.getByRole("tab", { name: "Popovers (0)" }).click();
      await expectNoAxeViolations(page, { bestPractices: true });
    });

  test("lists the pages and edits one under each saving rule", async ({ page }) => {
    await openPage(page, 20, "Living From Who You Are");
    await expect(page.getByRole("region", { name: "Page editor" })).toBeVisible();
    await expect(page.locator("#book-pages-heading + ul > li")).toHaveCount(21);
    // Opens on Visual, like booklets; the HTML is one tab away.
    await expect(page.getByRole("tab", { name: "Visual Editor" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "Popovers (0)" })).toBeVisible();
    await page.getByRole("tab", { name: "HTML Editor" }).click();

    const editor = page.getByLabel("Page HTML");
    const save = async (value: string, expected: string) => {
      await editor.fill(value);
      await expect(page.getByText("Unsaved changes")).toBeVisible();
      await page.getByRole("button", { name: "Save Changes" }).click();
      await expect(editor).toHaveValue(expected);
      await expect(page.getByText("Unsaved changes")).toHaveCount(0);
      await expect(page.getByText("Page 20 was updated.").first()).toBeVisible();
    };
    await save("```html\n<h2>Fenced</h2><p>Inside a fence</p>\n```", "<h2>Fenced</h2><p>Inside a fence</p>");
    await save("", "<p>This page has no content yet.</p>");
    await save("Words without tags", "<p>Words without tags</p>");

    await page.getByRole("button", { name: "Load original text" }).click();
    await expect(page.getByText("Original text loaded")).toBeVisible();
    await expect(editor).toHaveValue(/Many try to earn an identity/);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Unsaved changes")).toHaveCount(0);

    await page.getByRole("tab", { name: "Image" }).click();
    await expect(page.getByRole("img", { name: "Image of page 20" })).toHaveAttribute(
      "src",
      "/assets/images/page-20.webp",
    );
    await expect(page.getByText("Image path: /assets/images/page-20.webp")).toBeVisible();

    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test("creates a popover from a selection, with validation, uploads and the URL fallback, then deletes it", async ({
    page,
  }) => {
    await openPage(page, 20, "Living From Who You Are");
    await page.getByRole("tab", { name: "Visual Preview" }).click();
    const create = page.getByRole("button", { name: "Create Popover" });
    await expect(create).toBeDisabled();

    const selected = "Many try to earn an identity by what they do.";
    await page.getByTestId("page-preview").evaluate((preview, text) => {
      const walker = document.createTreeWalker(preview, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.indexOf(text);
        if (at >= 0) {
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + text.length);
          const selection = window.getSelection()!;
          selection.removeAllRanges();
          selection.addRange(range);
          return;
        }
      }
      throw new Error("text not found");
    }, selected);
    await expect(page.getByText(`Selected: “${selected}”`)).toBeVisible();
    await create.click();

    const dialog = page.getByRole("dialog", { name: "Create Popover" });
    await expect(dialog.getByTestId("selection-preview")).toHaveText(selected);
    const title = dialog.getByLabel("Title");
    await expect(title).toHaveValue(defaultPopoverTitle(selected));
    expect(defaultPopoverTitle(selected)).toBe("Many try to earn an identit...");

    await title.fill("");
    await dialog.getByRole("button", { name: "Create Popover" }).click();
    await expect(dialog.getByText("Title is required")).toBeVisible();
    await expect(dialog.getByText("At least one content type is required")).toBeVisible();

    await title.fill("Identity first");
    await dialog.getByRole("combobox", { name: "Highlight colour" }).click();
    await page.getByRole("option", { name: "Purple" }).click();

    // Uploads go through POST /api/upload/image; a failure keeps the URL path open.
    await dialog.getByRole("tab", { name: "Image" }).click();
    await page.route("**/api/upload/image", (route) =>
      route.fulfill({ status: 500, json: { message: "Storage is down" } }),
    );
    await dialog
      .getByLabel("Upload an image")
      .setInputFiles({ name: "verse.png", mimeType: "image/png", buffer: Buffer.from("not really a png") });
    await expect(dialog.getByText("Could not upload image. Please try again or use a URL.")).toBeVisible();
    await page.unroute("**/api/upload/image");
    await page.route("**/api/upload/image", (route) =>
      route.fulfill({ status: 200, json: { imageUrl: "/assets/images/verses/john316.webp" } }),
    );
    await dialog
      .getByLabel("Upload an image")
      .setInputFiles({ name: "verse.png", mimeType: "image/png", buffer: Buffer.from("png") });
    await expect(dialog.getByText("Uploaded", { exact: true })).toBeVisible();
    const imageUrl = dialog.getByLabel("Image URL (or use a URL)");
    await expect(imageUrl).toHaveValue("/assets/images/verses/john316.webp");
    await imageUrl.fill("/assets/images/page-20.webp");

    await dialog.getByRole("tab", { name: "PDF" }).click();
    await page.route("**/api/upload/pdf", (route) => route.fulfill({ status: 404, json: { message: "Not found." } }));
    await dialog
      .getByLabel("Upload a PDF")
      .setInputFiles({ name: "sheet.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") });
    await expect(dialog.getByText("Could not upload PDF. Please try again or use a URL.")).toBeVisible();

    await dialog.getByRole("tab", { name: "Video" }).click();
    await dialog.getByLabel("Video URL").fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    await expect(dialog.getByText("Will be saved as https://www.youtube.com/embed/dQw4w9WgXcQ")).toBeVisible();

    await dialog.getByRole("tab", { name: "Content" }).click();
    await dialog.getByLabel("Text").fill("Read John 1:12 again, then Page 12.");
    await dialog.getByRole("button", { name: "Create Popover" }).click();

    await expect(page.getByText("“Identity first” was added to page 20.")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("No text selected")).toBeVisible();
    await expect(page.getByRole("tab", { name: "Popovers (1)" })).toBeVisible();
    await expect(page.getByTestId("page-preview").locator("mark.book-hl-purple")).toHaveText(selected);

    // The popover is in the page's draft: the public API has none until it is published.
    const created = (await (await page.request.get("/api/flipbook/search?pageNumber=20")).json())[0];
    expect(await (await page.request.get(`/api/flipbook/popovers?pageId=${created.id}`)).json()).toEqual([]);
    const draft = await (await page.request.get(`/api/content/book-page/${created.id}/draft`)).json();
    const [popover] = draft.snapshot.popovers;
    expect(popover).toMatchObject({
      title: "Identity first",
      linkedText: selected,
      highlightColor: "purple",
      linkType: "video",
      imageUrl: "/assets/images/page-20.webp",
      videoUrl: "https://www.youtube.com/embed/dQw4w9WgXcQ",
      position: { x: 50, y: 50 },
    });

    await page.getByRole("tab", { name: "Popovers (1)" }).click();
    await page.getByRole("button", { name: "Delete popover: Identity first" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm.getByText("Delete “Identity first”?")).toBeVisible();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Popover deleted")).toBeVisible();
    await expect(page.getByRole("tab", { name: "Popovers (0)" })).toBeVisible();
    await expect(page.getByText("This page has no popovers yet.")).toBeVisible();
  });

  test("bulk operations ask first, then update images, reset to 21 pages and fix the mapping", async ({ page }) => {
    const pageRows = page.locator("#book-pages-heading + ul > li");
    await page.goto(SCREEN);
    // As staff meet it: the list and the first page's editor loaded before a bulk operation starts.
    await expect(pageRows).toHaveCount(21);
    await expect(page.getByRole("heading", { name: /^Page 1: / })).toBeVisible();
    await page.getByRole("button", { name: "Update Image Paths" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm.getByText("Update every page's image path?")).toBeVisible();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await page.getByRole("button", { name: "Update Image Paths" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Continue" }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText("Updated image paths for 21 pages")).toBeVisible();

    await page.getByRole("button", { name: "Reset and Import" }).click();
    await expect(confirm.getByText("Reset the book and import the 21 pages?")).toBeVisible();
    await confirm.getByRole("button", { name: "Reset and Import" }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText("Imported 21 pages from the static reader")).toBeVisible();
    await expect(pageRows).toHaveCount(21);

    await page.getByRole("button", { name: "Fix Page Mapping" }).click();
    await expect(confirm.getByText("Apply the correct page mapping?")).toBeVisible();
    await confirm.getByRole("button", { name: "Fix Page Mapping" }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText("Page mapping applied")).toBeVisible();
    await expect(page.getByText("0 pages updated.")).toBeVisible();
  });

  test("failures show the spec's messages", async ({ page }) => {
    await page.route("**/api/flipbook/fix-page-mapping", (route) =>
      route.fulfill({ status: 500, json: { message: "boom" } }),
    );
    await page.route("**/api/flipbook/reset-and-import", (route) =>
      route.fulfill({ status: 500, json: { message: "boom" } }),
    );
    await page.goto(SCREEN);
    await page.getByRole("button", { name: "Fix Page Mapping" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Fix Page Mapping" }).click();
    await expect(page.getByText("Failed to apply correct page mapping. Please try again.")).toBeVisible();
    await page.getByRole("button", { name: "Reset and Import" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Reset and Import" }).click();
    await expect(page.getByText("Reset Failed")).toBeVisible();

    await page.route(/\/api\/content\/book-page\/\d+\/draft$/, (route) =>
      route.request().method() === "PUT" ? route.fulfill({ status: 500, json: { message: "boom" } }) : route.fallback(),
    );
    await page.getByRole("tab", { name: "HTML Editor" }).click();
    await page.getByLabel("Page HTML").fill("<p>x</p>");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Failed to save changes")).toBeVisible();
  });

  test("the other failures show their spec messages: page, original text, image paths, create and delete popover", async ({
    page,
  }) => {
    test.slow();
    // Page 21 carries a sample popover to fail to delete.
    // The editor opens the page's draft (or the live page) through the content workflow.
    const draftRoute = /\/api\/content\/book-page\/\d+\/draft$/;
    await page.route(draftRoute, (route) => route.fulfill({ status: 500, json: { message: "boom" } }));
    await page.goto(SCREEN);
    await expect(page.getByText("Could not load page data").first()).toBeVisible();
    await page.unroute(draftRoute);
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { name: /^Page 1: / })).toBeVisible();

    await page.route(/\/api\/flipbook\/pages\/\d+\?extractContent=true$/, (route) =>
      route.fulfill({ status: 500, json: { message: "boom" } }),
    );
    await page.getByRole("tab", { name: "HTML Editor" }).click();
    await page.getByRole("button", { name: "Load original text" }).click();
    await expect(page.getByText("Failed to check page content. Please try again.")).toBeVisible();

    await page.route("**/api/flipbook/update-images", (route) =>
      route.fulfill({ status: 500, json: { message: "boom" } }),
    );
    await page.getByRole("button", { name: "Update Image Paths" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Failed to update image paths")).toBeVisible();

    await page.getByRole("button", { name: /^21\s*/ }).click();
    await page.getByRole("tab", { name: "Popovers (1)" }).click();
    await page.route(draftRoute, (route) =>
      route.request().method() === "PUT" ? route.fulfill({ status: 500, json: { message: "boom" } }) : route.fallback(),
    );
    await page.getByRole("button", { name: /^Delete popover: / }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Failed to delete popover")).toBeVisible();
    await expect(page.getByRole("tab", { name: "Popovers (1)" })).toBeVisible();

    await page.getByRole("tab", { name: "Visual Preview" }).click();
    await selectFirstParagraph(page);
    await page.getByRole("button", { name: "Create Popover" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Popover" });
    await dialog.getByLabel("Text").fill("A note");
    await dialog.getByRole("button", { name: "Create Popover" }).click();
    await expect(page.getByText("Failed to create popover")).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test("an image uploaded in the popover dialog is stored and served", async ({ page }) => {
    await openPage(page, 19, "Christ Lives in Me");
    await page.getByRole("tab", { name: "Visual Preview" }).click();
    await selectFirstParagraph(page);
    await page.getByRole("button", { name: "Create Popover" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Popover" });
    await dialog.getByRole("tab", { name: "Image" }).click();
    await dialog
      .getByLabel("Upload an image")
      .setInputFiles({ name: "verse.png", mimeType: "image/png", buffer: Buffer.from(TINY_PNG) });
    await expect(dialog.getByText("Uploaded", { exact: true })).toBeVisible();
    const url = await dialog.getByLabel("Image URL (or use a URL)").inputValue();
    expect(url).toMatch(/^\/api\/upload\/files\/[0-9a-f-]{36}\.png$/);
    const served = await page.request.get(url);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/png");
    expect(Buffer.compare(await served.body(), Buffer.from(TINY_PNG))).toBe(0);

    await page.route("**/api/upload/audio", (route) =>
      route.fulfill({ status: 500, json: { message: "Storage is down" } }),
    );
    await dialog.getByRole("tab", { name: "Audio" }).click();
    await dialog
      .getByLabel("Upload an audio file")
      .setInputFiles({ name: "reading.wav", mimeType: "audio/wav", buffer: Buffer.from("RIFF") });
    await expect(dialog.getByText("Could not upload audio. Please try again or use a URL.")).toBeVisible();
  });

  test("a page list that cannot load says so", async ({ page }) => {
    await page.route("**/api/flipbook/pages", (route) => route.fulfill({ status: 500, json: { message: "boom" } }));
    await page.goto(SCREEN);
    await expect(page.getByText("Failed to load pages").first()).toBeVisible();
  });
});
