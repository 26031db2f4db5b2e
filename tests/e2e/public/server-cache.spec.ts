import { readFileSync } from "node:fs";
import { type APIRequestContext, type APIResponse } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { aiBaseURL } from "../../../playwright.config";
import { createTestBooklet, uniqueTitle } from "../support/booklets";

// `next start` alone answers a warm public page from scripts/server.mjs's in-process copy
// of Next's answer (x-server-cache: HIT), in every language, with Next's headers; every tag
// invalidation, on this instance or received from the other, clears it (docs/decisions/010;
// tests/integration/tag-broadcast.test.ts proves the received one without timing).
const LANGUAGES = ["en", "es", "fr", "de", "it", "pt"];
const PAGES = ["/", "/about", "/flipbook?page=1", "/booklets/1"];
const LIMIT_MS = 10_000;
const catalogue = (language: string) => JSON.parse(readFileSync(`messages/${language}.json`, "utf8"));
const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"');

const get = (request: APIRequestContext, url: string, language: string, headers: Record<string, string> = {}) =>
  request.get(url, { headers: { cookie: `preferredLanguage=${language}`, ...headers } });

/** Requests `url` until the server answers it from its cache (tests running alongside may invalidate it). */
async function warm(request: APIRequestContext, url: string, language: string): Promise<APIResponse> {
  let response = await get(request, url, language);
  for (let attempt = 0; attempt < 6 && response.headers()["x-server-cache"] !== "HIT"; attempt++)
    response = await get(request, url, language);
  expect(response.headers()["x-server-cache"], `${language} ${url} from the server's cache`).toBe("HIT");
  return response;
}

test("a warm public page is answered by the server's cache in every language, with Next's headers", async ({
  request,
}) => {
  for (const language of LANGUAGES) {
    const messages = catalogue(language);
    for (const path of PAGES) {
      const what = `${language} ${path}`;
      const response = await warm(request, path, language);
      const headers = response.headers();
      expect(response.status(), what).toBe(200);
      expect(headers["content-language"], what).toBe(language);
      expect(headers["vary"], what).toMatch(/(^|,)\s*Cookie\s*(,|$)/i);
      expect(headers["cache-control"], what).toMatch(/public.*s-maxage=\d+/);
      expect(headers["content-security-policy"], what).toContain("default-src 'self'");
      expect(headers["x-content-type-options"], what).toBe("nosniff");
      expect(headers["x-nextjs-cache"], what).toBe("HIT");
      expect(headers["set-cookie"], what).toBeUndefined();
      const expected = path.startsWith("/flipbook") ? messages.book.next : messages.site.nav.about;
      expect(decode(await response.text()), what).toContain(expected);
      // A browser revalidating its copy gets a 304 from the same entry.
      if (headers["etag"]) {
        const revalidated = await get(request, path, language, { "if-none-match": headers["etag"] });
        expect(revalidated.status(), what).toBe(304);
      }
    }
  }
});

test("languages never mix: requests for one page in alternating languages each get their own", async ({ request }) => {
  for (const language of LANGUAGES) await warm(request, "/about", language);
  for (let round = 0; round < 3; round++)
    for (const language of LANGUAGES) {
      const response = await get(request, "/about", language);
      expect(response.headers()["content-language"]).toBe(language);
      expect(decode(await response.text())).toContain(catalogue(language).site.nav.about);
    }
  // A junk cookie is English, as proxy.ts serves it.
  const junk = await get(request, "/about", "xx");
  expect(junk.headers()["content-language"]).toBe("en");
});

test("admin screens, APIs, sessions and router requests are never answered from the server's cache", async ({
  request,
  as,
}) => {
  for (let i = 0; i < 3; i++) {
    for (const path of ["/api/settings", "/api/booklets", "/admin/login"])
      expect((await request.get(path)).headers()["x-server-cache"], path).toBe("BYPASS");
    expect((await get(request, "/about", "en", { rsc: "1" })).headers()["x-server-cache"]).toBe("BYPASS");
    const session = await as.admin.get("/about");
    expect(session.headers()["x-server-cache"], "a signed-in editor").toBe("BYPASS");
    expect((await as.admin.get("/api/settings")).headers()["cache-control"]).toMatch(/no-store/);
  }
});

test("an editor's change shows at once on the same instance and within 10 s on the other, although both had it cached", async ({
  request,
  as,
}) => {
  const settings: { id: number; name: string; value: string }[] = await (await as.admin.get("/api/settings")).json();
  const mission = settings.find((setting) => setting.name === "about_mission")!;
  const changed = `Our mission, changed under the server cache ${Date.now()}`;
  try {
    await warm(request, "/about", "en");
    await warm(request, `${aiBaseURL}/about`, "en");
    expect((await as.admin.patch(`/api/settings/${mission.id}`, { data: { ...mission, value: changed } })).ok()).toBe(
      true,
    );
    expect(await (await get(request, "/about", "en")).text(), "the instance that made the change").toContain(changed);
    await expect(async () =>
      expect(await (await get(request, `${aiBaseURL}/about`, "en")).text()).toContain(changed),
    ).toPass({
      intervals: [100],
      timeout: LIMIT_MS,
    });
  } finally {
    await as.admin.patch(`/api/settings/${mission.id}`, { data: { ...mission } });
  }
});

test("a query the page does not read is neither kept in its render nor a cache entry of its own", async ({
  request,
  as,
  removeAfter,
}) => {
  // A new booklet: its first render is made for the request below, which carries a link's parameters.
  const { id } = await createTestBooklet(as.editor, { title: uniqueTitle("Query booklet") }, [
    { title: "Only page", content: "<p>Read me.</p>" },
    { title: "Second page", content: "<p>Page two.</p>" },
  ]);
  removeAfter(as.editor, `/api/booklets/${id}`);
  const marker = `zq${Date.now().toString(36)}`;
  const first = await request.get(`/booklets/${id}?utm_source=${marker}&page=2&fbclid=${marker}`);
  expect(first.status()).toBe(200);
  const firstBody = decode(await first.text());
  expect(firstBody, "the parameter the page reads still counts").toContain("Page two.");
  expect(firstBody.includes(marker), "the link's parameters are in the page's render").toBe(false);
  // The plain address gets the same stored render (the server's cache after the first answer).
  const plain = await warm(request, `/booklets/${id}?page=2`, "en");
  expect((await plain.text()).includes(marker), "the link's parameters are in the stored render").toBe(false);
  const other = await request.get(`/booklets/${id}?page=2&fbclid=${marker}x`, {
    headers: { cookie: "preferredLanguage=en" },
  });
  expect(other.headers()["x-server-cache"], "another link's parameters share the cached copy").toBe("HIT");
});
