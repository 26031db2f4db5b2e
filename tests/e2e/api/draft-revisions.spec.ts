// A stale save never overwrites a draft (docs/decisions/016). The draft answers carry a
// revision (and an ETag); a PUT or DELETE with an If-Match naming an older one writes nothing and
// answers 412 with the current state; without If-Match a save is unchecked, as before.
import { type APIResponse } from "@playwright/test";
import { expect, test, type RoleContexts } from "../support/fixtures";
import { createTestBooklet, deleteTestBooklet, uniqueTitle } from "../support/booklets";

const CHANGED = "This draft was changed by someone else since you opened it.";
type State = { revision: string | null; snapshot: { title: string; pages: { content: string }[] } };

const draftPath = (id: number) => `/api/content/booklet/${id}/draft`;
const stateOf = async (as: RoleContexts, id: number): Promise<State> =>
  (await (await as.editor.get(draftPath(id))).json()) as State;
const put = (as: RoleContexts, id: number, snapshot: State["snapshot"], ifMatch?: string) =>
  as.editor.put(draftPath(id), { data: snapshot, headers: ifMatch === undefined ? {} : { "If-Match": ifMatch } });

async function expectRefused(response: APIResponse, current: { revision: string | null; title: string }) {
  expect(response.status(), await response.text()).toBe(412);
  const body = (await response.json()) as { message: string; current: State & { canPublish: boolean } };
  expect(body.message).toBe(CHANGED);
  expect(body.current).toMatchObject({ revision: current.revision, snapshot: { title: current.title } });
  expect(body.current.canPublish).toBe(true);
}

test("a save naming a stale revision is refused with the current state; the current revision saves", async ({ as }) => {
  const title = uniqueTitle("Revisions");
  const { id } = await createTestBooklet(as.editor, { title }, [{ title: "One", content: "First page" }]);
  try {
    const response = await as.editor.get(draftPath(id));
    const opened = (await response.json()) as State;
    // No draft: the live item is the base, named by a digest of it.
    expect(opened.revision).toMatch(/^live\.[0-9a-f]{20}$/);
    expect(response.headers()["etag"]).toBe(`"${opened.revision}"`);

    // Two editors opened the booklet with no draft; the first save lands.
    const first = await put(as, id, { ...opened.snapshot, title: `${title} A` }, '"none"');
    expect(first.status(), await first.text()).toBe(200);
    const saved = (await first.json()) as State;
    expect(saved.revision).toMatch(/^\d+\.\d+$/);
    expect(first.headers()["etag"]).toBe(`"${saved.revision}"`);

    // The second, built on the same opening, is refused and learns the current draft.
    await expectRefused(await put(as, id, { ...opened.snapshot, title: `${title} B` }, '"none"'), {
      revision: saved.revision,
      title: `${title} A`,
    });
    expect((await stateOf(as, id)).snapshot.title).toBe(`${title} A`);

    // Re-applied on the current draft (unquoted revision accepted), it lands; the old revision is stale now.
    const second = await put(as, id, { ...saved.snapshot, title: `${title} B` }, saved.revision!);
    expect(second.status(), await second.text()).toBe(200);
    const next = (await second.json()) as State;
    expect(next.revision).not.toBe(saved.revision);
    await expectRefused(await put(as, id, { ...saved.snapshot, title: `${title} C` }, `"${saved.revision}"`), {
      revision: next.revision,
      title: `${title} B`,
    });

    // Without If-Match (a spec client, a script) the save is unchecked, as before.
    const unchecked = await put(as, id, { ...saved.snapshot, title: `${title} D` });
    expect(unchecked.status()).toBe(200);
    expect((await unchecked.json()).snapshot.title).toBe(`${title} D`);
  } finally {
    await deleteTestBooklet(as.editor, id);
  }
});

test("with no draft, a first save built on a live item a spec client changed since is refused", async ({ as }) => {
  const title = uniqueTitle("Live base");
  const { id } = await createTestBooklet(as.editor, { title }, [{ title: "One", content: "First page" }]);
  try {
    const opened = await stateOf(as, id);
    expect((await as.admin.patch(`/api/booklets/${id}`, { data: { title: `${title} by API` } })).status()).toBe(200);
    const edited = { ...opened.snapshot, pages: [{ ...opened.snapshot.pages[0], content: "<p>Draft page</p>" }] };
    const refused = await put(as, id, edited, `"${opened.revision}"`);
    expect(refused.status()).toBe(412);
    const { current } = (await refused.json()) as { current: State };
    expect(current.snapshot.title).toBe(`${title} by API`);
    expect(current.revision).not.toBe(opened.revision);
    const saved = await put(as, id, { ...current.snapshot, pages: edited.pages }, `"${current.revision}"`);
    expect(saved.status()).toBe(200);
    expect((await saved.json()).snapshot).toMatchObject({
      title: `${title} by API`,
      pages: [{ content: "<p>Draft page</p>" }],
    });
  } finally {
    await deleteTestBooklet(as.editor, id);
  }
});

test("a spec client's change merged into the draft moves its revision; discard checks it too", async ({ as }) => {
  const title = uniqueTitle("Merged");
  const { id } = await createTestBooklet(as.editor, { title }, [{ title: "One", content: "First page" }]);
  try {
    const opened = await stateOf(as, id);
    const edited = { ...opened.snapshot, pages: [{ ...opened.snapshot.pages[0], content: "<p>Draft page</p>" }] };
    const saved = (await (await put(as, id, edited, '"none"')).json()) as State;

    const patched = await as.admin.patch(`/api/booklets/${id}`, { data: { title: `${title} by API` } });
    expect(patched.status()).toBe(200);
    const merged = await stateOf(as, id);
    expect(merged.snapshot.title).toBe(`${title} by API`);
    expect(merged.revision).not.toBe(saved.revision);

    await expectRefused(await put(as, id, edited, `"${saved.revision}"`), {
      revision: merged.revision,
      title: `${title} by API`,
    });

    const staleDiscard = await as.editor.delete(draftPath(id), { headers: { "If-Match": `"${saved.revision}"` } });
    await expectRefused(staleDiscard, { revision: merged.revision, title: `${title} by API` });
    const discard = await as.editor.delete(draftPath(id), { headers: { "If-Match": `"${merged.revision}"` } });
    expect(discard.status()).toBe(200);
    expect((await discard.json()).revision).toMatch(/^live\./);
  } finally {
    await deleteTestBooklet(as.editor, id);
  }
});

test("an unreadable If-Match is a 412, never a 500, and writes nothing", async ({ as }) => {
  const title = uniqueTitle("Garbage");
  const { id } = await createTestBooklet(as.editor, { title }, [{ title: "One", content: "First page" }]);
  try {
    const opened = await stateOf(as, id);
    const saved = (await (await put(as, id, { ...opened.snapshot, title: `${title} kept` }, "none")).json()) as State;
    const garbage = ["*", "garbage", 'W/"1.1"', `"${saved.revision}", "1.1"`, "1.1.1", "-1.1", "x".repeat(5000)];
    for (const value of garbage) {
      const response = await put(as, id, { ...opened.snapshot, title: `${title} lost` }, value);
      expect(response.status(), value.slice(0, 40)).toBe(412);
      const discard = await as.editor.delete(draftPath(id), { headers: { "If-Match": value } });
      expect(discard.status(), value.slice(0, 40)).toBe(412);
    }
    expect(await stateOf(as, id)).toMatchObject({ revision: saved.revision, snapshot: { title: `${title} kept` } });
  } finally {
    await deleteTestBooklet(as.editor, id);
  }
});

test("role and input checks come before the revision check", async ({ as }) => {
  const title = uniqueTitle("Roles");
  const { id } = await createTestBooklet(as.editor, { title }, [{ title: "One", content: "First page" }]);
  try {
    const { snapshot } = await stateOf(as, id);
    const headers = { "If-Match": '"1.1"' };
    expect((await as.anonymous.put(draftPath(id), { data: snapshot, headers })).status()).toBe(401);
    expect((await as.pending.put(draftPath(id), { data: snapshot, headers })).status()).toBe(403);
    expect((await as.pending.delete(draftPath(id), { headers })).status()).toBe(403);
    // The book is admin-only: an editor is refused before any revision is compared.
    const bookPage = (await (await as.anonymous.get("/api/flipbook/search?pageNumber=7")).json())[0].id as number;
    const book = `/api/content/book-page/${bookPage}/draft`;
    expect(
      (await as.editor.put(book, { data: { title: "x", content: "<p>x</p>", popovers: [] }, headers })).status(),
    ).toBe(403);
    expect((await as.editor.delete(book, { headers })).status()).toBe(403);
    // An invalid snapshot is a 400 whatever the revision.
    expect((await as.editor.put(draftPath(id), { data: { ...snapshot, title: "" }, headers })).status()).toBe(400);
    expect((await stateOf(as, id)).revision).toMatch(/^live\./);
  } finally {
    await deleteTestBooklet(as.editor, id);
  }
});

test("publish and schedule with If-Match take only the draft the admin reviewed: an editor's later save makes them 412", async ({
  as,
}) => {
  const title = uniqueTitle("Reviewed");
  const { id } = await createTestBooklet(as.editor, { title }, [{ title: "One", content: "First page" }]);
  try {
    const opened = await stateOf(as, id);
    const saved = (await (await put(as, id, { ...opened.snapshot, title: `${title} reviewed` })).json()) as State;
    // The admin opens the review; an editor saves meanwhile.
    await put(as, id, { ...saved.snapshot, title: `${title} swapped` });
    const base = `/api/content/booklet/${id}`;
    const stale = { "If-Match": `"${saved.revision}"` };
    const schedule = await as.admin.put(`${base}/schedule`, {
      data: { publishAt: new Date(Date.now() + 86_400_000).toISOString() },
      headers: stale,
    });
    await expectRefused(schedule, { revision: (await stateOf(as, id)).revision, title: `${title} swapped` });
    const publish = await as.admin.post(`${base}/publish`, { data: { note: "approved" }, headers: stale });
    expect(publish.status(), await publish.text()).toBe(412);
    const live = (await (await as.anonymous.get(`/api/booklets/${id}`)).json()) as { title: string };
    expect(live.title).toBe(title);
    // Naming what is there now, it goes through.
    const current = (await stateOf(as, id)).revision!;
    const published = await as.admin.post(`${base}/publish`, {
      data: { note: "ok" },
      headers: { "If-Match": `"${current}"` },
    });
    expect(published.status(), await published.text()).toBe(200);
    expect((await published.json()).title).toBe(`${title} swapped`);
  } finally {
    await deleteTestBooklet(as.editor, id);
  }
});
