import { type Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { storageStatePath } from "../support/accounts";
import { searchDocuments } from "../support/db";
import { makePdf } from "../../support/files";

test.use({ storageState: storageStatePath("editor") });

async function createFolder(page: Page, name: string) {
  const response = await page.request.post("/api/categories", {
    data: { name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, "-") },
  });
  return (await response.json()).id as number;
}

async function chooseOption(page: Page, combobox: string, option: string) {
  await page.getByRole("combobox", { name: combobox }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("upload several files with edited titles into a folder, then view, move, multi-move and delete them", async ({
  page,
  as,
  afterTest,
}) => {
  // A whole screen walked through end to end: many round trips on a 2-core machine.
  test.slow();
  const stamp = Date.now();
  const source = `Uploads ${stamp}`;
  const target = `Archive ${stamp}`;
  const sourceId = await createFolder(page, source);
  const targetId = await createFolder(page, target);
  // Folders are removed once empty, so their documents go first.
  afterTest(async () => {
    for (const folderId of [sourceId, targetId]) {
      const left: { id: number }[] = await (await as.editor.get(`/api/documents?categoryId=${folderId}`)).json();
      for (const doc of left) await as.editor.delete(`/api/documents/${doc.id}`);
      await as.editor.delete(`/api/categories/${folderId}`);
    }
  });
  await page.goto("/admin/documents");
  await expect(page.getByRole("tab", { name: "Upload Document", selected: true })).toBeVisible();

  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByText("Please select files and a folder")).toBeVisible();

  await page.getByLabel("Files").setInputFiles([
    {
      name: `psalms-${stamp}.txt`,
      mimeType: "text/plain",
      buffer: Buffer.from("The heavens declare the glory of God: firmament"),
    },
    {
      name: `study-${stamp}.pdf`,
      mimeType: "application/pdf",
      buffer: Buffer.from(await makePdf(["Study of the Beatitudes and meekness"])),
    },
  ]);
  await expect(page.getByLabel(`Title for psalms-${stamp}.txt`)).toHaveValue(`psalms-${stamp}`);
  await page.getByLabel(`Title for psalms-${stamp}.txt`).fill(`Psalm 19 ${stamp}`);
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByText("Please select files and a folder")).toBeVisible();

  await chooseOption(page, "Folder", source);
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByRole("progressbar", { name: "Upload progress" })).toBeVisible();
  await expect(page.getByText("Success! 2 documents uploaded successfully")).toBeVisible();
  await expect(page.getByLabel(`Title for psalms-${stamp}.txt`)).toHaveCount(0);
  await expect(page.getByRole("progressbar")).toHaveCount(0);

  await page.getByRole("tab", { name: "Browse Documents" }).click();
  await chooseOption(page, "Show folder", source);
  const psalm = page.getByRole("row", { name: new RegExp(`Psalm 19 ${stamp}`) });
  await expect(psalm.getByText("TXT")).toBeVisible();
  // The preview column: the first 100 characters of the text.
  await expect(psalm.getByText("The heavens declare the glory of God: firmament")).toBeVisible();
  // The chatbot column: indexed at upload, with the passages it gave.
  await expect(page.getByRole("columnheader", { name: "Chatbot" })).toBeVisible();
  await expect(psalm.getByText(/^Indexed: \d+ passages?$/)).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(`study-${stamp}`) }).getByText("PDF")).toBeVisible();

  await psalm.getByRole("button", { name: `View Psalm 19 ${stamp}` }).click();
  const viewer = page.getByRole("dialog", { name: `Psalm 19 ${stamp}` });
  await expect(viewer.getByText("The heavens declare the glory of God: firmament")).toBeVisible();
  await expect(viewer.getByRole("link", { name: "Download" })).toHaveAttribute("href", /\/download\?download$/);
  await viewer.getByRole("button", { name: "Close" }).first().click();
  await expect(viewer).toHaveCount(0);

  await page
    .getByRole("row", { name: new RegExp(`study-${stamp}`) })
    .getByRole("button", { name: `View study-${stamp}` })
    .click();
  const pdfViewer = page.getByRole("dialog", { name: `study-${stamp}` });
  await expect(pdfViewer.locator("iframe")).toHaveAttribute("src", /\/api\/documents\/\d+\/download$/);
  // Escape would go to the PDF viewer inside the frame; the dialog's own Close button closes it.
  await pdfViewer.getByRole("button", { name: "Close" }).first().click();
  await expect(pdfViewer).toHaveCount(0);

  await psalm.getByRole("button", { name: `Move Psalm 19 ${stamp}` }).click();
  const move = page.getByRole("dialog", { name: "Move document" });
  await expect(move.getByRole("button", { name: "Move" })).toBeDisabled();
  await chooseOption(page, "Destination folder", target);
  await move.getByRole("button", { name: "Move" }).click();
  await expect(page.getByText("Document moved")).toBeVisible();
  await expect(psalm).toHaveCount(0);

  await page.getByRole("button", { name: "Multi-move" }).click();
  await page.getByRole("button", { name: "Move selected (0)" }).click();
  await expect(page.getByText("Please select at least one document to move")).toBeVisible();
  await page.getByRole("checkbox", { name: `Select study-${stamp}` }).check();
  await page.getByRole("button", { name: "Cancel multi-move" }).click();
  await page.getByRole("button", { name: "Multi-move" }).click();
  await expect(page.getByRole("button", { name: "Move selected (0)" })).toBeVisible();
  await page.getByRole("checkbox", { name: `Select study-${stamp}` }).check();
  await page.getByRole("button", { name: "Move selected (1)" }).click();
  await chooseOption(page, "Destination folder", target);
  await page.getByRole("dialog", { name: "Move 1 document(s)" }).getByRole("button", { name: "Move" }).click();
  await expect(page.getByText("Successfully moved 1 document(s)")).toBeVisible();

  await chooseOption(page, "Show folder", target);
  await expect(page.getByRole("row")).toHaveCount(3);
  const ids = await searchDocuments("firmament");
  expect(ids).toHaveLength(1);

  await page
    .getByRole("row", { name: new RegExp(`Psalm 19 ${stamp}`) })
    .getByRole("button", { name: `Delete Psalm 19 ${stamp}` })
    .click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm.getByText(`Delete “Psalm 19 ${stamp}”?`)).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Document deleted")).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(`Psalm 19 ${stamp}`) })).toHaveCount(0);
  expect(await searchDocuments("firmament")).toEqual([]);
});

test("the upload reports the server's refusal and resets the progress", async ({ page }) => {
  await page.goto("/admin/documents");
  await chooseOption(page, "Folder", "Salvation");
  await page
    .getByLabel("Files")
    .setInputFiles([{ name: "photo.pdf", mimeType: "application/pdf", buffer: Buffer.from("definitely not a pdf") }]);
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(
    page.getByText(
      'Upload failed: "photo.pdf" does not look like a .pdf file. Check that the file is not damaged or renamed.',
    ),
  ).toBeVisible();
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  await expect(page.getByLabel("Title for photo.pdf")).toBeVisible();
});

test("the folder dialog creates, renames and deletes folders, and refuses one that holds documents", async ({
  page,
}) => {
  // A whole screen walked through end to end: many round trips on a 2-core machine.
  test.slow();
  const name = `Dialog folder ${Date.now()}`;
  await page.goto("/admin/documents");
  await page.getByRole("button", { name: "Manage folders" }).click();
  const dialog = page.getByRole("dialog", { name: "Folders" });
  await dialog.getByRole("button", { name: "Create Folder" }).click();
  await expect(dialog.getByText("Please enter a folder name and slug").first()).toBeVisible();
  await dialog.getByLabel("Name").fill(name);
  await expect(dialog.getByLabel("Slug")).toHaveValue(name.toLowerCase().replace(/ /g, "-"));
  await dialog.getByRole("button", { name: "Create Folder" }).click();
  await expect(page.getByText("Folder created successfully!")).toBeVisible();

  await dialog.getByRole("button", { name: `Edit ${name}` }).click();
  await expect(dialog.getByRole("button", { name: "Cancel Edit" })).toBeVisible();
  await dialog.getByLabel("Name").fill(`${name} 2`);
  await dialog.getByRole("button", { name: "Update Folder" }).click();
  await expect(page.getByText("Folder updated successfully!")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Create Folder" })).toBeVisible();

  await dialog.getByRole("button", { name: "Delete Salvation" }).click();
  await expect(
    page.getByText("Cannot delete a folder that contains documents. Move or delete the documents first."),
  ).toBeVisible();

  await dialog.getByRole("button", { name: `Delete ${name} 2` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Folder deleted successfully!")).toBeVisible();
  await expect(dialog.getByText(`${name} 2`)).toHaveCount(0);
});
