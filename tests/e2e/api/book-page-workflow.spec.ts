// Book pages: a draft of a book page (text and popovers) never reaches the public book
// API, the public /flipbook page, the chatbot or the sitemap until it is published; only admins
// edit the book's drafts (like its live write routes); each step is in the audit trail.
import { expect, test, type RoleContexts } from "../support/fixtures";
import { freshIp } from "../support/accounts";
import { newSessionId } from "../support/chat";

test.afterAll(async ({ as: { admin } }) => {
  await admin.post("/api/flipbook/reset-and-import");
});

type Popover = { key: string; id?: number; title: string; content: string | null; position: { x: number; y: number } };
type Snapshot = { title: string; content: string; popovers: Popover[] };

const PAGE_NUMBER = 7;
const pageId = async (as: RoleContexts) =>
  (await (await as.anonymous.get(`/api/flipbook/search?pageNumber=${PAGE_NUMBER}`)).json())[0].id as number;
const draftPath = (id: number) => `/api/content/book-page/${id}/draft`;

const ask = async (as: RoleContexts, question: string) => {
  const response = await as.anonymous.post("/api/chatbot/message", {
    data: { question, sessionId: newSessionId(), generateAudio: false, voice: "nova", targetLanguage: "" },
    headers: { "X-Forwarded-For": freshIp() },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data.message as { answer: string };
};

/** Every public way to read a book page, each answering whether `text` shows. */
async function publicReads(as: RoleContexts, id: number, text: string) {
  const shows = async (url: string) => (await (await as.anonymous.get(url)).text()).includes(text);
  return [
    await shows("/api/flipbook/pages"),
    await shows(`/api/flipbook/pages/${id}`),
    await shows(`/api/flipbook/search?pageNumber=${PAGE_NUMBER}`),
    await shows(`/api/flipbook/popovers?pageId=${id}`),
    await shows(`/flipbook?page=${PAGE_NUMBER}`),
    await shows("/sitemap.xml"),
  ];
}

test("a book page's draft reaches no public endpoint, page, sitemap or the chatbot until it is published", async ({
  as,
}) => {
  const id = await pageId(as);
  const word = `Vorlandix${Date.now().toString(36)}`;
  const { snapshot } = (await (await as.admin.get(draftPath(id))).json()) as { snapshot: Snapshot };
  const draft: Snapshot = {
    ...snapshot,
    content: `<p>The lighthouse keeper Brannoch kept a lantern named ${word} burning all winter.</p>`,
    popovers: [
      ...snapshot.popovers,
      { key: "n1", title: `${word} note`, content: `<p>${word} popover</p>`, position: { x: 5, y: 5 } },
    ],
  };
  const saved = await as.admin.put(draftPath(id), { data: draft });
  expect(saved.status(), await saved.text()).toBe(200);
  expect(await publicReads(as, id, word)).toEqual([false, false, false, false, false, false]);
  expect((await ask(as, "What was the name of the lantern the lighthouse keeper Brannoch kept?")).answer).not.toContain(
    word,
  );

  const published = await as.admin.post(`/api/content/book-page/${id}/publish`, { data: { note: "Lantern" } });
  expect(published.status(), await published.text()).toBe(200);
  expect(await published.json()).toMatchObject({ title: snapshot.title, pageNumber: PAGE_NUMBER, published: true });
  await expect
    .poll(() => publicReads(as, id, word), { timeout: 15_000 })
    .toEqual([true, true, true, true, true, false]);
  expect((await ask(as, "Which lantern did Brannoch the lighthouse keeper keep burning?")).answer).toContain(word);

  // An edit waits in the draft.
  const next = { ...draft, content: `<p>Draft-only ${word}Q about a silver bell.</p>` };
  expect((await as.admin.put(draftPath(id), { data: next })).status()).toBe(200);
  expect(await publicReads(as, id, `${word}Q`)).toEqual([false, false, false, false, false, false]);
  expect((await ask(as, "Tell me about the silver bell")).answer).not.toContain(`${word}Q`);

  // A book page stays in the book: no unpublish.
  const unpublish = await as.admin.post(`/api/content/book-page/${id}/unpublish`);
  expect(unpublish.status()).toBe(400);

  const entries: { action: string; entityId: number }[] = (
    await (await as.admin.get(`/api/activity?entityType=${encodeURIComponent("book page")}`)).json()
  ).items;
  const mine = entries.filter((entry) => entry.entityId === id).map((entry) => entry.action);
  expect(mine).toContain("publish");
  expect(mine.filter((action) => action === "update").length).toBeGreaterThanOrEqual(2);
  expect((await as.admin.delete(draftPath(id))).status()).toBe(200);
});

test("only admins edit the book's drafts; input is checked and ids matched exactly", async ({ as }) => {
  const id = await pageId(as);
  const { snapshot } = (await (await as.admin.get(draftPath(id))).json()) as { snapshot: Snapshot };
  for (const [method, path] of [
    ["get", draftPath(id)],
    ["put", draftPath(id)],
    ["delete", draftPath(id)],
    ["post", `/api/content/book-page/${id}/publish`],
    ["get", `/api/content/book-page/${id}/versions`],
  ] as const) {
    const response = await as.editor[method](path, method === "put" ? { data: snapshot } : undefined);
    expect(response.status(), `${method} ${path}`).toBe(403);
    expect((await as.anonymous[method](path, method === "put" ? { data: snapshot } : undefined)).status()).toBe(401);
  }
  const bad = async (data: unknown) => (await as.admin.put(draftPath(id), { data })).status();
  expect(await bad({ ...snapshot, content: "x".repeat(200_001) })).toBe(400);
  expect(
    await bad({ ...snapshot, popovers: [{ key: "n1", title: "", content: null, position: { x: 1, y: 1 } }] }),
  ).toBe(400);
  expect(await bad({ ...snapshot, popovers: "nope" })).toBe(400);
  expect(await bad({ title: "t" })).toBe(400);
  expect((await as.admin.get(`/api/content/book-page/${id}x/draft`)).status()).toBe(404);
  expect((await as.admin.get("/api/content/book-page/99999999/draft")).status()).toBe(404);
  expect((await as.admin.get(`/api/content/book-pages/${id}/draft`)).status()).toBe(404);
  const preview = await as.anonymous.get(`/admin/preview/book/${id}?lang=es`, { maxRedirects: 0 });
  expect([302, 303, 307, 308]).toContain(preview.status());
});

test("every book page starts its history with an initial version (seeded, or created by reset-and-import)", async ({
  as,
}) => {
  const pages: { id: number }[] = await (await as.anonymous.get("/api/flipbook/pages")).json();
  expect(pages.length).toBeGreaterThan(0);
  for (const page of pages) {
    const versions: { note: string }[] = await (
      await as.admin.get(`/api/content/book-page/${page.id}/versions`)
    ).json();
    expect(versions.at(-1)?.note, `page ${page.id}`).toMatch(/^(Sample book page|Initial version)/);
  }
});
