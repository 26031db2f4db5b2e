import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { storageStatePath } from "../support/accounts";
import { createTestBooklet } from "../support/booklets";

// <title> and Open Graph titles follow the visitor's language: the catalogue for
// fixed pages, stored translations for booklet titles. Read from the server's HTML, as a crawler or
// a link preview reads them.

const catalogue = (language: string) => JSON.parse(readFileSync(`messages/${language}.json`, "utf8"));

async function titlesOf(request: APIRequestContext, path: string, language: string) {
  const html = await (await request.get(path, { headers: { cookie: `preferredLanguage=${language}` } })).text();
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
  const ogTitle = /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1] ?? "";
  return { title: decodeEntities(title), ogTitle: decodeEntities(ogTitle) };
}

const decodeEntities = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

for (const language of ["es", "fr", "de", "it", "pt"]) {
  test(`fixed pages are titled in ${language} from the catalogue`, async ({ request }) => {
    const messages = catalogue(language);
    const english = catalogue("en");
    const pages = [
      ["/", (m: typeof messages) => m.home.meta.title],
      ["/about", (m: typeof messages) => m.about.meta.title],
      ["/contact", (m: typeof messages) => m.contact.meta.title],
      ["/videos", (m: typeof messages) => m.videos.meta.title],
      ["/interactive-books", (m: typeof messages) => m.booklets.selector.title],
    ] as const;
    // Some words are the same in both languages ("Videos"); most titles must differ for the test to mean anything.
    expect(
      pages.filter(([, titleOf]) => titleOf(messages) !== titleOf(english)).length,
      `${language} titles are translated`,
    ).toBeGreaterThanOrEqual(2);
    for (const [path, titleOf] of pages) {
      const expected = titleOf(messages) as string;
      const { title, ogTitle } = await titlesOf(request, path, language);
      expect(title, `${path} <title> in ${language}`).toContain(expected);
      expect(ogTitle, `${path} og:title in ${language}`).toContain(expected);
    }
  });
}

test("a booklet's title comes from its stored translation", async ({ browser, baseURL, request }) => {
  const admin = await browser.newContext({ baseURL, storageState: storageStatePath("admin") });
  const stamp = Date.now();
  const englishTitle = `Walking in the light ${stamp}`;
  const spanishTitle = `Caminar en la luz ${stamp}`;
  const booklet = await createTestBooklet(admin.request, { title: englishTitle }, [{ title: "One" }]);
  const translation = await admin.request.post("/api/translations", {
    data: { sourceText: englishTitle, language: "es", translatedText: spanishTitle },
  });
  expect(translation.status()).toBe(201);
  try {
    await expect
      .poll(async () => (await titlesOf(request, `/booklets/${booklet.id}`, "es")).title, { timeout: 15_000 })
      .toContain(spanishTitle);
    expect((await titlesOf(request, `/booklets/${booklet.id}`, "es")).ogTitle).toContain(spanishTitle);
    expect((await titlesOf(request, `/booklets/${booklet.id}`, "en")).title).toContain(englishTitle);
  } finally {
    const { id } = await translation.json();
    await admin.request.delete(`/api/translations/${id}`);
    await admin.request.delete(`/api/booklets/${booklet.id}`);
    await admin.close();
  }
});
