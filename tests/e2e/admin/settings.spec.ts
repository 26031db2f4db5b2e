import { expect, test, type Page } from "@playwright/test";
import type { Setting } from "@/lib/api/admin/settings";
import { storageStatePath } from "../support/accounts";
import { expectNoAxeViolations, saveFullPage } from "../support/site";

const section = async (page: Page, name: string) => {
  await page.getByRole("tab", { name }).click();
  return page.getByRole("tabpanel", { name });
};

test.describe("as admin", () => {
  test.use({ storageState: storageStatePath("admin") });

  test("opens on the spec's table of every setting, with a category filter and Add Setting", async ({ page }) => {
    await page.goto("/admin/settings");
    const all = page.getByRole("tabpanel", { name: "All settings" });
    await expect(all.getByRole("cell", { name: /donation_url/ })).toBeVisible();
    await expect(all.getByRole("cell", { name: /contact_phone/ })).toBeVisible();
    await all.getByLabel("Category").click();
    await page.getByRole("option", { name: "Social" }).click();
    await expect(all.getByRole("cell", { name: /contact_phone/ })).toHaveCount(0);
    await expect(all.getByRole("button", { name: "Add Setting" })).toBeVisible();
  });

  test("each setting has one section; add a link setting, edit it with a value checked against its fixed type, delete it", async ({
    page,
    playwright,
    baseURL,
  }) => {
    // A whole screen walked through end to end: many round trips on a 2-core machine.
    test.slow();
    const key = `e2e_flag_${Date.now()}`;
    await page.goto("/admin/settings");
    await page.getByRole("tab", { name: "Site texts" }).click();
    // Site texts first: a public text changes only through its draft (docs/decisions/016), and says so.
    const texts = page.getByRole("tabpanel", { name: "Site texts" });
    await expect(texts.getByText("Site texts go live when you publish them")).toBeVisible();
    await expect(texts.getByRole("region", { name: "Public texts" }).getByLabel("Site name")).toBeVisible();
    // An unsaved edit of a text survives a look at another section.
    const tagline = texts.getByRole("region", { name: "Public texts" }).getByLabel("Tagline", { exact: true });
    await tagline.fill("Unsaved tagline");
    await section(page, "Videos");
    await page.getByRole("tab", { name: "Site texts" }).click();
    await expect(tagline).toHaveValue("Unsaved tagline");
    const contact = await section(page, "Contact and social");
    await expect(contact.getByText("These settings are saved at once")).toBeVisible();
    await expect(contact.getByRole("cell", { name: "Donation page donation_url" })).toBeVisible();
    // One home each: the phone number is a site text, not a row here too.
    await expect(page.getByRole("cell", { name: /contact_phone/ })).toHaveCount(0);
    const videos = await section(page, "Videos");
    await expect(videos.getByRole("cell", { name: "Videos page video video_main_url" })).toBeVisible();
    await expect(videos.getByRole("cell", { name: /donation_url/ })).toHaveCount(0);
    const chatbot = await section(page, "Chatbot");
    await expect(chatbot.getByRole("cell", { name: "Chat widget enabled chatbot_enabled" })).toBeVisible();
    const advanced = await section(page, "Advanced");

    await advanced.getByRole("button", { name: "Add Setting" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Setting" });
    await dialog.getByRole("button", { name: "Add Setting" }).click();
    await expect(dialog.getByText("Please enter a key and a display name").first()).toBeVisible();
    await dialog.getByLabel("Key").fill(key);
    await dialog.getByLabel("Display name").fill("E2E flag");
    await dialog.getByRole("combobox", { name: "Type" }).click();
    await page.getByRole("option", { name: "Link" }).click();
    await dialog.getByLabel("Value").fill("https://example.org/first");
    await dialog.getByRole("combobox", { name: "Category" }).click();
    await page.getByRole("option", { name: "Social" }).click();
    await dialog.getByRole("button", { name: "Add Setting" }).click();
    await expect(page.getByText("Setting added")).toBeVisible();
    // A setting staff add is theirs, under Advanced, whatever its category.
    const row = advanced.getByRole("row", { name: new RegExp(key) });
    await expect(row.getByText("https://example.org/first")).toBeVisible();
    await expect(row.getByText("No", { exact: true })).toBeVisible();

    await row.getByRole("button", { name: "Edit E2E flag" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Setting" });
    // decision 011: a setting's type is fixed once created.
    await expect(edit.getByRole("combobox", { name: "Type" })).toBeDisabled();
    for (const unsafe of ["not a link", "javascript:alert(1)"]) {
      await edit.getByLabel("Value").fill(unsafe);
      await edit.getByRole("button", { name: "Save" }).click();
      await expect(
        edit.getByText(
          "Enter a full address starting with http:// or https://, a mailto: or tel: link, or a site path starting with /",
        ),
      ).toBeVisible();
    }
    await edit.getByLabel("Value").fill("https://example.org/e2e");
    await edit.getByRole("checkbox", { name: "Public" }).check();
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Setting saved")).toBeVisible();
    await expect(row.getByText("https://example.org/e2e")).toBeVisible();
    const anonymous = await playwright.request.newContext({ baseURL });
    const publicSettings: { name: string; value: string }[] = await (
      await anonymous.get("/api/settings?category=social")
    ).json();
    expect(publicSettings.find((s) => s.name === key)?.value).toBe("https://example.org/e2e");
    await anonymous.dispose();

    await row.getByRole("button", { name: "Delete E2E flag" }).click();
    await expect(page.getByRole("alertdialog").getByText("Delete the setting “E2E flag”?")).toBeVisible();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Setting deleted")).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(key) })).toHaveCount(0);
  });

  test("the value input fits the setting's type, and a server refusal is an Error toast", async ({ page }) => {
    await page.goto("/admin/settings");
    await page.getByRole("tab", { name: "Site texts" }).click();
    await (await section(page, "Advanced")).getByRole("button", { name: "Add Setting" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Setting" });
    const value = dialog.getByLabel("Value", { exact: true });
    const chooseType = async (label: string) => {
      await dialog.getByRole("combobox", { name: "Type" }).click();
      await page.getByRole("option", { name: label, exact: true }).click();
    };
    await expect(value).toHaveJSProperty("type", "text");
    for (const [label, type] of [
      ["Colour", "color"],
      ["Number", "number"],
      ["Email", "email"],
      ["Link", "url"],
    ] as const) {
      await chooseType(label);
      await expect(value).toHaveJSProperty("type", type);
    }
    await chooseType("Long text");
    await expect(value).toHaveJSProperty("tagName", "TEXTAREA");
    await chooseType("Yes/No");
    await expect(dialog.getByRole("switch", { name: "Value" })).toBeVisible();

    // requirements §8: the server's message under an "Error" title.
    await page.route("**/api/settings", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 500, json: { message: "Storage is full" } })
        : route.fallback(),
    );
    await dialog.getByLabel("Key").fill(`e2e_refused_${Date.now()}`);
    await dialog.getByLabel("Display name").fill("Refused");
    await dialog.getByRole("button", { name: "Add Setting" }).click();
    await expect(page.getByText("Storage is full")).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test("a load failure shows the error with retry", async ({ page }) => {
    let fail = true;
    await page.route("**/api/settings", (route) =>
      fail ? route.fulfill({ status: 500, json: { message: "Boom" } }) : route.fallback(),
    );
    await page.goto("/admin/settings");
    await page.getByRole("tab", { name: "Site texts" }).click();
    const contact = await section(page, "Contact and social");
    await expect(contact.getByText("Error loading settings: Boom")).toBeVisible();
    fail = false;
    await contact.getByRole("button", { name: "Try again" }).click();
    await expect(contact.getByRole("cell", { name: "Contact email contact_email" })).toBeVisible();
  });

  test("editing a built-in setting opens on its value: typing never renames it", async ({ page }) => {
    const original = ((await (await page.request.get("/api/settings?category=contact")).json()) as Setting[]).find(
      (setting) => setting.name === "contact_notify_email",
    )!;
    try {
      await page.goto("/admin/settings");
      await page.getByRole("tab", { name: "Site texts" }).click();
      const contact = await section(page, "Contact and social");
      await contact.getByRole("button", { name: "Edit Notification email" }).click();
      const edit = page.getByRole("dialog", { name: "Edit Setting" });
      const value = edit.getByLabel("Value", { exact: true });
      await expect(value).toBeFocused();
      // Staff type the new address straight away, as they did when the key had the focus.
      await page.keyboard.type("office@example.org");
      await expect(value).toHaveValue(/office@example\.org$/);
      await value.fill("office@example.org");
      const key = edit.getByLabel("Key");
      await expect(key).toHaveValue("contact_notify_email");
      await expect(key).not.toBeEditable();
      await expect(edit.getByRole("combobox", { name: "Category" })).toBeDisabled();
      await expect(edit.getByRole("combobox", { name: "Type" })).toBeDisabled();
      await expect(edit.getByText("A built-in setting: the site reads it by this key")).toBeVisible();
      await edit.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText("Setting saved")).toBeVisible();
      const saved = ((await (await page.request.get("/api/settings?category=contact")).json()) as Setting[]).find(
        (setting) => setting.id === original.id,
      );
      expect(saved).toMatchObject({ name: "contact_notify_email", value: "office@example.org", category: "contact" });
    } finally {
      const { id, updatedAt: _updatedAt, ...input } = original;
      await page.request.patch(`/api/settings/${id}`, { data: { ...input, description: input.description ?? "" } });
    }
  });

  test("the settings screen and its edit dialog pass axe, on a desktop and on a phone", async ({ page }) => {
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto("/admin/settings");
      await page.getByRole("tab", { name: "Site texts" }).click();
      await expect(page.getByRole("region", { name: "Public texts" }).getByLabel("Site name")).toBeVisible();
      await expectNoAxeViolations(page);
      await saveFullPage(page, `test-results/settings-site-texts-${viewport.width}.png`);
      const contact = await section(page, "Contact and social");
      await expect(contact.getByRole("cell", { name: "Contact email contact_email" })).toBeVisible();
      await expectNoAxeViolations(page);
      await saveFullPage(page, `test-results/settings-contact-${viewport.width}.png`);
      await contact.getByRole("button", { name: "Edit Contact email" }).click();
      await expect(
        page.getByRole("dialog", { name: "Edit Setting" }).getByLabel("Value", { exact: true }),
      ).toBeFocused();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `test-results/settings-edit-${viewport.width}.png` });
      await page.keyboard.press("Escape");
    }
  });
});

test.describe("as editor", () => {
  test.use({ storageState: storageStatePath("editor") });

  test("settings are for admins only", async ({ page }) => {
    await page.goto("/admin/settings");
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Settings" })).toHaveCount(0);
  });
});
