import { expect, test } from "@playwright/test";
import { storageStatePath } from "../support/accounts";
import { openTab } from "../support/site";

// A human translation an admin entered shows on a book page, on a server
// with no translation provider, in the server's first HTML.

test("a human translation of a book page is what visitors of that language read", async ({ browser, baseURL }) => {
  const stamp = Date.now();
  const title = `Qui vous êtes vraiment ${stamp}`;
  const body = `Traduction humaine de la couverture ${stamp}.`;

  const admin = await browser.newContext({ baseURL, storageState: storageStatePath("admin") });
  const page = await admin.newPage();
  await page.goto("/admin/translations");
  await openTab(page, "Site content");
  await page.getByRole("combobox", { name: "Language" }).click();
  await page.getByRole("option", { name: "French", exact: true }).click();
  await page.getByRole("combobox", { name: "Part of the site" }).click();
  await page.getByRole("option", { name: "Interactive book" }).click();

  await page.getByRole("button", { name: "Add a French translation of “Book page 1 · title”" }).click();
  await page.getByRole("dialog").getByLabel("Translation").fill(title);
  await page.getByRole("dialog").getByRole("button", { name: "Save translation" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();

  await page.getByRole("button", { name: "Add a French translation of “Book page 1 · text”" }).click();
  const field = page.getByRole("dialog").getByLabel("Translation");
  await expect(field).toHaveValue(/<h1>Who You Really Are<\/h1>/);
  await field.fill(`<div class="cover"><h1>${title}</h1><p>${body}</p><script>alert(1)</script></div>`);
  await page.getByRole("dialog").getByRole("button", { name: "Save translation" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(page.getByRole("row", { name: /Book page 1 · text/ }).getByText("Human")).toBeVisible();

  const visitor = await browser.newContext({ baseURL });
  await visitor.addCookies([{ name: "preferredLanguage", value: "fr", url: baseURL! }]);
  const reader = await visitor.newPage();
  // Part of the server's HTML: no request is made to translate it.
  const translateCalls: string[] = [];
  reader.on("request", (r) => r.url().includes("/translate") && translateCalls.push(r.url()));
  const html = await (await reader.goto("/flipbook?page=1"))!.text();
  expect(html).toContain(body);
  await expect(reader.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(reader.getByText(body)).toBeVisible();
  await expect(reader.getByRole("article", { name: `Page 1 : ${title}` })).toBeVisible();
  expect(await reader.content()).not.toContain("alert(1)");
  expect(translateCalls).toEqual([]);
  // Other languages keep the original.
  await visitor.addCookies([{ name: "preferredLanguage", value: "es", url: baseURL! }]);
  await reader.goto("/flipbook?page=1");
  await expect(reader.getByRole("heading", { level: 1, name: "Who You Really Are", exact: true })).toBeVisible();

  // Clean up: the stored rows of this test.
  const rows = (await (await admin.request.get(`/api/translations?language=fr&q=${stamp}`)).json()).items as {
    id: number;
  }[];
  expect(rows).toHaveLength(2);
  for (const row of rows) expect((await admin.request.delete(`/api/translations/${row.id}`)).status()).toBe(200);
  await visitor.close();
  await admin.close();
});
