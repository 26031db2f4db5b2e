// "Every live change keeps a version" (docs/decisions/016): a spec client's write through
// the book's and the booklets' live routes answers as the spec says and shows up in the item's
// version history, by that client's user; an open draft keeps its own edits.
import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { ACCOUNTS } from "../support/accounts";

test.afterAll(async ({ as: { admin } }) => {
  await admin.post("/api/flipbook/reset-and-import");
});

type Version = { id: number; note: string; publishedByName: string };
const NOTE = "Changed through the API";
const versions = async (client: APIRequestContext, path: string): Promise<Version[]> => {
  const response = await client.get(`${path}/versions`);
  expect(response.status()).toBe(200);
  return response.json();
};

test("a spec client's PATCH of a book page is kept as a version; the same PATCH again is not", async ({ as }) => {
  const page = (await (await as.admin.get("/api/flipbook/search?pageNumber=12")).json())[0] as { id: number };
  const content = `<p>Changed by a spec client ${Date.now().toString(36)}</p>`;
  const item = `/api/content/book-page/${page.id}`;
  const before = await versions(as.admin, item);

  // An open draft with its own edit, left by the book's editor.
  const { snapshot } = await (await as.admin.get(`${item}/draft`)).json();
  const draftContent = "<p>The draft's own text</p>";
  expect((await as.admin.put(`${item}/draft`, { data: { ...snapshot, content: draftContent } })).status()).toBe(200);

  const patched = await as.admin.patch(`/api/flipbook/pages/${page.id}`, { data: { content } });
  expect(patched.status()).toBe(200);
  expect(await patched.json()).toMatchObject({ id: page.id, pageNumber: 12, content });

  const after = await versions(as.admin, item);
  expect(after).toHaveLength(before.length + 1);
  expect(after[0]).toMatchObject({ note: NOTE, publishedByName: ACCOUNTS.admin.username });
  expect((await as.admin.get(`${item}/versions/${after[0].id}`)).status()).toBe(200);
  expect((await (await as.admin.get(`${item}/draft`)).json()).snapshot.content).toBe(draftContent);

  expect((await as.admin.patch(`/api/flipbook/pages/${page.id}`, { data: { content } })).status()).toBe(200);
  expect(await versions(as.admin, item)).toHaveLength(after.length);
  expect((await as.admin.delete(`${item}/draft`)).status()).toBe(200);
});

test("an editor's PATCH of a published booklet is kept in its history; an unpublished one keeps none", async ({
  as,
}) => {
  const created = await as.editor.post("/api/booklets", { data: { title: `History ${Date.now()}` } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const item = `/api/content/booklet/${id}`;
  try {
    expect((await as.editor.post(`/api/booklets/${id}/pages`, { data: { title: "One", content: "x" } })).status()).toBe(
      201,
    );
    expect(await versions(as.editor, item)).toEqual([]);
    expect((await as.editor.post(`${item}/publish`, { data: { note: "First" } })).status()).toBe(200);

    const renamed = await as.editor.patch(`/api/booklets/${id}`, { data: { title: "Renamed through the API" } });
    expect(renamed.status()).toBe(200);
    expect(await renamed.json()).toMatchObject({ id, title: "Renamed through the API", totalPages: 1 });
    const history = await versions(as.editor, item);
    expect(history.map((version) => [version.note, version.publishedByName])).toEqual([
      [NOTE, ACCOUNTS.editor.username],
      ["First", ACCOUNTS.editor.username],
    ]);
  } finally {
    await as.editor.delete(`/api/booklets/${id}`);
  }
});
