import { expect, test, type Page } from "@playwright/test";
import { storageStatePath } from "../support/accounts";
import {
  createTestBooklet,
  deleteTestBooklet,
  publishTestBooklet,
  uniqueTitle,
  withFullSite,
  withoutBooklets,
} from "../support/booklets";
import { MAX_BOOKLETS } from "@/lib/validation/booklets";
import { expectNoAxeViolations } from "../support/site";

test.use({ storageState: storageStatePath("editor") });

/** The booklet as the editor is editing it: its draft (the site changes on publish). */
const draftOf = async (page: Page, id: number) =>
  (await (await page.request.get(`/api/content/booklet/${id}/draft`)).json()).snapshot;

// Earlier toasts may still be in the stack; the newest one is first.
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

test.describe("Manage Booklets", () => {
  test("creates a booklet through the dialog, with validation", async ({ page }) => {
    const title = uniqueTitle("Dialog booklet");
    await page.goto("/admin/booklets");
    await expect(page.getByRole("heading", { level: 1, name: "Manage Booklets" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Created At" })).toBeVisible();

    await page.getByRole("button", { name: "Add New Booklet" }).click();
    const dialog = page.getByRole("dialog", { name: "Create New Booklet" });
    await dialog.getByRole("button", { name: "Create Booklet" }).click();
    await expect(dialog.getByText("Title is required")).toBeVisible();
    await expect(dialog.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");

    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Description").fill("Made in the dialog.");
    await dialog.getByLabel("Image URL").fill("not a url");
    await dialog.getByRole("button", { name: "Create Booklet" }).click();
    await expect(dialog.getByText("Enter a full web address (https://...) or a site path (/...)")).toBeVisible();
    await dialog.getByLabel("Image URL").fill("https://example.org/cover.png");
    // Hold the request a moment so the pending state can be seen.
    await page.route("**/api/booklets", async (route) => {
      if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 500));
      await route.fallback();
    });
    await dialog.getByRole("button", { name: "Create Booklet" }).click();
    await expect(dialog.getByRole("button", { name: "Creating..." })).toBeDisabled();

    await expect(toast(page, "Booklet created successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.getByRole("row", { name: new RegExp(title) });
    await expect(row.getByRole("cell").nth(1)).toHaveText("0");

    // The dialog opens empty again.
    await page.getByRole("button", { name: "Add New Booklet" }).click();
    await expect(page.getByRole("dialog").getByLabel("Title")).toHaveValue("");
    await page.keyboard.press("Escape");

    const created = (await (await page.request.get("/api/booklets")).json()).find(
      (b: { title: string }) => b.title === title,
    );
    await deleteTestBooklet(page.request, created.id);
  });

  test("deletes a booklet only after the spec's confirmation", async ({ page }) => {
    const title = uniqueTitle("Delete me");
    const { id } = await createTestBooklet(page.request, { title }, [
      { title: "Only page", popovers: [{ title: "N", content: "x" }] },
    ]);
    await page.goto("/admin/booklets");
    const row = page.getByRole("row", { name: new RegExp(title) });
    await expect(row.getByRole("cell").nth(1)).toHaveText("1");

    await row.getByRole("button", { name: `Delete ${title}` }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(
      confirm.getByText(
        "Are you sure you want to delete this booklet? This will also delete all pages and popovers associated with it.",
      ),
    ).toBeVisible();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(row).toBeVisible();

    await row.getByRole("button", { name: `Delete ${title}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Booklet deleted successfully")).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(title) })).toHaveCount(0);
    expect((await page.request.get(`/api/booklets/${id}`)).status()).toBe(404);
  });

  test("shows a spinner while the list loads, then the table", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/booklets", async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto("/admin/booklets");
    const spinner = page.getByRole("main").getByRole("status").filter({ hasText: "Loading" });
    await expect(spinner).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("columnheader")).toHaveCount(0);
    release();
    await expect(page.getByRole("columnheader", { name: "Title" })).toBeVisible();
    await expect(spinner).toHaveCount(0);
    for (const column of ["Title", "Pages", "Created At", "Actions"])
      await expect(page.getByRole("columnheader", { name: column })).toBeVisible();
  });

  test("an empty list says No booklets found / Get started by creating a new booklet", async ({ page }) => {
    await withoutBooklets(page.request, async () => {
      await page.goto("/admin/booklets");
      await expect(page.getByText("No booklets found", { exact: true })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText("Get started by creating a new booklet", { exact: true })).toBeVisible();
    });
  });

  test("the list shows each booklet's local creation date, and the list and dialog pass axe", async ({ page }) => {
    await page.goto("/admin/booklets");
    const row = page.getByRole("row", { name: /A New Creation \(Sample Booklet\)/ });
    const createdAt = (await (await page.request.get("/api/booklets")).json()).find(
      (b: { title: string }) => b.title === "A New Creation (Sample Booklet)",
    ).createdAt;
    const local = await page.evaluate(
      (iso) =>
        new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" }).format(new Date(iso)),
      createdAt,
    );
    await expect(row.getByRole("cell").nth(2)).toHaveText(local);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Add New Booklet" }).click();
    await expect(page.getByRole("dialog", { name: "Create New Booklet" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("shows the spec's Error notice when the list cannot load", async ({ page }) => {
    await page.route("**/api/booklets", (route) =>
      route.fulfill({ status: 500, json: { message: "Something went wrong. Please try again." } }),
    );
    await page.goto("/admin/booklets");
    const alert = page.getByRole("alert").filter({ hasText: "Failed to fetch booklets" });
    await expect(alert.getByText("Error")).toBeVisible({ timeout: 15_000 });
  });
});

test.describe("Manage Booklets failures", () => {
  test("shows the spec's Error notices when creating or deleting fails", async ({ page }) => {
    await page.goto("/admin/booklets");
    const sample = page.getByRole("row", { name: /A New Creation \(Sample Booklet\)/ });
    await expect(sample).toBeVisible();
    await page.route("**/api/booklets", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 500, json: { message: "Something went wrong. Please try again." } })
        : route.fallback(),
    );
    await page.route("**/api/booklets/*", (route) =>
      route.request().method() === "DELETE"
        ? route.fulfill({ status: 500, json: { message: "Something went wrong. Please try again." } })
        : route.fallback(),
    );

    await page.getByRole("button", { name: "Add New Booklet" }).click();
    const dialog = page.getByRole("dialog", { name: "Create New Booklet" });
    await dialog.getByLabel("Title").fill("Never saved");
    await dialog.getByRole("button", { name: "Create Booklet" }).click();
    await expect(toast(page, "Failed to create booklet")).toBeVisible();
    await expect(dialog.getByLabel("Title")).toHaveValue("Never saved");
    await page.keyboard.press("Escape");

    await sample.getByRole("button", { name: /^Delete / }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Failed to delete booklet")).toBeVisible();
    await expect(sample).toBeVisible();
  });
});

test("a full site: creating one more booklet says why it was refused", async ({ page }) => {
  await withFullSite(page.request, async () => {
    await page.goto("/admin/booklets");
    await page.getByRole("button", { name: "Add New Booklet" }).click();
    const dialog = page.getByRole("dialog", { name: "Create New Booklet" });
    await dialog.getByLabel("Title").fill("One too many");
    await dialog.getByRole("button", { name: "Create Booklet" }).click();
    await expect(
      toast(
        page,
        `This site already holds ${MAX_BOOKLETS} booklets, the most it can. Delete one before creating another.`,
      ),
    ).toBeVisible();
    await expect(dialog.getByLabel("Title")).toHaveValue("One too many");
    await page.screenshot({ path: "test-results/admin-booklets-limit.png" });
  });
});

test.describe("booklet edit screen", () => {
  // Whole editing sessions (a dozen saves each); a busy CI machine needs more than the default 30 s.
  test.describe.configure({ timeout: 90_000 });

  test("HTML nested too deep is refused with the reason under its field, and what was typed stays", async ({
    page,
  }) => {
    const title = uniqueTitle("Deep HTML");
    const { id } = await createTestBooklet(page.request, { title });
    try {
      await page.goto(`/admin/booklets/${id}`);
      await page.getByRole("button", { name: "Add page" }).first().click();
      await page.getByLabel("Page title").fill("Deep");
      await page.getByRole("tab", { name: "HTML" }).click();
      const deep = `${"<b>".repeat(150)}Too deep`;
      await page.getByRole("textbox", { name: "Content" }).fill(deep);
      await page.getByRole("button", { name: "Add page" }).last().click();
      await expect(toast(page, "Failed to add page")).toBeVisible();
      await expect(page.getByText(/nests more than 100 elements inside each other/)).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Content" })).toHaveValue(deep);
      expect((await draftOf(page, id)).pages).toEqual([]);
    } finally {
      await deleteTestBooklet(page.request, id);
    }
  });

  test("adds, edits, reorders and deletes pages", async ({ page }) => {
    const title = uniqueTitle("Edit screen");
    const { id } = await createTestBooklet(page.request, { title });
    try {
      await page.goto("/admin/booklets");
      await page
        .getByRole("row", { name: new RegExp(title) })
        .getByRole("link", { name: `Edit ${title}` })
        .click();
      await expect(page).toHaveURL(new RegExp(`/admin/booklets/${id}$`));
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByText("This booklet has no pages yet. Add the first one.")).toBeVisible();

      for (const pageTitle of ["Alpha", "Beta", "Gamma"]) {
        await page.getByRole("button", { name: "Add page" }).first().click();
        await page.getByLabel("Page title").fill(pageTitle);
        await page.getByRole("tab", { name: "HTML" }).click();
        await page
          .getByRole("textbox", { name: "Content" })
          .fill(`<h2>${pageTitle} heading</h2><p onclick="x()">${pageTitle} text</p>`);
        await page.getByRole("button", { name: "Add page" }).last().click();
        await expect(toast(page, "Page added")).toBeVisible();
        await expect(page.getByRole("heading", { name: /^Page \d$/ })).toBeVisible();
      }
      await expect(page.getByText("3 pages", { exact: true })).toBeVisible();
      const list = page.getByRole("list").filter({ has: page.getByRole("button", { name: /^Move .+ up$/ }) });
      await expect(list.getByRole("listitem")).toHaveText([/Alpha/, /Beta/, /Gamma/]);

      // The saved HTML is sanitised, and the preview shows it as it will be read.
      await list.getByRole("button", { name: "Alpha", exact: true }).click();
      await page.getByRole("tab", { name: "HTML" }).click();
      await expect(page.getByRole("textbox", { name: "Content" })).toHaveValue(
        "<h2>Alpha heading</h2><p>Alpha text</p>",
      );
      await page.getByRole("tab", { name: "Preview" }).click();
      await expect(page.getByRole("tabpanel").getByRole("heading", { name: "Alpha heading" })).toBeVisible();
      await page.getByRole("tab", { name: "HTML" }).click();
      await page.getByLabel("Page title").fill("Alpha (edited)");
      await page.getByRole("button", { name: "Save page" }).click();
      await expect(toast(page, "Page saved")).toBeVisible();
      await expect(list.getByRole("listitem").first()).toContainText("Alpha (edited)");

      await list.getByRole("button", { name: "Move Gamma up" }).click();
      await expect(list.getByRole("listitem")).toHaveText([/Alpha/, /Gamma/, /Beta/]);
      await expect(page.getByRole("button", { name: "Move Gamma up" })).toBeFocused();
      await list.getByRole("button", { name: "Move Gamma up" }).click();
      await expect(list.getByRole("listitem")).toHaveText([/Gamma/, /Alpha/, /Beta/]);
      await expect(page.getByRole("button", { name: "Move Gamma down" })).toBeFocused();
      await expect
        .poll(async () => (await draftOf(page, id)).pages.map((p: { title: string }) => p.title))
        .toEqual(["Gamma", "Alpha (edited)", "Beta"]);

      await list.getByRole("button", { name: "Alpha (edited)", exact: true }).click();
      await page.getByRole("button", { name: "Delete page" }).click();
      await expect(
        page.getByRole("alertdialog").getByText("This page and its popovers will be deleted. This cannot be undone."),
      ).toBeVisible();
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete page" }).click();
      await expect(toast(page, "Page deleted")).toBeVisible();
      await expect(list.getByRole("listitem")).toHaveText([/Gamma/, /Beta/]);
      await expect(page.getByText("2 pages", { exact: true })).toBeVisible();
      expect((await draftOf(page, id)).pages.map((p: { title: string }) => p.title)).toEqual(["Gamma", "Beta"]);

      // Once published, the reader follows the new order.
      await publishTestBooklet(page.request, id);
      await page.goto(`/booklets/${id}?page=2`);
      await expect(page.getByRole("article").getByRole("heading", { name: "Beta", exact: true })).toBeVisible();
      await expect(page.getByRole("article").getByText("Page 2 of 2").first()).toBeVisible();
    } finally {
      await deleteTestBooklet(page.request, id);
    }
  });

  test("adds, edits and removes popovers of a page", async ({ page }) => {
    const { id } = await createTestBooklet(page.request, { title: uniqueTitle("Popovers") }, [{ title: "Only page" }]);
    try {
      await page.goto(`/admin/booklets/${id}`);
      await page.getByRole("button", { name: "Only page", exact: true }).click();
      await expect(page.getByRole("heading", { name: "Popovers (0)" })).toBeVisible();
      await expect(page.getByText("No popovers on this page yet.")).toBeVisible();
      // At the top, where the fixed admin header covers none of the side navigation.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoAxeViolations(page);

      await page.getByRole("button", { name: "Add popover" }).click();
      const dialog = page.getByRole("dialog", { name: "New popover" });
      await expect(dialog).toHaveAccessibleDescription("Popovers are listed under Additional Resources on this page.");
      await expectNoAxeViolations(page);
      await dialog.getByRole("button", { name: "Add popover" }).click();
      await expect(dialog.getByText("Title is required")).toBeVisible();
      await expect(dialog.getByText("Content is required")).toBeVisible();
      await dialog.getByLabel("Title").fill("Further reading");
      await dialog.getByLabel("Content").fill("Read Romans 8 tonight.");
      await dialog.getByRole("button", { name: "Add popover" }).click();
      await expect(toast(page, "Popover added")).toBeVisible();
      await expect(page.getByRole("heading", { name: "Popovers (1)" })).toBeVisible();
      await expect(page.getByText("Read Romans 8 tonight.")).toBeVisible();

      await page.getByRole("button", { name: "Edit popover Further reading" }).click();
      await page.getByRole("dialog", { name: "Edit popover" }).getByLabel("Title").fill("Reading plan");
      await page.getByRole("dialog", { name: "Edit popover" }).getByRole("button", { name: "Save popover" }).click();
      await expect(toast(page, "Popover saved")).toBeVisible();
      await expect(page.getByText("Reading plan")).toBeVisible();

      // The page's image, set here, shows in the reader with the popover.
      await page.getByLabel("Page image").fill("/assets/images/page-2.webp");
      await page.getByRole("button", { name: "Save page" }).click();
      await expect(toast(page, "Page saved")).toBeVisible();

      await publishTestBooklet(page.request, id);
      await page.goto(`/booklets/${id}`);
      await expect(page.getByRole("article").locator('img[src="/assets/images/page-2.webp"]')).toBeVisible();
      await page
        .getByRole("region", { name: "Additional Resources" })
        .getByRole("button", { name: "Reading plan", exact: true })
        .click();
      await expect(page.getByText("Read Romans 8 tonight.")).toBeVisible();

      await page.goto(`/admin/booklets/${id}`);
      await page.getByRole("button", { name: "Only page", exact: true }).click();
      await page.getByRole("button", { name: "Delete popover Reading plan" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete popover" }).click();
      await expect(toast(page, "Popover deleted")).toBeVisible();
      await expect(page.getByRole("heading", { name: "Popovers (0)" })).toBeVisible();
      expect(await (await page.request.get(`/api/booklets/${id}/pages`)).json()).toHaveLength(1);
    } finally {
      await deleteTestBooklet(page.request, id);
    }
  });

  test("edits the title, description and cover, by URL or upload", async ({ page }) => {
    const title = uniqueTitle("Details");
    const { id } = await createTestBooklet(page.request, { title });
    try {
      await page.goto(`/admin/booklets/${id}`);
      const details = page
        .getByRole("heading", { name: "Booklet details" })
        .locator("xpath=ancestor::*[@data-slot='card']");
      await details.getByLabel("Title").fill("");
      await details.getByRole("button", { name: "Save details" }).click();
      await expect(details.getByText("Title is required")).toBeVisible();

      await details.getByLabel("Title").fill(`${title} v2`);
      await details.getByLabel("Description").fill("New description.");
      await details.getByLabel("Cover image").fill("https://example.org/new-cover.png");
      await details.getByRole("button", { name: "Save details" }).click();
      await expect(toast(page, "Booklet updated")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: `${title} v2` })).toBeVisible();
      expect(await draftOf(page, id)).toMatchObject({
        description: "New description.",
        imageUrl: "https://example.org/new-cover.png",
      });

      // Uploads go through the shared upload endpoint; its answer fills the field.
      await page.route("**/api/upload/image", async (route) => {
        expect(route.request().method()).toBe("POST");
        expect(route.request().postData()).toContain('name="image"');
        await route.fulfill({ status: 200, json: { imageUrl: "/uploads/cover-from-upload.png" } });
      });
      await details
        .locator('input[type="file"]')
        .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
      await expect(details.getByLabel("Cover image")).toHaveValue("/uploads/cover-from-upload.png");

      await page.unroute("**/api/upload/image");
      await page.route("**/api/upload/image", (route) =>
        route.fulfill({ status: 500, json: { message: "Storage unavailable" } }),
      );
      await details
        .locator('input[type="file"]')
        .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
      await expect(toast(page, "Could not upload image. Please try again or use a URL.")).toBeVisible();
      await expect(details.getByLabel("Cover image")).toHaveValue("/uploads/cover-from-upload.png");
    } finally {
      await deleteTestBooklet(page.request, id);
    }
  });

  test("a missing booklet says so", async ({ page }) => {
    await page.goto("/admin/booklets/999999");
    await expect(page.getByText("This booklet no longer exists. It may have been deleted.")).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole("link", { name: "Back to booklets" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Retry" }), "retrying cannot bring it back").toHaveCount(0);
  });
});
