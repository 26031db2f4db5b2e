import { expect, test } from "@playwright/test";
import { storageStatePath } from "../support/accounts";

test.describe("as admin", () => {
  test.use({ storageState: storageStatePath("admin") });

  test("filter by category, add a link setting, edit it with a value checked against its fixed type, delete it", async ({
    page,
    playwright,
    baseURL,
  }) => {
    // A whole screen walked through end to end: many round trips on a 2-core machine.
    test.slow();
    const key = `e2e_flag_${Date.now()}`;
    await page.goto("/admin/settings");
    await expect(page.getByRole("cell", { name: "Site name site_name" })).toBeVisible();
    // A public text changes only through its draft (docs/decisions/016): its row points to the card.
    const siteName = page.getByRole("row").filter({ has: page.getByRole("cell", { name: "Site name site_name" }) });
    await expect(siteName.getByRole("button", { name: "Edit Site name" })).toHaveCount(0);
    await siteName
      .getByRole("link", { name: "Site name is edited in Public texts, with a draft and its history" })
      .click();
    await expect(page).toHaveURL(/#public-texts-heading$/);
    await page.getByRole("combobox", { name: "Category" }).click();
    await page.getByRole("option", { name: "Social" }).click();
    await expect(page.getByRole("cell", { name: "Donation page donation_url" })).toBeVisible();
    await expect(page.getByRole("cell", { name: "Site name site_name" })).toHaveCount(0);

    await page.getByRole("button", { name: "Add Setting" }).click();
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
    const row = page.getByRole("row", { name: new RegExp(key) });
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
    await page.getByRole("button", { name: "Add Setting" }).click();
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
    await expect(page.getByText("Error loading settings: Boom")).toBeVisible();
    fail = false;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("cell", { name: "Site name site_name" })).toBeVisible();
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
