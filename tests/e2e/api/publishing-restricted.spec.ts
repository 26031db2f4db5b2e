// "Only admins publish" holds on every write route that changes what visitors see: with the
// setting on, an editor gets 403 and nothing changes; an admin's call goes through; with it off an
// editor's does too, as before. Unpublished booklets stay editable by editors.
import { type APIRequestContext, type APIResponse } from "@playwright/test";
import { expect, test, type RoleContexts } from "../support/fixtures";
import { apiInventory } from "../support/api-inventory";
import { createTestBooklet, deleteTestBooklet, uniqueTitle } from "../support/booklets";
import { form } from "../../support/files";

test.afterAll(async ({ as }) => {
  await setRestricted(as, false);
  await as.admin.delete(`/api/documents/${documentId}`);
  await as.admin.delete(`/api/categories/${folderId}`);
});

type Fixture = {
  bookletId: number;
  pageIds: number[];
  popoverIds: number[];
  questionId: number;
  translationId: number;
};
type LiveWrite = {
  route: string;
  /** `as` makes what the call needs first (as an admin). */
  call: (client: APIRequestContext, fixture: Fixture, as: RoleContexts) => Promise<APIResponse>;
};

// Every spec route whose write visitors see at once, as the restriction must cover it.
const LIVE_WRITES: LiveWrite[] = [
  {
    route: "PATCH /api/booklets/[id]",
    call: (c, f) => c.patch(`/api/booklets/${f.bookletId}`, { data: { title: uniqueTitle("Renamed") } }),
  },
  { route: "DELETE /api/booklets/[id]", call: (c, f) => c.delete(`/api/booklets/${f.bookletId}`) },
  {
    route: "POST /api/booklets/[id]/pages",
    call: (c, f) => c.post(`/api/booklets/${f.bookletId}/pages`, { data: { title: "Added", content: "<p>New</p>" } }),
  },
  {
    route: "PUT /api/booklets/[id]/pages/order",
    call: (c, f) => c.put(`/api/booklets/${f.bookletId}/pages/order`, { data: { pageIds: [...f.pageIds].reverse() } }),
  },
  {
    route: "PATCH /api/booklet-pages/[id]",
    call: (c, f) => c.patch(`/api/booklet-pages/${f.pageIds[0]}`, { data: { title: "Retitled" } }),
  },
  { route: "DELETE /api/booklet-pages/[id]", call: (c, f) => c.delete(`/api/booklet-pages/${f.pageIds[0]}`) },
  {
    route: "POST /api/booklet-pages/[id]/popovers",
    call: (c, f) => c.post(`/api/booklet-pages/${f.pageIds[0]}/popovers`, { data: { title: "P", content: "Note" } }),
  },
  {
    route: "POST /api/booket-pages/[id]/popovers",
    call: (c, f) => c.post(`/api/booket-pages/${f.pageIds[0]}/popovers`, { data: { title: "P", content: "Note" } }),
  },
  {
    route: "PATCH /api/booklet-pages/[id]/popovers/[popoverId]",
    call: (c, f) =>
      c.patch(`/api/booklet-pages/${f.pageIds[0]}/popovers/${f.popoverIds[0]}`, { data: { content: "Changed" } }),
  },
  {
    route: "DELETE /api/booklet-pages/[id]/popovers/[popoverId]",
    call: (c, f) => c.delete(`/api/booklet-pages/${f.pageIds[0]}/popovers/${f.popoverIds[0]}`),
  },
  {
    route: "POST /api/questions",
    call: (c) => c.post("/api/questions", { data: { question: uniqueTitle("Suggested?"), documentId } }),
  },
  {
    route: "PATCH /api/questions/[id]",
    call: (c, f) => c.patch(`/api/questions/${f.questionId}`, { data: { answer: "An approved answer." } }),
  },
  { route: "DELETE /api/questions/[id]", call: (c, f) => c.delete(`/api/questions/${f.questionId}`) },
  {
    route: "POST /api/translations",
    call: async (c, _fixture, as) => {
      const sourceText = await siteText(as);
      return c.post("/api/translations", { data: { sourceText, language: "it", translatedText: "Maono yetu" } });
    },
  },
  {
    route: "PATCH /api/translations/[id]",
    call: (c, f) => c.patch(`/api/translations/${f.translationId}`, { data: { translatedText: "Maono mapya" } }),
  },
  { route: "DELETE /api/translations/[id]", call: (c, f) => c.delete(`/api/translations/${f.translationId}`) },
  {
    route: "POST /api/series",
    call: (c) => c.post("/api/series", { data: { name: "Restricted", slug: uniqueSlug() } }),
  },
  ...(["speakers", "series"] as const).flatMap((list): LiveWrite[] => [
    {
      route: `PATCH /api/${list}/[id]`,
      call: async (c, _fixture, as) =>
        c.patch(`/api/${list}/${await newListItem(as, list)}`, { data: { name: "Renamed" } }),
    },
    {
      route: `DELETE /api/${list}/[id]`,
      call: async (c, _fixture, as) => c.delete(`/api/${list}/${await newListItem(as, list)}`),
    },
  ]),
  {
    route: "DELETE /api/teachings/[id]",
    call: async (c, _fixture, as) => c.delete(`/api/teachings/${await publishedTeaching(as)}`),
  },
];

// Every other write route, and why the restriction does not apply to it.
const OTHER_WRITES: Record<string, string> = {
  "POST /api/booklets": "a new booklet starts unpublished",
  "POST /api/teachings": "a new teaching starts unpublished",
  "POST /api/speakers": "a new speaker is on no teaching yet",
  "POST /api/booklet-pages/preview": "renders, stores nothing",
  "PUT /api/content/[type]/[id]/draft": "drafts are never on the site",
  "DELETE /api/content/[type]/[id]/draft": "drafts are never on the site",
  "POST /api/content/[type]/[id]/submit": "asks for review",
  "POST /api/content/[type]/[id]/versions/[versionId]/restore": "restores into the draft",
  "POST /api/content/[type]/[id]/publish": "the workflow's own check (requirePublisher)",
  "PUT /api/content/[type]/[id]/schedule": "the workflow's own check (requirePublisher)",
  "POST /api/content/[type]/[id]/unpublish": "the workflow's own check (requirePublisher)",
  "PATCH /api/flipbook/pages/[id]": "admin only",
  "POST /api/flipbook/popovers": "admin only",
  "DELETE /api/flipbook/popovers/[id]": "admin only",
  "POST /api/flipbook/reset-and-import": "admin only",
  "POST /api/flipbook/update-images": "admin only",
  "POST /api/flipbook/fix-page-mapping": "admin only",
  "POST /api/settings": "admin only",
  "PATCH /api/settings/[id]": "admin only",
  "DELETE /api/settings/[id]": "admin only",
  "PATCH /api/users/[id]": "admin only",
  "DELETE /api/users/[id]": "admin only",
  "POST /api/categories": "staff folders of the knowledge base",
  "PATCH /api/categories/[id]": "staff folders of the knowledge base",
  "DELETE /api/categories/[id]": "staff folders of the knowledge base",
  "POST /api/documents": "the chatbot's source material, not published text",
  "PATCH /api/documents/[id]": "the chatbot's source material, not published text",
  "DELETE /api/documents/[id]": "the chatbot's source material, not published text",
  "POST /api/glossary": "translation tooling",
  "PATCH /api/glossary/[id]": "translation tooling",
  "DELETE /api/glossary/[id]": "translation tooling",
  "POST /api/thesaurus": "search tooling",
  "PUT /api/thesaurus/[id]": "search tooling",
  "DELETE /api/thesaurus/[id]": "search tooling",
  "POST /api/upload/image": "a file nothing links to until published content does",
  "POST /api/upload/audio": "a file nothing links to until published content does",
  "POST /api/upload/pdf": "a file nothing links to until published content does",
  "PATCH /api/contact/messages/[id]": "staff inbox",
  "DELETE /api/contact/messages/[id]": "staff inbox",
  "POST /api/auth/[...nextauth]": "visitor or account action",
  "POST /api/login": "visitor or account action",
  "POST /api/logout": "visitor or account action",
  "POST /api/register": "visitor or account action",
  "POST /api/contact/send": "visitor or account action",
  "POST /api/chatbot/message": "visitor or account action",
  "PUT /api/chatbot/messages/[id]/rating": "visitor or account action",
  "POST /api/translate": "visitor or account action",
  "POST /api/flipbook/translate": "visitor or account action",
  "POST /api/account/password": "visitor or account action",
  "PATCH /api/account": "visitor or account action",
  "POST /api/account/two-factor/setup": "visitor or account action",
  "POST /api/account/two-factor/enable": "visitor or account action",
  "POST /api/account/two-factor/disable": "visitor or account action",
  "POST /api/account/two-factor/recovery-codes": "visitor or account action",
  "POST /api/password/forgot": "visitor or account action",
  "POST /api/password/reset": "visitor or account action",
  "POST /api/invitations/accept": "visitor or account action",
  "POST /api/invitations": "admin only",
  "DELETE /api/invitations/[id]": "admin only",
  "POST /api/users/[id]/reset-link": "admin only",
  "POST /api/mail/outbox/[id]/retry": "admin only",
  "PUT /api/mail/server": "admin only",
  "POST /api/mail/test": "admin only",
};

let restrictionSetting: Record<string, unknown> & { id: number; value: string };
// The document the fixtures' questions point at, and its folder.
let documentId: number;
let folderId: number;

async function setRestricted(as: RoleContexts, on: boolean) {
  const response = await as.admin.patch(`/api/settings/${restrictionSetting.id}`, {
    data: { ...restrictionSetting, value: String(on) },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function siteText(as: RoleContexts): Promise<string> {
  const settings: { name: string; value: string }[] = await (await as.admin.get("/api/settings")).json();
  return settings.find((setting) => setting.name === "about_vision")!.value;
}

/**
 * A published booklet (two pages, a popover each), a suggested question and a stored translation, made by an admin.
 * The three are independent, so they are made side by side.
 */
async function makeFixture(as: RoleContexts): Promise<Fixture> {
  const [booklet, questionId, translationId] = await Promise.all([
    (async () => {
      const { id: bookletId, pageIds } = await createTestBooklet(as.admin, { title: uniqueTitle("Restricted") }, [
        { title: "One", content: "<p>One</p>", popovers: [{ title: "A", content: "First" }] },
        { title: "Two", content: "<p>Two</p>", popovers: [{ title: "B", content: "Second" }] },
      ]);
      const popovers: { id: number }[] = await (await as.admin.get(`/api/booklet-pages/${pageIds[0]}/popovers`)).json();
      return { bookletId, pageIds, popoverIds: popovers.map((popover) => popover.id) };
    })(),
    (async () => {
      const question = await as.admin.post("/api/questions", {
        data: { question: uniqueTitle("Fixture question?"), documentId },
      });
      expect(question.status()).toBe(201);
      return (await question.json()).id as number;
    })(),
    (async () => {
      const translation = await as.admin.post("/api/translations", {
        data: { sourceText: await siteText(as), language: "it", translatedText: "Maono" },
      });
      expect(translation.status(), await translation.text()).toBe(201);
      return (await translation.json()).id as number;
    })(),
  ]);
  return { ...booklet, questionId, translationId };
}

/** A speaker or series made by an admin, for a live write to change. */
async function newListItem(as: RoleContexts, list: "speakers" | "series"): Promise<number> {
  const response = await as.admin.post(`/api/${list}`, { data: { name: "Restricted", slug: uniqueSlug() } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).id;
}

/** A teaching on the site, published by an admin. */
async function publishedTeaching(as: RoleContexts): Promise<number> {
  const slug = uniqueSlug();
  const created = await as.admin.post("/api/teachings", { data: { title: "Restricted", slug, date: "2026-11-01" } });
  const { id } = await created.json();
  const published = await as.admin.post(`/api/content/teaching/${id}/publish`, { data: { note: "" } });
  expect(published.status(), await published.text()).toBe(200);
  return id;
}

const uniqueSlug = () => `restricted-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;

async function dropFixture(as: RoleContexts, fixture: Fixture) {
  await Promise.all([
    deleteTestBooklet(as.admin, fixture.bookletId),
    as.admin.delete(`/api/questions/${fixture.questionId}`),
    as.admin.delete(`/api/translations/${fixture.translationId}`),
  ]);
}

/** What visitors and staff lists see of the fixture, to prove a refused call changed nothing. */
async function visibleState(as: RoleContexts, fixture: Fixture) {
  const read = async (path: string, client = as.anonymous) => (await client.get(path)).text();
  return Promise.all([
    read(`/api/booklets/${fixture.bookletId}`),
    read(`/api/booklets/${fixture.bookletId}/pages`),
    read(`/api/booklet-pages/${fixture.pageIds[0]}/popovers`),
    read("/api/questions", as.admin),
    read(`/api/translations?language=it`, as.admin),
  ]);
}

test.beforeAll(async ({ as }) => {
  const settings: (typeof restrictionSetting & { name: string })[] = await (await as.admin.get("/api/settings")).json();
  restrictionSetting = settings.find((row) => row.name === "publishing_restricted_to_admins")!;
  expect(restrictionSetting).toBeDefined();
  const folder = await (
    await as.admin.post("/api/categories", { data: { name: "Restricted", slug: `restricted-${Date.now()}` } })
  ).json();
  folderId = folder.id;
  const uploaded = await as.admin.post("/api/documents", {
    multipart: form({ categoryId: String(folderId) }, [{ name: "Grace.txt", bytes: "On grace" }]),
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  documentId = (await uploaded.json()).documents[0].id;
});

test("every write route under app/api is either covered by the restriction or has a stated reason not to be", () => {
  const writes = apiInventory().flatMap((route) =>
    route.methods.filter((method) => !["GET", "HEAD"].includes(method)).map((method) => `${method} ${route.pattern}`),
  );
  const covered = new Set([...LIVE_WRITES.map((write) => write.route), ...Object.keys(OTHER_WRITES)]);
  expect(writes.filter((write) => !covered.has(write))).toEqual([]);
  expect([...covered].filter((write) => !writes.includes(write))).toEqual([]);
});

for (const write of LIVE_WRITES) {
  test(`${write.route}: an editor gets 403 and changes nothing while only admins publish; an admin may; an editor may when it is off`, async ({
    as,
  }) => {
    const fixtures: Fixture[] = [];
    try {
      await setRestricted(as, true);
      const refused = await makeFixture(as);
      fixtures.push(refused);
      const before = await visibleState(as, refused);
      const response = await write.call(as.editor, refused, as);
      expect(response.status(), await response.text()).toBe(403);
      expect((await response.json()).message).toMatch(/Only an admin/);
      expect(await visibleState(as, refused)).toEqual(before);

      const byAdmin = await makeFixture(as);
      fixtures.push(byAdmin);
      const allowed = await write.call(as.admin, byAdmin, as);
      expect(allowed.ok(), await allowed.text()).toBe(true);

      await setRestricted(as, false);
      const open = await makeFixture(as);
      fixtures.push(open);
      const byEditor = await write.call(as.editor, open, as);
      expect(byEditor.ok(), await byEditor.text()).toBe(true);
    } finally {
      await setRestricted(as, false);
      await Promise.all(fixtures.map((fixture) => dropFixture(as, fixture)));
    }
  });
}

test("with only admins publishing, an editor still builds and deletes a booklet that is not on the site", async ({
  as,
}) => {
  await setRestricted(as, true);
  let id: number | undefined;
  try {
    const created = await createTestBooklet(as.editor, { title: uniqueTitle("Unpublished") }, [], { publish: false });
    id = created.id;
    const page = async (title: string) => {
      const response = await as.editor.post(`/api/booklets/${id}/pages`, {
        data: { title, content: `<p>${title}</p>` },
      });
      expect(response.status(), await response.text()).toBe(201);
      return (await response.json()).id as number;
    };
    const [first, second] = [await page("One"), await page("Two")];
    expect((await as.editor.patch(`/api/booklets/${id}`, { data: { title: uniqueTitle("Renamed") } })).status()).toBe(
      200,
    );
    expect(
      (await as.editor.put(`/api/booklets/${id}/pages/order`, { data: { pageIds: [second, first] } })).status(),
    ).toBe(200);
    const popover = await as.editor.post(`/api/booklet-pages/${first}/popovers`, {
      data: { title: "P", content: "x" },
    });
    expect(popover.status()).toBe(201);
    const popoverId = (await popover.json()).id;
    expect(
      (await as.editor.patch(`/api/booklet-pages/${first}/popovers/${popoverId}`, { data: { content: "y" } })).status(),
    ).toBe(200);
    expect((await as.editor.delete(`/api/booklet-pages/${first}/popovers/${popoverId}`)).status()).toBe(200);
    expect((await as.editor.patch(`/api/booklet-pages/${first}`, { data: { title: "Uno" } })).status()).toBe(200);
    expect((await as.editor.delete(`/api/booklet-pages/${second}`)).status()).toBe(200);
    expect((await as.editor.delete(`/api/booklets/${id}`)).status()).toBe(200);
    id = undefined;
  } finally {
    await setRestricted(as, false);
    if (id) await deleteTestBooklet(as.admin, id);
  }
});
