// Drafts never reach visitors through any public endpoint, the chatbot or the sitemap;
// the workflow routes check roles and input; publishing can be restricted to admins; every step
// is in the audit trail.
import { expect, test, type RoleContexts } from "../support/fixtures";
import { freshIp } from "../support/accounts";
import { createTestBooklet, deleteTestBooklet, uniqueTitle } from "../support/booklets";
import { newSessionId } from "../support/chat";

type Snapshot = {
  title: string;
  description: string | null;
  imageUrl: string | null;
  pages: {
    key: string;
    id?: number;
    title: string;
    content: string;
    imageUrl: string | null;
    pageNumber: number | null;
    popovers: { key: string; id?: number; title: string; content: string }[];
  }[];
};

const draftOf = async (as: RoleContexts, id: number): Promise<Snapshot> =>
  (await (await as.editor.get(`/api/content/booklet/${id}/draft`)).json()).snapshot;
const saveDraft = async (as: RoleContexts, id: number, snapshot: Snapshot) => {
  const response = await as.editor.put(`/api/content/booklet/${id}/draft`, { data: snapshot });
  expect(response.status(), await response.text()).toBe(200);
};

const ask = async (as: RoleContexts, question: string) => {
  const response = await as.anonymous.post("/api/chatbot/message", {
    data: { question, sessionId: newSessionId(), generateAudio: false, voice: "nova", targetLanguage: "" },
    headers: { "X-Forwarded-For": freshIp() },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data.message as { answer: string; sources: { url: string }[] };
};

/** Every public way to read a booklet (the sitemap lists its address), each answering whether `text` shows. */
async function publicReads(as: RoleContexts, id: number, pageIds: number[], text: string) {
  const shows = async (url: string, needle = text) => (await (await as.anonymous.get(url)).text()).includes(needle);
  const reads = [
    await shows("/api/booklets"),
    await shows(`/api/booklets/${id}`),
    await shows(`/api/booklets/${id}/pages`),
    await shows("/sitemap.xml", `/booklets/${id}</loc>`),
    await shows(`/booklets/${id}`),
  ];
  for (const pageId of pageIds)
    reads.push(await shows(`/api/booklet-pages/${pageId}`), await shows(`/api/booklet-pages/${pageId}/popovers`));
  return reads;
}

test("a new booklet's draft reaches no public endpoint, the sitemap or the chatbot until it is published", async ({
  as,
}) => {
  const title = uniqueTitle("Draft only");
  const word = `Quintessa${Date.now().toString(36)}`;
  const created = await as.editor.post("/api/booklets", { data: { title } });
  const { id } = await created.json();
  try {
    const snapshot = await draftOf(as, id);
    expect(snapshot).toEqual({ title, description: null, imageUrl: null, pages: [] });
    await saveDraft(as, id, {
      ...snapshot,
      pages: [
        {
          key: "n1",
          title: "The skiff",
          content: `<p>Zorbaquel the ferryman sailed a vermilion skiff named ${word} across the lake.</p>`,
          imageUrl: null,
          pageNumber: null,
          popovers: [{ key: "m1", title: "Popover", content: `<p>${word} popover</p>` }],
        },
      ],
    });
    expect(await publicReads(as, id, [], title)).toEqual([false, false, false, false, false]);
    expect((await as.anonymous.get(`/api/booklets/${id}`)).status()).toBe(404);
    const before = await ask(as, `What was the name of the vermilion skiff Zorbaquel sailed?`);
    expect(before.answer).not.toContain(word);
    expect(before.sources.map((source) => source.url)).not.toContain(`/booklets/${id}?page=1`);

    const published = await as.editor.post(`/api/content/booklet/${id}/publish`, { data: { note: "First publish" } });
    expect(published.status()).toBe(200);
    expect(await published.json()).toMatchObject({ title, pages: 1, published: true });
    const pageIds = (await (await as.anonymous.get(`/api/booklets/${id}/pages`)).json()).map(
      (page: { id: number }) => page.id,
    );
    // The reader's address follows within the proxy's few seconds of memory (lib/booklets/reader-gate.ts).
    await expect
      .poll(() => publicReads(as, id, [], title), { timeout: 15_000 })
      .toEqual([true, true, false, true, true]);
    expect((await publicReads(as, id, pageIds, word)).slice(5)).toEqual([true, true]);
    // Asked in other words, so no answer kept from the first question can stand in.
    const after = await ask(as, `Which vermilion skiff did Zorbaquel the ferryman sail across the lake?`);
    expect(after.answer).toContain(word);

    // An edit waits in the draft; visitors keep the published text.
    const edited = await draftOf(as, id);
    edited.pages[0].content = `<p>Draft-only sentence ${word}X about a golden oar.</p>`;
    edited.pages[0].popovers[0].content = `<p>${word}Y secret popover</p>`;
    await saveDraft(as, id, edited);
    // Only the sitemap entry (the published booklet's address) is there; no draft text anywhere.
    const onlySitemap = [false, false, false, true, false, ...pageIds.flatMap(() => [false, false])];
    expect(await publicReads(as, id, pageIds, `${word}X`)).toEqual(onlySitemap);
    expect(await publicReads(as, id, pageIds, `${word}Y`)).toEqual(onlySitemap);
    expect((await ask(as, "Tell me about the golden oar")).answer).not.toContain(`${word}X`);

    // Unpublished: gone from every public read, nothing deleted.
    expect((await as.editor.post(`/api/content/booklet/${id}/unpublish`)).status()).toBe(200);
    await expect
      .poll(() => publicReads(as, id, pageIds, title), { timeout: 15_000 })
      .toEqual(new Array(5 + pageIds.length * 2).fill(false));
    expect((await ask(as, `Name the skiff that Zorbaquel the ferryman sailed, please`)).answer).not.toContain(word);
    expect(await (await as.editor.get(`/api/booklets/${id}/pages`)).json()).toHaveLength(1);
  } finally {
    await deleteTestBooklet(as.editor, id);
  }
});

test("a booklet cannot be published without a page", async ({ as }) => {
  const { id } = await createTestBooklet(as.editor, { title: uniqueTitle("No pages") });
  try {
    const response = await as.editor.post(`/api/content/booklet/${id}/publish`, { data: { note: "" } });
    expect(response.status()).toBe(400);
    expect((await response.json()).message).toBe("A booklet needs at least one page before it can be published.");
  } finally {
    await deleteTestBooklet(as.editor, id);
  }
});

test("the workflow routes check the role and the input", async ({ as }) => {
  const { id } = await createTestBooklet(as.editor, { title: uniqueTitle("Guarded") }, [{ title: "One" }]);
  try {
    const routes: [string, string, unknown?][] = [
      ["GET", `/api/content/booklet/${id}/draft`],
      ["PUT", `/api/content/booklet/${id}/draft`, { title: "x", pages: [] }],
      ["DELETE", `/api/content/booklet/${id}/draft`],
      ["POST", `/api/content/booklet/${id}/publish`, { note: "" }],
      ["POST", `/api/content/booklet/${id}/unpublish`],
      ["POST", `/api/content/booklet/${id}/submit`, { note: "" }],
      ["PUT", `/api/content/booklet/${id}/schedule`, { publishAt: null }],
      ["GET", `/api/content/booklet/${id}/versions`],
      ["GET", "/api/content/reviews"],
    ];
    for (const [method, url, data] of routes) {
      expect((await as.anonymous.fetch(url, { method, data })).status(), `${method} ${url}`).toBe(401);
      expect((await as.pending.fetch(url, { method, data })).status(), `${method} ${url}`).toBe(403);
    }
    expect((await as.editor.get("/api/content/reviews")).status()).toBe(403);
    expect((await as.editor.get("/api/content/page/1/draft")).status()).toBe(404);
    expect((await as.editor.get("/api/content/booklet/0x1/draft")).status()).toBe(404);
    expect((await as.editor.get("/api/content/booklet/99999999/draft")).status()).toBe(404);

    const bad = async (data: unknown) => (await as.editor.put(`/api/content/booklet/${id}/draft`, { data })).status();
    expect(await bad({ title: "", pages: [] })).toBe(400);
    expect(await bad({ title: "x", pages: [{ key: "a b", title: "t", content: "", popovers: [] }] })).toBe(400);
    expect(
      await bad({
        title: "x",
        pages: [
          { key: "a", title: "t", content: "", popovers: [] },
          { key: "a", title: "u", content: "", popovers: [] },
        ],
      }),
    ).toBe(400);
    expect(
      await bad({ title: "x", pages: [{ key: "a", title: "t", content: "x".repeat(200_001), popovers: [] }] }),
    ).toBe(400);
    expect(await bad({ title: "x", pages: "nope" })).toBe(400);
    expect(
      (await as.editor.post(`/api/content/booklet/${id}/publish`, { data: { note: "n".repeat(301) } })).status(),
    ).toBe(400);
    expect(
      (await as.editor.put(`/api/content/booklet/${id}/schedule`, { data: { publishAt: "tomorrow" } })).status(),
    ).toBe(400);
    expect((await as.editor.get(`/api/content/booklet/${id}/versions/99999999`)).status()).toBe(404);
    // Scheduling and submitting need a draft.
    expect(
      (
        await as.editor.put(`/api/content/booklet/${id}/schedule`, {
          data: { publishAt: new Date(Date.now() + 3600_000).toISOString() },
        })
      ).status(),
    ).toBe(404);

    // Stored draft HTML is sanitised on write.
    const snapshot = await draftOf(as, id);
    snapshot.pages[0].content = `<p onclick="x()">Safe</p><script>alert(1)</script>`;
    await saveDraft(as, id, snapshot);
    expect((await draftOf(as, id)).pages[0].content).toBe("<p>Safe</p>");
  } finally {
    await deleteTestBooklet(as.editor, id);
  }
});

test("with publishing restricted to admins, an editor submits for review and an admin sees it and publishes", async ({
  as,
}) => {
  const settings: { id: number; name: string }[] = await (await as.admin.get("/api/settings")).json();
  const setting = settings.find((row) => row.name === "publishing_restricted_to_admins")!;
  expect(setting).toBeDefined();
  const { id } = await createTestBooklet(as.editor, { title: uniqueTitle("Reviewed") }, [{ title: "One" }]);
  await as.admin.patch(`/api/settings/${setting.id}`, { data: { ...setting, value: "true" } });
  try {
    const snapshot = await draftOf(as, id);
    snapshot.pages[0].content = "<p>Changed by a restricted editor</p>";
    await saveDraft(as, id, snapshot);
    const state = await (await as.editor.get(`/api/content/booklet/${id}/draft`)).json();
    expect(state).toMatchObject({ canPublish: false, publishingRestricted: true });
    expect((await as.editor.post(`/api/content/booklet/${id}/publish`, { data: { note: "" } })).status()).toBe(403);
    expect((await as.editor.post(`/api/content/booklet/${id}/unpublish`)).status()).toBe(403);
    expect(
      (await as.editor.post(`/api/content/booklet/${id}/submit`, { data: { note: "Please check" } })).status(),
    ).toBe(200);

    const reviews: { entityId: number; submittedByName: string; submitNote: string }[] = await (
      await as.admin.get("/api/content/reviews")
    ).json();
    expect(reviews.find((review) => review.entityId === id)).toMatchObject({ submitNote: "Please check" });
    expect((await as.admin.post(`/api/content/booklet/${id}/publish`, { data: { note: "Reviewed" } })).status()).toBe(
      200,
    );
    expect((await (await as.anonymous.get(`/api/booklets/${id}/pages`)).json())[0].content).toBe(
      "<p>Changed by a restricted editor</p>",
    );
    expect(
      ((await (await as.admin.get("/api/content/reviews")).json()) as { entityId: number }[]).some(
        (review) => review.entityId === id,
      ),
    ).toBe(false);
  } finally {
    await as.admin.patch(`/api/settings/${setting.id}`, { data: { ...setting, value: "false" } });
    await deleteTestBooklet(as.editor, id);
  }
});

test("publish, schedule, submit, restore and unpublish are each in the audit trail", async ({ as }) => {
  const { id } = await createTestBooklet(as.editor, { title: uniqueTitle("Audited") }, [
    { title: "One", content: "v1" },
  ]);
  try {
    const snapshot = await draftOf(as, id);
    snapshot.pages[0].content = "v2";
    await saveDraft(as, id, snapshot);
    expect(
      (
        await as.editor.put(`/api/content/booklet/${id}/schedule`, {
          data: { publishAt: new Date(Date.now() + 86_400_000).toISOString() },
        })
      ).status(),
    ).toBe(200);
    expect((await as.editor.post(`/api/content/booklet/${id}/submit`, { data: { note: "" } })).status()).toBe(200);
    expect((await as.editor.post(`/api/content/booklet/${id}/publish`, { data: { note: "second" } })).status()).toBe(
      200,
    );
    const versions: { id: number; note: string }[] = await (
      await as.editor.get(`/api/content/booklet/${id}/versions`)
    ).json();
    expect(versions.map((version) => version.note)).toEqual(["second", ""]);
    const restored = await as.editor.post(`/api/content/booklet/${id}/versions/${versions[1].id}/restore`);
    expect((await restored.json()).snapshot.pages[0].content).toBe("<p>v1</p>");
    expect((await (await as.anonymous.get(`/api/booklets/${id}/pages`)).json())[0].content).toBe("<p>v2</p>");
    expect((await as.editor.post(`/api/content/booklet/${id}/unpublish`)).status()).toBe(200);

    const entries: { action: string; entityType: string; entityId: number; actorName: string }[] = (
      await (await as.admin.get(`/api/activity?entityType=booklet`)).json()
    ).items.filter((entry: { entityId: number }) => entry.entityId === id);
    const actions = entries.map((entry) => entry.action);
    for (const action of ["update", "schedule", "submit", "publish", "restore", "unpublish"])
      expect(actions, action).toContain(action);
  } finally {
    await deleteTestBooklet(as.editor, id);
  }
});
