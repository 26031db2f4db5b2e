import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { ACCOUNTS, freshIp, storageStatePath } from "../support/accounts";
import { form, makePdf, makeWav, TINY_PNG } from "../../support/files";

// A client written from requirements §7 alone: every call it lists, with the bodies it describes, reading
// only the fields it names. Cookies carry the session (logged in through POST /api/login, as the
// spec's client does). Each section also checks the refusals such a client meets: 401 logged out,
// 403 without the role, 400 for a malformed body. Deeper behaviour lives in the other API files.

test.describe.configure({ mode: "serial" });

let anonymous: APIRequestContext;
let pending: APIRequestContext;
let editor: APIRequestContext;
let admin: APIRequestContext;

const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function loggedIn(
  playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } },
  baseURL: string | undefined,
  role: "admin" | "editor",
) {
  const context = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": freshIp() } });
  const response = await context.post("/api/login", {
    data: { username: ACCOUNTS[role].username, password: ACCOUNTS[role].password },
  });
  expect(response.status(), `login as ${role}`).toBe(200);
  return context;
}

test.beforeAll(async ({ playwright, baseURL }) => {
  anonymous = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": freshIp() } });
  pending = await playwright.request.newContext({
    baseURL,
    storageState: storageStatePath("pending"),
    extraHTTPHeaders: { "X-Forwarded-For": freshIp() },
  });
  editor = await loggedIn(playwright, baseURL, "editor");
  admin = await loggedIn(playwright, baseURL, "admin");
});

test.afterAll(async () => {
  for (const context of [anonymous, pending, editor, admin]) await context.dispose();
});

/** The refusal shape of every call: a status and {message}. */
async function refused(response: APIResponse | Promise<APIResponse>, status: number) {
  const resolved = await response;
  expect(resolved.status(), `${resolved.url()}`).toBe(status);
  expect(typeof (await resolved.json()).message).toBe("string");
}

/** 401 logged out, 403 for a pending account: for a call that needs a staff role. */
async function staffOnly(call: (client: APIRequestContext) => Promise<APIResponse>) {
  await refused(call(anonymous), 401);
  await refused(call(pending), 403);
}

test("Session: GET /api/user, POST /api/login, /api/register, /api/logout", async ({ playwright, baseURL }) => {
  const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": freshIp() } });
  // "returns the user; null on 401"
  await refused(visitor.get("/api/user"), 401);

  const username = `spec_${stamp}`.slice(0, 30);
  const registered = await visitor.post("/api/register", {
    data: { username, password: "Spec-client-pass-1", email: `${username}@example.org`, role: "editor" },
  });
  // A registration waiting for approval answers 202 with no session and nothing of the account.
  expect(registered.status()).toBe(202);
  expect(await registered.json()).toMatchObject({ success: true, role: "pending" });
  await refused(visitor.get("/api/user"), 401);
  await refused(
    visitor.post("/api/register", {
      data: { username: `${username}x`, password: "short", email: "not-an-email", role: "user" },
    }),
    400,
  );

  const login = await visitor.post("/api/login", {
    data: { username: ACCOUNTS.editor.username, password: ACCOUNTS.editor.password },
  });
  expect(login.status()).toBe(200);
  const user = await login.json();
  expect(user).toMatchObject({ username: ACCOUNTS.editor.username, email: ACCOUNTS.editor.email, role: "editor" });
  expect(await (await visitor.get("/api/user")).json()).toEqual(user);
  await refused(
    visitor.post("/api/login", { data: { username: ACCOUNTS.editor.username, password: "wrong-password" } }),
    401,
  );
  await refused(visitor.post("/api/login", { data: { username: "" } }), 400);

  const logout = await visitor.post("/api/logout");
  expect(logout.status()).toBe(200);
  await refused(visitor.get("/api/user"), 401);
  await visitor.dispose();
});

test("Contact, counts, translation", async () => {
  const subject = `Spec client ${stamp}`;
  const sent = await anonymous.post("/api/contact/send", {
    data: { name: "Lydia", email: `lydia-${stamp}@example.org`, subject, message: "Written from the spec." },
  });
  expect(sent.status()).toBe(200);
  const body = await sent.json();
  expect(body.success).toBe(true);
  expect(typeof body.message).toBe("string");
  await refused(
    anonymous.post("/api/contact/send", { data: { name: "", email: "lydia@example.org", subject: "", message: "" } }),
    400,
  );

  const messages: { subject?: string; name: string; email: string; message: string }[] = await (
    await editor.get("/api/contact/messages")
  ).json();
  expect(messages.find((m) => m.subject === subject)).toMatchObject({
    name: "Lydia",
    message: "Written from the spec.",
  });
  await staffOnly((client) => client.get("/api/contact/messages"));

  for (const path of ["/api/documents/count", "/api/questions/count", "/api/messages/count"]) {
    const counted = await editor.get(path);
    expect(counted.status(), path).toBe(200);
    const { count } = await counted.json();
    expect(Number.isInteger(count) && count >= 0, path).toBe(true);
    await staffOnly((client) => client.get(path));
  }

  // No provider on this server: the original text is kept.
  const one = await anonymous.post("/api/translate", { data: { text: "Grace and peace", targetLanguage: "es" } });
  expect(one.status()).toBe(200);
  const translated = await one.json();
  expect(translated).toMatchObject({ translatedText: "Grace and peace" });
  expect(typeof translated.success).toBe("boolean");
  expect(typeof translated.message).toBe("string");
  const list = await (
    await anonymous.post("/api/translate", { data: { text: ["Grace", "Peace"], targetLanguage: "fr" } })
  ).json();
  expect(list.translatedText).toEqual(["Grace", "Peace"]);
  await refused(anonymous.post("/api/translate", { data: { text: "Grace", targetLanguage: "klingon" } }), 400);
});

test("Folders and documents", async () => {
  const folders = await editor.get("/api/categories");
  expect(folders.status()).toBe(200);
  expect(Array.isArray(await folders.json())).toBe(true);
  const created = await editor.post("/api/categories", { data: { name: `Spec ${stamp}`, slug: `spec-${stamp}` } });
  expect(created.status()).toBe(201);
  const folder: { id: number; name: string; slug: string } = await created.json();
  expect(folder).toMatchObject({ name: `Spec ${stamp}`, slug: `spec-${stamp}` });
  expect(
    (
      await editor.patch(`/api/categories/${folder.id}`, {
        data: { name: `Spec renamed ${stamp}`, slug: `spec-renamed-${stamp}` },
      })
    ).status(),
  ).toBe(200);
  await refused(editor.post("/api/categories", { data: { name: "", slug: "" } }), 400);
  await staffOnly((client) => client.get("/api/categories"));
  await staffOnly((client) => client.post("/api/categories", { data: { name: "Nope", slug: `nope-${stamp}` } }));

  // Multipart: files (repeated), titles (JSON map of file name to title), categoryId.
  const text = "The spec client's teaching on the good shepherd, who knows his sheep by name.";
  const upload = await editor.post("/api/documents", {
    multipart: form(
      { categoryId: String(folder.id), titles: JSON.stringify({ "shepherd.txt": "The Good Shepherd" }) },
      [
        { name: "shepherd.txt", bytes: text },
        { name: "second.txt", bytes: "A second file." },
      ],
    ),
  });
  expect(upload.status()).toBe(201);
  expect(typeof (await upload.json()).message).toBe("string");
  await refused(editor.post("/api/documents", { multipart: form({ categoryId: String(folder.id) }) }), 400);
  await staffOnly((client) =>
    client.post("/api/documents", {
      multipart: form({ categoryId: String(folder.id) }, [{ name: "x.txt", bytes: "x" }]),
    }),
  );

  // The list gives what the spec's documents screen builds from: title, content and its 100-character preview.
  const documents: { id: number; title: string; content: string; preview: string; categoryId: number }[] = await (
    await editor.get("/api/documents")
  ).json();
  const shepherd = documents.find((d) => d.title === "The Good Shepherd")!;
  expect(shepherd).toMatchObject({ content: text, preview: text.slice(0, 100), categoryId: folder.id });
  const second = documents.find((d) => d.title === "second" && d.categoryId === folder.id)!;
  await staffOnly((client) => client.get("/api/documents"));

  const download = await editor.get(`/api/documents/${shepherd.id}/download`);
  expect(download.status()).toBe(200);
  expect(await download.text()).toBe(text);

  const other = (await (
    await editor.post("/api/categories", { data: { name: `Spec other ${stamp}`, slug: `spec-other-${stamp}` } })
  ).json()) as { id: number };
  expect((await editor.patch(`/api/documents/${shepherd.id}`, { data: { categoryId: other.id } })).status()).toBe(200);
  await refused(editor.patch(`/api/documents/${shepherd.id}`, { data: { categoryId: "first" } }), 400);
  await staffOnly((client) => client.patch(`/api/documents/${shepherd.id}`, { data: { categoryId: folder.id } }));
  await staffOnly((client) => client.delete(`/api/documents/${shepherd.id}`));

  // Questions: {question, documentId} returns the new question.
  const questions = await editor.get("/api/questions");
  expect(questions.status()).toBe(200);
  expect(Array.isArray(await questions.json())).toBe(true);
  const asked = await editor.post("/api/questions", {
    data: { question: `Who is the good shepherd? ${stamp}`, documentId: shepherd.id },
  });
  expect(asked.status()).toBe(201);
  const question = await asked.json();
  expect(question).toMatchObject({ question: `Who is the good shepherd? ${stamp}`, documentId: shepherd.id });
  expect(Number.isInteger(question.id)).toBe(true);
  await refused(editor.post("/api/questions", { data: { question: "", documentId: shepherd.id } }), 400);
  await staffOnly((client) => client.get("/api/questions"));
  await staffOnly((client) => client.post("/api/questions", { data: { question: "Nope?", documentId: shepherd.id } }));
  await staffOnly((client) => client.delete(`/api/questions/${question.id}`));
  expect((await editor.delete(`/api/questions/${question.id}`)).status()).toBe(200);

  for (const id of [shepherd.id, second.id]) expect((await editor.delete(`/api/documents/${id}`)).status()).toBe(200);
  await staffOnly((client) => client.delete(`/api/categories/${folder.id}`));
  for (const id of [folder.id, other.id]) expect((await editor.delete(`/api/categories/${id}`)).status()).toBe(200);
});

test("Settings", async () => {
  const contact: { name: string; value: string; category: string }[] = await (
    await anonymous.get("/api/settings?category=contact")
  ).json();
  expect(contact.length).toBeGreaterThan(0);
  for (const setting of contact) expect(setting.category).toBe("contact");
  expect((await anonymous.get("/api/settings")).status()).toBe(200);

  const fields = {
    name: `spec_${stamp}`,
    displayName: "Spec setting",
    value: "Hello",
    type: "text",
    description: "Made by the spec client",
    category: "general",
    isPublic: false,
  };
  const created = await admin.post("/api/settings", { data: fields });
  expect(created.status()).toBe(201);
  const setting: { id: number } = await created.json();
  expect(setting).toMatchObject(fields);
  const changed = await admin.patch(`/api/settings/${setting.id}`, { data: { ...fields, value: "Changed" } });
  expect(changed.status()).toBe(200);
  expect((await changed.json()).value).toBe("Changed");
  await refused(
    admin.post("/api/settings", {
      data: { ...fields, name: `spec_bad_${stamp}`, type: "number", value: "not a number" },
    }),
    400,
  );
  await refused(editor.post("/api/settings", { data: { ...fields, name: `spec_editor_${stamp}` } }), 403);
  await refused(anonymous.patch(`/api/settings/${setting.id}`, { data: fields }), 401);
  await refused(editor.delete(`/api/settings/${setting.id}`), 403);
  expect((await admin.delete(`/api/settings/${setting.id}`)).status()).toBe(200);
});

test("Uploads: image, audio and pdf", async () => {
  const image = await editor.post("/api/upload/image", {
    multipart: form({}, [{ field: "image", name: "cover.png", bytes: TINY_PNG }]),
  });
  expect(image.status()).toBe(201);
  expect((await image.json()).imageUrl).toMatch(/^\//);
  const audio = await editor.post("/api/upload/audio", {
    multipart: form({}, [{ field: "audio", name: "voice.wav", bytes: makeWav() }]),
  });
  expect((await audio.json()).audioUrl).toMatch(/^\//);
  const pdf = await editor.post("/api/upload/pdf", {
    multipart: form({}, [{ field: "pdf", name: "leaflet.pdf", bytes: await makePdf(["Leaflet"]) }]),
  });
  expect((await pdf.json()).pdfUrl).toMatch(/^\//);
  await refused(
    editor.post("/api/upload/image", {
      multipart: form({}, [{ field: "picture", name: "cover.png", bytes: TINY_PNG }]),
    }),
    400,
  );
  await staffOnly((client) =>
    client.post("/api/upload/image", { multipart: form({}, [{ field: "image", name: "cover.png", bytes: TINY_PNG }]) }),
  );
});

test("Interactive book", async () => {
  type Page = { id: number; pageNumber: number; title: string; content: string; imageUrl: string | null };
  const pages: Page[] = await (await anonymous.get("/api/flipbook/pages")).json();
  expect(pages.map((p) => p.pageNumber)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
  const [seven] = (await (await anonymous.get("/api/flipbook/search?pageNumber=7")).json()) as Page[];
  expect(seven).toMatchObject({ pageNumber: 7, title: expect.any(String), content: expect.any(String) });
  expect(await (await anonymous.get(`/api/flipbook/pages/${seven.id}`)).json()).toMatchObject({
    id: seven.id,
    pageNumber: 7,
  });
  expect((await anonymous.get(`/api/flipbook/pages/${seven.id}?extractContent=true`)).status()).toBe(200);
  await refused(anonymous.get("/api/flipbook/search?pageNumber=seven"), 400);

  const saved = await admin.patch(`/api/flipbook/pages/${seven.id}`, { data: { content: seven.content } });
  expect(saved.status()).toBe(200);
  expect((await saved.json()).id).toBe(seven.id);
  await refused(admin.patch(`/api/flipbook/pages/${seven.id}`, { data: { content: 42 } }), 400);
  await refused(anonymous.patch(`/api/flipbook/pages/${seven.id}`, { data: { content: seven.content } }), 401);
  await refused(editor.patch(`/api/flipbook/pages/${seven.id}`, { data: { content: seven.content } }), 403);

  // Popovers: the popover fields plus pageId and position {x: 50, y: 50}.
  const popover = await admin.post("/api/flipbook/popovers", {
    data: {
      title: `Spec note ${stamp}`,
      content: "<p>A note.</p>",
      linkedText: null,
      linkType: "text",
      highlightColor: "blue",
      imageUrl: "",
      audioUrl: "",
      videoUrl: "",
      pdfUrl: "",
      pageId: seven.id,
      position: { x: 50, y: 50 },
    },
  });
  expect(popover.status()).toBe(201);
  const note: { id: number } = await popover.json();
  expect(note).toMatchObject({
    title: `Spec note ${stamp}`,
    highlightColor: "blue",
    pageId: seven.id,
    position: { x: 50, y: 50 },
  });
  const listed: { id: number }[] = await (await anonymous.get(`/api/flipbook/popovers?pageId=${seven.id}`)).json();
  expect(listed.some((p) => p.id === note.id)).toBe(true);
  expect((await anonymous.get(`/api/flipbook/popovers?pageId=${seven.id}&language=es`)).status()).toBe(200);
  await refused(anonymous.get("/api/flipbook/popovers"), 400);
  await refused(
    admin.post("/api/flipbook/popovers", { data: { title: "", pageId: seven.id, position: { x: 50, y: 50 } } }),
    400,
  );
  await refused(editor.post("/api/flipbook/popovers", { data: { title: "x", content: "y", pageId: seven.id } }), 403);
  await refused(editor.delete(`/api/flipbook/popovers/${note.id}`), 403);
  expect((await admin.delete(`/api/flipbook/popovers/${note.id}`)).status()).toBe(200);

  const translated = await anonymous.post("/api/flipbook/translate", {
    data: { pageId: seven.id, content: seven.content, pageTitle: seven.title, targetLanguage: "es" },
  });
  expect(translated.status()).toBe(200);
  const translation = await translated.json();
  expect(typeof translation.success).toBe("boolean");
  expect(typeof translation.translatedContent).toBe("string");
  expect(typeof translation.translatedTitle).toBe("string");
  expect(typeof translation.message).toBe("string");
  await refused(
    anonymous.post("/api/flipbook/translate", {
      data: { pageId: seven.id, content: "x", pageTitle: "x", targetLanguage: "xx" },
    }),
    400,
  );

  // "the reference is lowercased with spaces, colons and hyphens removed"
  const reference = "John 3:16".toLowerCase().replace(/[\s:-]/g, "");
  const image = await anonymous.get(`/api/images/search/${reference}`);
  expect(image.status()).toBe(200);
  expect(await image.json()).toEqual({ success: true, downloadUrl: expect.stringMatching(/^\//) });

  for (const path of ["update-images", "reset-and-import", "fix-page-mapping"]) {
    await refused(anonymous.post(`/api/flipbook/${path}`), 401);
    await refused(editor.post(`/api/flipbook/${path}`), 403);
  }
  expect(typeof (await (await admin.post("/api/flipbook/update-images")).json()).message).toBe("string");
  expect(typeof (await (await admin.post("/api/flipbook/reset-and-import")).json()).message).toBe("string");
  expect((await anonymous.get("/api/flipbook/pages").then((r) => r.json())).length).toBe(21);
  expect(Number.isInteger((await (await admin.post("/api/flipbook/fix-page-mapping")).json()).updated)).toBe(true);
});

test("Booklets", async () => {
  const created = await editor.post("/api/booklets", {
    data: { title: `Spec booklet ${stamp}`, description: "From the spec client", imageUrl: "" },
  });
  expect(created.status()).toBe(201);
  const booklet: { id: number } = await created.json();
  expect(booklet).toMatchObject({ title: `Spec booklet ${stamp}`, description: "From the spec client" });
  await refused(editor.post("/api/booklets", { data: { title: "", description: "", imageUrl: "" } }), 400);
  await refused(anonymous.post("/api/booklets", { data: { title: "Nope", description: "", imageUrl: "" } }), 401);
  await refused(pending.post("/api/booklets", { data: { title: "Nope", description: "", imageUrl: "" } }), 403);

  type Listed = { id: number; title: string; totalPages: number; createdAt: string };
  // A new booklet is a draft: staff see it, visitors do not until it is published with a page.
  expect(((await (await anonymous.get("/api/booklets")).json()) as Listed[]).some((b) => b.id === booklet.id)).toBe(
    false,
  );
  await refused(anonymous.get(`/api/booklets/${booklet.id}`), 404);
  expect(
    ((await (await editor.get("/api/booklets")).json()) as Listed[]).find((b) => b.id === booklet.id),
  ).toMatchObject({ totalPages: 0, publishedAt: null });

  // A page to read (its editor is not part of §7), then the reader's calls.
  const page: { id: number } = await (
    await editor.post(`/api/booklets/${booklet.id}/pages`, { data: { title: "First", content: "<p>First page</p>" } })
  ).json();
  expect(
    (await editor.post(`/api/content/booklet/${booklet.id}/publish`, { data: { note: "spec client" } })).status(),
  ).toBe(200);
  const listed = ((await (await anonymous.get("/api/booklets")).json()) as Listed[]).find((b) => b.id === booklet.id)!;
  expect(listed).toMatchObject({ title: `Spec booklet ${stamp}`, totalPages: 1 });
  expect(Number.isNaN(Date.parse(listed.createdAt))).toBe(false);
  expect(await (await anonymous.get(`/api/booklets/${booklet.id}`)).json()).toMatchObject({
    id: booklet.id,
    title: `Spec booklet ${stamp}`,
  });
  const pages: { id: number; title: string; content: string }[] = await (
    await anonymous.get(`/api/booklets/${booklet.id}/pages`)
  ).json();
  expect(pages).toEqual([expect.objectContaining({ id: page.id, title: "First" })]);
  for (const spelling of ["booklet-pages", "booket-pages"]) {
    const popovers = await anonymous.get(`/api/${spelling}/${page.id}/popovers`);
    expect(popovers.status(), spelling).toBe(200);
    expect(await popovers.json()).toEqual([]);
  }
  await refused(anonymous.get("/api/booklets/999999"), 404);

  await refused(anonymous.delete(`/api/booklets/${booklet.id}`), 401);
  expect((await editor.delete(`/api/booklets/${booklet.id}`)).status()).toBe(200);
  await refused(anonymous.get(`/api/booklets/${booklet.id}`), 404);
});

test("Chatbot", async () => {
  const random = await anonymous.get("/api/chatbot/questions/random?count=5");
  expect(random.status()).toBe(200);
  const suggested = await random.json();
  expect(suggested.success).toBe(true);
  for (const item of suggested.data)
    expect(item).toEqual({
      id: expect.any(Number),
      question: expect.any(String),
      documentId: item.documentId === null ? null : expect.any(Number),
    });
  expect((await (await anonymous.get("/api/chatbot/questions/random?count=5&language=fr")).json()).success).toBe(true);
  await refused(anonymous.get("/api/chatbot/questions/random?count=many"), 400);

  // requirements §3: the session id is "session", a timestamp and a random string, in the client's own form.
  const sessionId = `session${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
  const asked = await anonymous.post("/api/chatbot/message", {
    data: { question: "What is grace?", sessionId, generateAudio: true, voice: "nova", targetLanguage: "" },
  });
  expect(asked.status()).toBe(200);
  expect(asked.headers()["content-type"]).toContain("application/json");
  const reply = await asked.json();
  expect(reply.success).toBe(true);
  expect(typeof reply.data.message.answer).toBe("string");
  expect(reply.data.message.answer.length).toBeGreaterThan(0);
  // No speech provider here: no audio address, and the client stays silent or speaks itself.
  expect(reply.data.audio === undefined || typeof reply.data.audio === "string").toBe(true);

  const followUp = await anonymous.post("/api/chatbot/message", {
    data: {
      question: "Tell me more.",
      sessionId: `session_${Date.now()}_k3j9x2abq`,
      generateAudio: false,
      voice: "alloy",
      targetLanguage: "es",
    },
  });
  expect(followUp.status()).toBe(200);
  await refused(
    anonymous.post("/api/chatbot/message", {
      data: { question: "", sessionId, generateAudio: false, voice: "nova", targetLanguage: "" },
    }),
    400,
  );
  await refused(
    anonymous.post("/api/chatbot/message", {
      data: {
        question: "What is grace?",
        sessionId: "visitor-1",
        generateAudio: false,
        voice: "nova",
        targetLanguage: "",
      },
    }),
    400,
  );
});
