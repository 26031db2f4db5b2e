import { expect, test } from "@playwright/test";
import { freshIp } from "../support/accounts";
import { requestContexts } from "../support/request-contexts";
import { fakeRequests, resetFake, setFakeRules } from "../support/fake-openai";

// The "ai" server translates through the fake OpenAI-compatible server. Every test uses texts of
// its own: what is translated is stored, and a stored translation is served without the provider.

const headers = () => ({ "X-Forwarded-For": freshIp() });
const unique = (text: string) => `${text} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

test.beforeEach(async () => {
  await resetFake();
});

test("POST /api/translate translates a string and a list through the provider, and stores them", async ({
  request,
}) => {
  await setFakeRules([
    { match: "into Spanish", reply: "ES: $LAST_USER" },
    { match: "into German", reply: "DE: $LAST_USER" },
  ]);
  const text = unique("Grace upon grace");
  const one = await request.post("/api/translate", { headers: headers(), data: { text, targetLanguage: "es" } });
  expect(await one.json()).toEqual({ success: true, translatedText: `ES: ${text}`, message: "Translated" });

  const list = [unique("Faith"), `<p>Hope and <strong>love</strong> ${unique("")}</p>`];
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

test("POST /api/translate keeps the originals when the provider fails", async ({ request }) => {
  await setFakeRules([{ status: 500 }]);
  const list = [unique("Peace"), unique("Joy")];
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

test("POST /api/translate gives up after 10 seconds and keeps the original", async ({ request }) => {
  test.setTimeout(40_000);
  await setFakeRules([{ delayMs: 15_000, reply: "too late" }]);
  const text = unique("Patience");
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

test("POST /api/flipbook/translate translates a page's HTML and title, keeping its tags", async ({ request }) => {
  await setFakeRules([{ match: "into French", reply: "FR $LAST_USER" }]);
  const title = unique("The Firstborn");
  const content = `<h2>${title}</h2><p>Read <a href="/flipbook?page=3">page three</a>.</p>`;
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

test("POST /api/flipbook/translate keeps the original page when the provider fails", async ({ request }) => {
  await setFakeRules([{ status: 503 }]);
  const content = `<p>${unique("Sample page")}</p>`;
  const response = await request.post("/api/flipbook/translate", {
    headers: headers(),
    data: { pageId: 1, content, pageTitle: "Title", targetLanguage: "es" },
  });
  expect(await response.json()).toMatchObject({ success: false, translatedContent: content, translatedTitle: "Title" });
});

test.describe("popovers", () => {
  const as = requestContexts(["admin"]);

  test("GET /api/flipbook/popovers?language comes back translated", async ({ request }) => {
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
