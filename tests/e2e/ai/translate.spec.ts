import { expect, test, type RoleContexts } from "../support/fixtures";
import { freshIp } from "../support/accounts";
import { fakeRequests, resetFake, setFakeRules } from "../../support/fake-openai.mjs";

// The "ai" server translates through the fake OpenAI-compatible server. Only the site's own
// content is translated for a visitor, so every test first publishes texts of its own (a popover of
// the live book, content the moment it is saved): what is translated is stored, and a stored
// translation is served without the provider.

const headers = () => ({ "X-Forwarded-For": freshIp() });
const unique = (text: string) => `${text} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

const popovers: number[] = [];
test.afterAll(async ({ as: { admin } }) => {
  for (const id of popovers.splice(0)) await admin.delete(`/api/flipbook/popovers/${id}`);
});

/** Puts `title` and `content` on the site, as the title and text of a new popover of book page 4. */
async function siteTexts(as: RoleContexts, title: string, content: string) {
  const [page] = await (await as.admin.get("/api/flipbook/search?pageNumber=4")).json();
  const created = await as.admin.post("/api/flipbook/popovers", {
    data: { pageId: page.id, title, content, linkedText: null },
  });
  expect(created.status()).toBe(201);
  popovers.push((await created.json()).id);
}

test.beforeEach(async () => {
  await resetFake();
});

test("POST /api/translate translates a string and a list of the site's texts through the provider, and stores them", async ({
  request,
  as,
}) => {
  await setFakeRules([
    { match: "into Spanish", reply: "ES: $LAST_USER" },
    { match: "into German", reply: "DE: $LAST_USER" },
  ]);
  const text = unique("Grace upon grace");
  const list = [unique("Faith"), `<p>Hope and <strong>love</strong> ${unique("")}</p>`];
  await siteTexts(as, text, "<p>x</p>");
  await siteTexts(as, list[0], list[1]);
  const one = await request.post("/api/translate", { headers: headers(), data: { text, targetLanguage: "es" } });
  expect(await one.json()).toEqual({ success: true, translatedText: `ES: ${text}`, message: "Translated" });

  const many = await request.post("/api/translate", { headers: headers(), data: { text: list, targetLanguage: "de" } });
  expect(await many.json()).toEqual({
    success: true,
    translatedText: [`DE: ${list[0]}`, `DE: ${list[1]}`],
    message: "Translated",
  });

  // Stored: asked again, the provider is not called.
  const before = (await fakeRequests()).length;
  const again = await request.post("/api/translate", {
    headers: headers(),
    data: { text: list, targetLanguage: "de" },
  });
  expect((await again.json()).success).toBe(true);
  expect((await fakeRequests()).length).toBe(before);
});

test("POST /api/translate does not send a visitor's own text to the provider, nor store it", async ({
  request,
  as,
}) => {
  await setFakeRules([{ match: "into Spanish", reply: "ES: $LAST_USER" }]);
  const title = unique("Mercy");
  await siteTexts(as, title, "<p>x</p>");
  const own = [unique("Buy cheap watches at"), `<p>${unique("Anything at all")}</p>`];
  const response = await request.post("/api/translate", {
    headers: headers(),
    data: { text: [title, ...own], targetLanguage: "es" },
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({
    success: false,
    translatedText: [`ES: ${title}`, ...own],
    message: "Only the site's own content is translated; the original text is kept",
  });
  const sent = JSON.stringify(await fakeRequests());
  expect(sent).toContain(title);
  for (const text of own) expect(sent).not.toContain(text.replace(/<\/?p>/g, ""));
  for (const text of own) {
    const stored = await as.admin.get(`/api/translations?language=es&q=${encodeURIComponent(text.slice(3, 30))}`);
    expect((await stored.json()).items, text).toEqual([]);
  }

  // The book page endpoint likewise: a made-up page is not translated.
  const page = await request.post("/api/flipbook/translate", {
    headers: headers(),
    data: { pageId: 1, content: own[1], pageTitle: own[0], targetLanguage: "es" },
  });
  expect(await page.json()).toMatchObject({ success: false, translatedContent: own[1], translatedTitle: own[0] });
  expect(JSON.stringify(await fakeRequests())).not.toContain(own[0]);
});

test("POST /api/translate keeps the originals when the provider fails", async ({ request, as }) => {
  await setFakeRules([{ status: 500 }]);
  const list = [unique("Peace"), unique("Joy")];
  await siteTexts(as, list[0], `<p>${list[1]}</p>`);
  await siteTexts(as, list[1], "<p>x</p>");
  const response = await request.post("/api/translate", {
    headers: headers(),
    data: { text: list, targetLanguage: "it" },
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({
    success: false,
    translatedText: list,
    message: "Translation failed; the original text is kept",
  });
});

test("POST /api/translate gives up after 10 seconds and keeps the original", async ({ request, as }) => {
  test.setTimeout(40_000);
  await setFakeRules([{ delayMs: 15_000, reply: "too late" }]);
  const text = unique("Patience");
  await siteTexts(as, text, "<p>x</p>");
  const started = Date.now();
  const response = await request.post("/api/translate", {
    headers: headers(),
    data: { text, targetLanguage: "pt" },
    timeout: 30_000,
  });
  const seconds = (Date.now() - started) / 1000;
  expect(await response.json()).toEqual({
    success: false,
    translatedText: text,
    message: "Translation failed; the original text is kept",
  });
  expect(seconds).toBeGreaterThanOrEqual(9.5);
  expect(seconds).toBeLessThan(14);
});

test("POST /api/flipbook/translate translates a page's HTML and title, keeping its tags", async ({ request, as }) => {
  await setFakeRules([{ match: "into French", reply: "FR $LAST_USER" }]);
  const title = unique("The Firstborn");
  const content = `<h2>${title}</h2><p>Read <a href="/flipbook?page=3">page three</a>.</p>`;
  await siteTexts(as, title, content);
  const response = await request.post("/api/flipbook/translate", {
    headers: headers(),
    data: { pageId: 1, content, pageTitle: title, targetLanguage: "fr" },
  });
  expect(await response.json()).toEqual({
    success: true,
    translatedContent: `FR <h2>${title}</h2><p>Read <a href="/flipbook?page=3">page three</a>.</p>`,
    translatedTitle: `FR ${title}`,
    message: "Translated",
  });
  const sent = (await fakeRequests()).map(
    (r) => (r.body as { messages: { content: string }[] }).messages.at(-1)?.content,
  );
  expect(sent).toContain(`<g1>${title}</g1><g2>Read <g3>page three</g3>.</g2>`);
});

test("POST /api/flipbook/translate keeps the original page when the provider fails", async ({ request, as }) => {
  await setFakeRules([{ status: 503 }]);
  const content = `<p>${unique("Sample page")}</p>`;
  await siteTexts(as, "Title", content);
  const response = await request.post("/api/flipbook/translate", {
    headers: headers(),
    data: { pageId: 1, content, pageTitle: "Title", targetLanguage: "es" },
  });
  expect(await response.json()).toMatchObject({ success: false, translatedContent: content, translatedTitle: "Title" });
});

test.describe("popovers", () => {
  test("GET /api/flipbook/popovers?language comes back translated", async ({ request, as }) => {
    const [page] = await (await request.get("/api/flipbook/search?pageNumber=4")).json();
    const title = unique("Adopted");
    const created = await as.admin.post("/api/flipbook/popovers", {
      data: { pageId: page.id, title, content: "<p>Chosen <em>before</em> time.</p>", linkedText: null },
    });
    expect(created.status()).toBe(201);
    const popover = await created.json();
    try {
      await setFakeRules([{ match: "into Italian", reply: "IT: $LAST_USER" }]);
      const listed = await (
        await request.get(`/api/flipbook/popovers?pageId=${page.id}&language=it`, { headers: headers() })
      ).json();
      expect(listed.find((p: { id: number }) => p.id === popover.id)).toMatchObject({
        title: `IT: ${title}`,
        content: "IT: <p>Chosen <em>before</em> time.</p>",
      });
      const english = await (await request.get(`/api/flipbook/popovers?pageId=${page.id}`)).json();
      expect(english.find((p: { id: number }) => p.id === popover.id)).toMatchObject({
        title,
        content: "<p>Chosen <em>before</em> time.</p>",
      });
    } finally {
      await as.admin.delete(`/api/flipbook/popovers/${popover.id}`);
    }
  });
});
