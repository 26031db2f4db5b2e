import { expect, test } from "@playwright/test";
import { storageStatePath } from "../support/accounts";

test.use({ storageState: storageStatePath("editor") });

test("Folders Management: new folder with a derived slug, validation, edit and delete with the unlink warning", async ({
  page,
}) => {
  // A whole screen walked through end to end: many round trips on a 2-core machine.
  test.slow();
  const name = `E2E Folder ${Date.now()}`;
  const slug = name.toLowerCase().replace(/ /g, "-");
  await page.goto("/admin/categories");
  await expect(page.getByRole("columnheader", { name: "Slug" })).toBeVisible();

  await page.getByRole("button", { name: "New Folder" }).click();
  const dialog = page.getByRole("dialog", { name: "New Folder" });
  await dialog.getByRole("button", { name: "Create Folder" }).click();
  await expect(dialog.getByText("Please enter a folder name and slug").first()).toBeVisible();
  await dialog.getByLabel("Name").fill(`${name}!`);
  await expect(dialog.getByLabel("Slug")).toHaveValue(slug);
  await expect(dialog.getByText("Lowercase letters, numbers and hyphens only").first()).toBeVisible();
  await dialog.getByRole("button", { name: "Create Folder" }).click();
  await expect(page.getByText("Folder created")).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(slug) });
  await expect(row.getByRole("cell", { name: "0", exact: true })).toBeVisible();

  await row.getByRole("button", { name: `Edit ${name}!` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Folder" });
  await edit.getByLabel("Name").fill(`${name} renamed`);
  await expect(edit.getByLabel("Slug")).toHaveValue(slug);
  await edit.getByRole("button", { name: "Update Folder" }).click();
  await expect(page.getByText("Folder updated")).toBeVisible();

  await page
    .getByRole("row", { name: new RegExp(slug) })
    .getByRole("button", { name: `Delete ${name} renamed` })
    .click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm.getByText("Its 0 document(s) will be unlinked from the folder, not deleted.")).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Folder deleted")).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(slug) })).toHaveCount(0);
});

test("Folders Management: a folder marked as reference material shows it, and the mark can be taken off", async ({
  page,
}) => {
  test.slow();
  const name = `E2E Reference ${Date.now()}`;
  const slug = name.toLowerCase().replace(/ /g, "-");
  await page.goto("/admin/categories");
  await page.getByRole("button", { name: "New Folder" }).click();
  const dialog = page.getByRole("dialog", { name: "New Folder" });
  await dialog.getByLabel("Name").fill(name);
  const mark = dialog.getByRole("checkbox", { name: "Reference material" });
  await expect(mark).not.toBeChecked();
  await mark.press("Space");
  await expect(mark).toBeChecked();
  await dialog.getByRole("button", { name: "Create Folder" }).click();
  await expect(page.getByText("Folder created")).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(slug) });
  await expect(row.getByText("Reference", { exact: true })).toBeVisible();

  // From the keyboard, Escape gives focus back to the row's button that opened the dialog.
  const editButton = row.getByRole("button", { name: `Edit ${name}` });
  await editButton.focus();
  await page.keyboard.press("Enter");
  const edit = page.getByRole("dialog", { name: "Edit Folder" });
  await expect(edit).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(edit).toBeHidden();
  await expect(editButton).toBeFocused();

  await editButton.click();
  await expect(edit.getByRole("checkbox", { name: "Reference material" })).toBeChecked();
  await edit.getByRole("checkbox", { name: "Reference material" }).click();
  await edit.getByRole("button", { name: "Update Folder" }).click();
  await expect(page.getByText("Folder updated")).toBeVisible();
  await expect(row.getByText("Reference", { exact: true })).toHaveCount(0);

  await row.getByRole("button", { name: `Delete ${name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Folder deleted")).toBeVisible();
});

test("Folders Management: a duplicate slug shows the server's message; a load failure offers a retry", async ({
  page,
}) => {
  await page.goto("/admin/categories");
  await page.getByRole("button", { name: "New Folder" }).click();
  const dialog = page.getByRole("dialog", { name: "New Folder" });
  await dialog.getByLabel("Name").fill("Salvation");
  await dialog.getByRole("button", { name: "Create Folder" }).click();
  await expect(dialog.getByText("A folder with that slug already exists.")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  let fail = true;
  await page.route("**/api/categories", (route) =>
    fail ? route.fulfill({ status: 500, json: { message: "Boom" } }) : route.fallback(),
  );
  await page.reload();
  await expect(page.getByText("Error loading categories: Boom")).toBeVisible();
  fail = false;
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("columnheader", { name: "Slug" })).toBeVisible();
});

test("Question Management: validation, add with an approved answer, browse, edit the answer and delete", async ({
  page,
}) => {
  // A whole screen walked through end to end: many round trips on a 2-core machine.
  test.slow();
  const text = `Why was the temple veil torn ${Date.now()}?`;
  await page.goto("/admin/questions");
  await expect(page.getByRole("tab", { name: "Add Question", selected: true })).toBeVisible();
  await page.getByRole("button", { name: "Add Question" }).click();
  await expect(page.getByText("Please enter a question and select a document")).toBeVisible();

  await page.getByLabel("Question", { exact: true }).fill(text);
  await page.getByRole("button", { name: "Add Question" }).click();
  await expect(page.getByText("Please enter a question and select a document")).toBeVisible();
  const documentSelect = page.getByRole("combobox", { name: "Document" });
  await expect(documentSelect).toHaveAttribute("aria-invalid", "true");
  await documentSelect.click();
  await page.getByRole("option", { name: "Saved by Grace Through Faith" }).click();
  // Chosen: no longer marked as wrong.
  await expect(documentSelect).not.toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Approved answer (optional)").fill("Because the way into the holiest was opened.");
  await page.getByRole("button", { name: "Add Question" }).click();
  await expect(page.getByText("Question added")).toBeVisible();
  await expect(page.getByLabel("Question", { exact: true })).toHaveValue("");

  await page.getByRole("tab", { name: "Browse Questions" }).click();
  const row = page.getByRole("row", { name: new RegExp(text.replace(/[?]/g, "\\?")) });
  await expect(row.getByText("Saved by Grace Through Faith")).toBeVisible();
  await expect(row.getByText("Yes")).toBeVisible();

  await row.getByRole("button", { name: `Edit answer: ${text}` }).click();
  const dialog = page.getByRole("dialog", { name: "Approved answer" });
  await dialog.getByLabel("Approved answer (optional)").fill("");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Answer saved")).toBeVisible();
  await expect(row.getByText("None")).toBeVisible();

  await row.getByRole("button", { name: `Delete: ${text}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Question deleted")).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("Question Management: a load failure shows an error with retry, never sample questions", async ({ page }) => {
  let fail = true;
  await page.route("**/api/questions", (route) =>
    route.request().method() === "GET" && fail
      ? route.fulfill({ status: 500, json: { message: "Boom" } })
      : route.fallback(),
  );
  await page.goto("/admin/questions");
  await page.getByRole("tab", { name: "Browse Questions" }).click();
  await expect(page.getByText("Error loading questions: Boom")).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  fail = false;
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("columnheader", { name: "Question" })).toBeVisible();
});
