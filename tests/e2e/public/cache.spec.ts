import { readFileSync } from "node:fs";
import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { TINY_PNG } from "../../support/files";
import { withDb } from "../support/db";

// Public pages come from the cache once warm, so a visit costs no database query.
// Any query by the app server shows in pg_stat_activity as a new backend or a new query_start.
const PAGES = ["/", "/about", "/contact", "/videos", "/interactive-books", "/sitemap.xml"];
// Every public page in every language, from its internal language route.
const CACHED_PAGES = [
  "/",
  "/about",
  "/contact",
  "/videos",
  "/interactive-books",
  "/flipbook?page=1",
  "/flipbook?page=2&mode=iframe",
  "/booklets/1",
  "/booklets/1?page=2",
  "/no-such-page",
];
const LANGUAGES = ["en", "es", "fr", "de", "it", "pt"];

const SNAPSHOT = `SELECT pid, query_start::text AS started FROM pg_stat_activity
  WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`;

test("a warm server answers the public pages without querying the database", async ({ request }) => {
  for (const path of PAGES) for (let i = 0; i < 2; i++) expect((await request.get(path)).status(), path).toBe(200);

  await withDb(async (client) => {
    // Background work (expired rate-limit buckets, the indexing heartbeat, a document other tests
    // uploaded being indexed, tests running alongside) may fall into some windows; page requests
    // that query would show in every window, however many there are.
    const queried: string[][] = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 500));
      const before = new Map(
        (await client.query<{ pid: number; started: string | null }>(SNAPSHOT)).rows.map((r) => [r.pid, r.started]),
      );
      for (const path of PAGES) for (let i = 0; i < 3; i++) expect((await request.get(path)).status(), path).toBe(200);
      const after = (await client.query<{ pid: number; started: string | null }>(SNAPSHOT)).rows;
      const busy = after
        .filter((row) => !before.has(row.pid) || before.get(row.pid) !== row.started)
        .map((row) => `${row.pid}@${row.started}`);
      if (busy.length === 0) return;
      queried.push(busy);
    }
    expect(queried, "database activity during every window of warm page requests").toEqual([]);
  });
});

const get = (request: APIRequestContext, path: string, language: string, headers: Record<string, string> = {}) =>
  request.get(path, { headers: { cookie: `preferredLanguage=${language}`, ...headers } });
const catalogue = (language: string) => JSON.parse(readFileSync(`messages/${language}.json`, "utf8"));

const WARM_ATTEMPTS = 3;

test("a warm public page is served from Next's page cache, without a render, in every language", async ({
  request,
}) => {
  for (const language of LANGUAGES) {
    const messages = catalogue(language);
    for (const path of CACHED_PAGES) {
      // The first request renders the page (or finds it rendered by an earlier test).
      await get(request, path, language);
      // Tests running alongside edit content; an edit between two requests expires the page again,
      // so the warm request may be repeated. A page rendered per request never answers HIT.
      let response = await get(request, path, language);
      for (let attempt = 1; attempt < WARM_ATTEMPTS && response.headers()["x-nextjs-cache"] !== "HIT"; attempt++)
        response = await get(request, path, language);
      const what = `${language} ${path}`;
      expect(response.status(), what).toBe(path === "/no-such-page" ? 404 : 200);
      // HIT: the stored page was sent as it is. A render per request (a resumed shell, a dynamic
      // page) carries x-nextjs-postponed or no x-nextjs-cache at all.
      expect(response.headers()["x-nextjs-cache"], what).toBe("HIT");
      expect(response.headers()["x-nextjs-postponed"], what).toBeUndefined();
      expect(response.headers()["content-language"], what).toBe(language);
      expect(response.headers()["x-middleware-rewrite"], what).toMatch(new RegExp(`^/${language}(/|$)`));
      // In the visitor's language: the site's navigation, the 404 page's card, the book's toolbar.
      const expected =
        path === "/no-such-page"
          ? messages.site.notFound.title
          : path.startsWith("/flipbook")
            ? messages.book.next
            : messages.site.nav.about;
      expect(decode(await response.text()), what).toContain(expected);
    }
  }
});

const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"');

test("a warm public page is served in every language without a database query", async ({ request }) => {
  for (const language of LANGUAGES)
    for (const path of CACHED_PAGES) for (let i = 0; i < 2; i++) await get(request, path, language);
  await withDb(async (client) => {
    const queried: string[][] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const before = new Map(
        (await client.query<{ pid: number; started: string | null }>(SNAPSHOT)).rows.map((r) => [r.pid, r.started]),
      );
      for (const language of LANGUAGES)
        for (const path of CACHED_PAGES)
          expect((await get(request, path, language)).status(), `${language} ${path}`).toBe(
            path === "/no-such-page" ? 404 : 200,
          );
      const after = (await client.query<{ pid: number; started: string | null }>(SNAPSHOT)).rows;
      const busy = after
        .filter((row) => !before.has(row.pid) || before.get(row.pid) !== row.started)
        .map((row) => `${row.pid}@${row.started}`);
      if (busy.length === 0) return;
      queried.push(busy);
    }
    expect(queried, "database activity during every window of warm page requests").toEqual([]);
  });
});

test("the cache key separates languages: one URL, two cookies, two pages, and Vary says so", async ({ request }) => {
  for (const path of ["/about", "/", "/booklets/1"]) {
    const [french, german] = await Promise.all([get(request, path, "fr"), get(request, path, "de")]);
    expect(french.headers()["content-language"]).toBe("fr");
    expect(german.headers()["content-language"]).toBe("de");
    expect(decode(await french.text())).toContain(catalogue("fr").site.nav.about);
    expect(decode(await german.text())).toContain(catalogue("de").site.nav.about);
    for (const response of [french, german]) {
      expect(response.headers()["cache-control"], path).toMatch(/^public, .*s-maxage=\d+.*stale-while-revalidate=\d+/);
      expect(response.headers()["vary"], path).toMatch(/(^|,\s*)Cookie(\s*,|$)/i);
    }
    // Client navigations fetch the page's payload under the same URL: keyed the same way.
    // (Next first redirects a payload request to the address its cache-busting parameter should have.)
    const redirect = await request.get(path, {
      headers: { cookie: "preferredLanguage=fr", rsc: "1" },
      maxRedirects: 0,
    });
    const payload = await request.get(redirect.headers()["location"] ?? path, {
      headers: { cookie: "preferredLanguage=fr", rsc: "1" },
      maxRedirects: 0,
    });
    expect(payload.headers()["content-type"], `${path} payload`).toContain("text/x-component");
    expect(payload.headers()["vary"], `${path} payload`).toMatch(/(^|,\s*)Cookie(\s*,|$)/i);
    expect(payload.headers()["content-language"], `${path} payload`).toBe("fr");
  }
  // A hostile or unknown cookie is English, from English's entry.
  for (const cookie of ["xx", "FR", "../fr", "fr%00", "fr; preferredLanguage=de"]) {
    const response = await get(request, "/about", cookie);
    expect(response.headers()["content-language"], cookie).toMatch(/^(en|de)$/);
  }
});

/** A page's address in a language of its own: "/es", "/es/about", "/es/flipbook?page=1". */
const inLanguage = (language: string, path: string) => (path === "/" ? `/${language}` : `/${language}${path}`);

test("a language's own URLs (/es/…) come from Next's page cache, keyed by path alone, whatever cookie comes along", async ({
  request,
}) => {
  const spanish = catalogue("es");
  for (const path of CACHED_PAGES.filter((page) => page !== "/no-such-page")) {
    const url = inLanguage("es", path);
    // No cookie, an explicit other choice, or Accept-Language: the URL says Spanish.
    const variants: Record<string, string>[] = [{}, { cookie: "preferredLanguage=de" }, { "accept-language": "pt-BR" }];
    for (const headers of variants) {
      const what = `${url} ${JSON.stringify(headers)}`;
      await request.get(url, { headers });
      let response = await request.get(url, { headers });
      for (let attempt = 1; attempt < WARM_ATTEMPTS && response.headers()["x-nextjs-cache"] !== "HIT"; attempt++)
        response = await request.get(url, { headers });
      expect(response.status(), what).toBe(200);
      expect(response.headers()["x-nextjs-cache"], what).toBe("HIT");
      expect(response.headers()["content-language"], what).toBe("es");
      expect(response.headers()["cache-control"], what).toMatch(/^public, .*s-maxage=\d+/);
      // One page per URL: a CDN keys it by path, with no Vary on the cookie or the browser's languages.
      expect(response.headers()["vary"] ?? "", what).not.toMatch(/cookie|accept-language/i);
      const html = decode(await response.text());
      expect(html, what).toContain('<html lang="es"');
      expect(html, what).toContain(path.startsWith("/flipbook") ? spanish.book.next : spanish.site.nav.about);
    }
  }
});

test("an unprefixed URL and a language's URL never share a cached copy", async ({ request }) => {
  for (const path of ["/", "/about", "/booklets/1"]) {
    // Warm both in turn, each twice, then read them interleaved.
    for (let i = 0; i < 2; i++) {
      await get(request, path, "de");
      await request.get(inLanguage("es", path));
    }
    for (let i = 0; i < 3; i++) {
      const [german, spanish] = await Promise.all([get(request, path, "de"), request.get(inLanguage("es", path))]);
      expect(german.headers()["content-language"], path).toBe("de");
      expect(decode(await german.text()), path).toContain(catalogue("de").site.nav.about);
      expect(spanish.headers()["content-language"], path).toBe("es");
      expect(decode(await spanish.text()), path).toContain(catalogue("es").site.nav.about);
    }
  }
});

test("404 pages are never kept by a shared cache", async ({ request }) => {
  for (const path of ["/no-such-page", "/booklets/999999", "/booklets/not-a-number"]) {
    for (let i = 0; i < 2; i++) {
      const response = await get(request, path, "fr");
      expect(response.status(), path).toBe(404);
      expect(response.headers()["cache-control"], path).toMatch(/no-store/);
    }
  }
});

test("admin screens and session-dependent APIs are never cached; static files and page images are immutable", async ({
  request,
  as,
}) => {
  const admin = as.admin;
  let imageUrl = "";
  // A page image as editors upload it: its address names one file forever.
  const upload = await admin.post("/api/upload/image", {
    multipart: { image: { name: "page.png", mimeType: "image/png", buffer: Buffer.from(TINY_PNG) } },
  });
  expect(upload.status()).toBe(201);
  imageUrl = (await upload.json()).imageUrl;
  for (const url of [
    "/admin",
    "/admin/dashboard",
    "/admin/login",
    "/admin/settings",
    "/api/user",
    "/api/settings",
    "/api/auth/session",
    "/api/users",
    "/api/translations",
    "/api/booklets",
    "/api/documents",
  ]) {
    for (const client of [admin, request]) {
      const response = await client.get(url, { maxRedirects: 0 });
      expect(response.headers()["cache-control"] ?? "", url).toMatch(/no-store/);
      expect(response.headers()["cache-control"] ?? "", url).not.toMatch(/public|s-maxage/);
    }
  }
  const html = await (await request.get("/")).text();
  const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  expect((await request.get(script!)).headers()["cache-control"]).toMatch(/immutable/);
  const image = await request.get(imageUrl);
  expect(image.status()).toBe(200);
  expect(image.headers()["cache-control"]).toMatch(/immutable/);
});
