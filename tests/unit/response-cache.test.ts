import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, LANGUAGE_STORAGE_KEY, LOCALES } from "@/lib/i18n/config";
import { PUBLIC_PAGE_CACHE_CONTROL, PRIVATE_NO_STORE } from "@/lib/http/cache-headers";
import { requestLocale } from "@/lib/http/locale-route";
import { announcingInvalidations, onTagsInvalidated } from "@/lib/cache-handler/invalidations.mjs";
import * as serverLocales from "../../scripts/server/locales.mjs";
import {
  cacheKey,
  createResponseCache,
  etagMatches,
  keepFor,
  requestLanguage,
} from "../../scripts/server/response-cache.mjs";
import { servingCachedPages } from "../../scripts/server/cached-pages.mjs";

// The in-process cache of public pages in scripts/server.mjs (docs/decisions/010).

const request = (url: string, headers: Record<string, string> = {}, method = "GET") => ({ method, url, headers });
/** What Next sends for a page it served from its page cache, in `language`. */
const nextHit = (language: string, extra: Record<string, string> = {}) => ({
  "cache-control": PUBLIC_PAGE_CACHE_CONTROL,
  "content-language": language,
  "content-type": "text/html; charset=utf-8",
  "x-nextjs-cache": "HIT",
  etag: '"abc"',
  vary: "rsc, Cookie",
  ...extra,
});
const page = (language: string, extra: Record<string, string> = {}, body = `<p>${language}</p>`) => ({
  method: "GET",
  status: 200,
  headers: nextHit(language, extra),
  body: Buffer.from(body),
});

describe("the server's languages", () => {
  it("are the app's", () => {
    expect(serverLocales.LOCALES).toEqual([...LOCALES]);
    expect(serverLocales.DEFAULT_LOCALE).toBe(DEFAULT_LOCALE);
    expect(serverLocales.LANGUAGE_COOKIE).toBe(LANGUAGE_STORAGE_KEY);
  });

  it("are resolved from the cookie header exactly as proxy.ts resolves them", () => {
    // proxy.ts: requestLocale(request.cookies.get(...)?.value), Next's cookie parser.
    const headers = [
      "preferredLanguage=fr",
      "a=1; preferredLanguage=de; b=2",
      "preferredLanguage=fr; preferredLanguage=it",
      "preferredLanguage=es; preferredLanguage=%E0%A4%A",
      "preferredLanguage=%70t",
      "preferredLanguage=FR",
      "preferredLanguage= fr",
      "preferredLanguage=fr ",
      "preferredLanguage",
      "xpreferredLanguage=fr",
      "preferredLanguage=de;preferredLanguage=es",
      "preferredLanguage=en-US",
      "",
    ];
    for (const header of headers) {
      const next = new Map<string, string>();
      for (const pair of header.split(/; */)) {
        if (!pair) continue;
        const at = pair.indexOf("=");
        if (at === -1) next.set(pair, "true");
        else
          try {
            next.set(pair.slice(0, at), decodeURIComponent(pair.slice(at + 1)));
          } catch {}
      }
      expect(requestLanguage(header), header).toBe(requestLocale(next.get(LANGUAGE_STORAGE_KEY)));
    }
    expect(requestLanguage("preferredLanguage=es; preferredLanguage=%E0%A4%A")).toBe("es");
    expect(requestLanguage("preferredLanguage=%70t")).toBe("pt");
  });
});

describe("cacheKey", () => {
  it("separates languages, paths, queries and schemes, not methods", () => {
    const keys = new Set(
      [
        request("/about"),
        request("/about", { cookie: "preferredLanguage=fr" }),
        request("/about", { cookie: "preferredLanguage=de" }),
        request("/about?x=1"),
        request("/"),
        request("/about", { "x-forwarded-proto": "https" }),
      ].map((r) => cacheKey(r)),
    );
    expect(keys.size).toBe(6);
    expect(cacheKey(request("/about", {}, "HEAD"))).toBe(cacheKey(request("/about")));
    // Junk language cookies are English, as proxy.ts serves them.
    expect(cacheKey(request("/about", { cookie: "preferredLanguage=xx" }))).toBe(cacheKey(request("/about")));
    expect(cacheKey(request("/about", { cookie: "consent=1" }))).toBe(cacheKey(request("/about")));
  });

  it("sends to Next what it must see", () => {
    const bypassed = [
      request("/about", {}, "POST"),
      request("/api/settings"),
      request("/admin"),
      request("/admin/books?x=1"),
      request("/_next/static/chunks/a.js"),
      request("/robots.txt"),
      request("/uploads/a.jpg?v=1"),
      request("/about", { rsc: "1" }),
      request("/about", { "next-router-prefetch": "1" }),
      request("/about", { "next-router-state-tree": "x" }),
      request("/about", { "next-action": "x" }),
      request("/about", { "x-middleware-subrequest": "x" }),
      request("/about", { range: "bytes=0-10" }),
      request("/about", { authorization: "Basic x" }),
      request("/about", { cookie: "next-auth.session-token=abc" }),
      request("/about", { cookie: "a=1; __Secure-next-auth.session-token.0=abc" }),
      request("/about", { cookie: "__prerender_bypass=1" }),
      request("/about", { cookie: "__next_preview_data=1" }),
      request("/about", { "x-forwarded-proto": "https,http,https" }),
      request(`/about?${"x".repeat(3000)}`),
      request("about"),
    ];
    for (const r of bypassed) expect(cacheKey(r), JSON.stringify(r).slice(0, 120)).toBeNull();
    expect(cacheKey(request("/administrators"))).not.toBeNull();
    expect(cacheKey(request("/booklets/1?page=2"))).not.toBeNull();
  });
});

describe("keepFor", () => {
  const key = cacheKey(request("/about", { cookie: "preferredLanguage=fr" }))!;
  const response = (headers: Record<string, unknown>, status = 200, method = "GET") => ({
    method,
    status,
    key,
    headers,
  });

  it("keeps a page Next served from its cache, for its s-maxage", () => {
    expect(keepFor(response(nextHit("fr")))).toBe(5_000);
  });

  it("keeps nothing else", () => {
    const refused: Record<string, unknown>[] = [
      nextHit("en"),
      nextHit("fr", { "x-nextjs-cache": "MISS" }),
      nextHit("fr", { "x-nextjs-cache": "STALE" }),
      { ...nextHit("fr"), "x-nextjs-cache": undefined },
      nextHit("fr", { "x-nextjs-postponed": "1" }),
      { ...nextHit("fr"), "set-cookie": ["a=1"] },
      nextHit("fr", { "cache-control": PRIVATE_NO_STORE }),
      nextHit("fr", { "cache-control": "public, max-age=60" }),
      nextHit("fr", { "cache-control": "public, s-maxage=5, no-cache" }),
      nextHit("fr", { "cache-control": "s-maxage=5" }),
      { ...nextHit("fr"), "content-language": undefined },
    ];
    for (const headers of refused) expect(keepFor(response(headers)), JSON.stringify(headers)).toBe(0);
    expect(keepFor(response(nextHit("fr"), 404))).toBe(0);
    expect(keepFor(response(nextHit("fr"), 304))).toBe(0);
    expect(keepFor(response(nextHit("fr"), 200, "HEAD"))).toBe(0);
  });
});

describe("createResponseCache", () => {
  const fr = cacheKey(request("/about", { cookie: "preferredLanguage=fr" }))!;
  const de = cacheKey(request("/about", { cookie: "preferredLanguage=de" }))!;

  it("answers with what was stored, per language", () => {
    const cache = createResponseCache();
    expect(cache.store(fr, cache.generation(), page("fr"))).toBe(true);
    expect(cache.store(de, cache.generation(), page("fr"))).toBe(false);
    expect(cache.get(fr)?.entry.body.toString()).toBe("<p>fr</p>");
    expect(cache.get(de)).toBeUndefined();
    const headers = cache.get(fr)!.entry.headers;
    expect(headers).toContain("content-language");
    expect(headers).toContain("vary");
    expect(cache.get(fr)?.entry.etag).toBe('"abc"');
  });

  it("drops entries past their s-maxage and its own maximum", () => {
    let now = 1_000;
    const cache = createResponseCache({ now: () => now, maxAgeMs: 3_000 });
    const noStale = { "cache-control": "public, s-maxage=5" };
    cache.store(fr, cache.generation(), page("fr", noStale));
    cache.store(de, cache.generation(), page("de", { "cache-control": "public, s-maxage=1" }));
    now += 999;
    expect(cache.get(de)?.stale).toBe(false);
    now += 1;
    expect(cache.get(de)).toBeUndefined();
    expect(cache.get(de)).toBeUndefined();
    expect(cache.get(fr)).toBeDefined();
    now += 2_000;
    expect(cache.get(fr)).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it("past its s-maxage, sends one request to Next and serves the others stale within stale-while-revalidate", () => {
    let now = 1_000;
    const cache = createResponseCache({ now: () => now });
    cache.store(fr, cache.generation(), page("fr", {}, "old"));
    now += 5_000;
    // HEAD does not refresh: it is answered by Next and leaves the entry as it was.
    expect(cache.get(fr, false)).toBeUndefined();
    expect(cache.get(fr)).toBeUndefined();
    expect(cache.get(fr)).toMatchObject({ stale: true });
    expect(cache.get(fr)?.entry.body.toString()).toBe("old");
    cache.store(fr, cache.generation(), page("fr", {}, "new"));
    expect(cache.get(fr)).toMatchObject({ stale: false });
    expect(cache.get(fr)?.entry.body.toString()).toBe("new");
    // A refresh Next answers with something that cannot be kept ends the stale copy.
    now += 5_000;
    expect(cache.get(fr)).toBeUndefined();
    expect(cache.store(fr, cache.generation(), page("fr", { "x-nextjs-cache": "MISS" }))).toBe(false);
    expect(cache.get(fr)).toBeUndefined();
    // A refresh that never comes back: the stale copy goes at the end of stale-while-revalidate.
    cache.store(fr, cache.generation(), page("fr"));
    now += 5_000;
    expect(cache.get(fr)).toBeUndefined();
    now += 4_999;
    expect(cache.get(fr)).toMatchObject({ stale: true });
    now += 1;
    expect(cache.get(fr)).toBeUndefined();
    expect(cache.stats().entries).toBe(0);
  });

  it("stays within its entry and byte bounds, dropping the least recently read", () => {
    const cache = createResponseCache({ maxEntries: 3, maxBytes: 100, maxEntryBytes: 60 });
    const key = (path: string) => cacheKey(request(path))!;
    for (const path of ["/a", "/b", "/c"]) cache.store(key(path), cache.generation(), page("en", {}, "x".repeat(10)));
    cache.get(key("/a"));
    cache.store(key("/d"), cache.generation(), page("en", {}, "x".repeat(10)));
    expect(cache.get(key("/b"))).toBeUndefined();
    expect(cache.get(key("/a"))).toBeDefined();
    expect(cache.store(key("/big"), cache.generation(), page("en", {}, "x".repeat(61)))).toBe(false);
    cache.store(key("/e"), cache.generation(), page("en", {}, "x".repeat(60)));
    expect(cache.stats().bytes).toBeLessThanOrEqual(100);
    expect(cache.stats().entries).toBeLessThanOrEqual(3);
    expect(cache.get(key("/e"))).toBeDefined();
  });

  it("is emptied by an invalidation, and keeps no answer begun before it", () => {
    const cache = createResponseCache();
    cache.store(fr, cache.generation(), page("fr"));
    const begun = cache.generation();
    cache.invalidate();
    expect(cache.get(fr)).toBeUndefined();
    expect(cache.store(fr, begun, page("fr"))).toBe(false);
    expect(cache.get(fr)).toBeUndefined();
    expect(cache.store(fr, cache.generation(), page("fr"))).toBe(true);
  });

  it("is emptied by every updateTags of the announcing cache handler, before and after the expiry", async () => {
    const cache = createResponseCache();
    const stop = onTagsInvalidated(() => cache.invalidate());
    let during = -1;
    const handler = announcingInvalidations({
      get: async () => undefined,
      set: async () => {},
      refreshTags: async () => {},
      getExpiration: async () => 0,
      updateTags: async (tags: string[]) => {
        during = tags.length > 0 ? cache.generation() : -1;
      },
    });
    try {
      const begun = cache.generation();
      cache.store(fr, begun, page("fr"));
      await handler.updateTags(["settings"]);
      expect(during).toBe(begun + 1);
      // An answer read while the tags were being expired is not kept either.
      expect(cache.store(fr, during, page("fr"))).toBe(false);
      expect(cache.generation()).toBe(begun + 2);
    } finally {
      stop();
    }
  });
});

describe("etagMatches", () => {
  it("compares weakly, lists and *", () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches("*", '"abc"')).toBe(true);
    expect(etagMatches('"x"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
    expect(etagMatches('"abc"', undefined)).toBe(false);
  });
});

describe("servingCachedPages", () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /** A stand-in for Next: counts its answers, which say what Next would. */
  async function start(headers: (url: string) => Record<string, string>, body = "") {
    const cache = createResponseCache({ maxEntryBytes: 1_000 });
    let answered = 0;
    const next = (req: { url?: string }, res: import("node:http").ServerResponse) => {
      answered++;
      for (const [name, value] of Object.entries(headers(req.url ?? "/"))) res.setHeader(name, value);
      res.write("<p>");
      res.write(body);
      res.end(`${answered}</p>`);
    };
    server = createServer(servingCachedPages(cache, next));
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { cache, base, answered: () => answered };
  }

  it("answers a repeated page itself, with Next's headers, HEAD and 304 included", async () => {
    const app = await start(() => nextHit("fr"));
    const get = (init?: RequestInit) =>
      fetch(`${app.base}/about`, { ...init, headers: { cookie: "preferredLanguage=fr", ...init?.headers } });
    const first = await get();
    expect(first.headers.get("x-server-cache")).toBe("MISS");
    expect(await first.text()).toBe("<p>1</p>");
    const second = await get();
    expect(second.headers.get("x-server-cache")).toBe("HIT");
    expect(await second.text()).toBe("<p>1</p>");
    expect(second.headers.get("content-language")).toBe("fr");
    expect(second.headers.get("vary")).toBe("rsc, Cookie");
    expect(second.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(second.headers.get("etag")).toBe('"abc"');
    expect(second.headers.get("age")).toMatch(/^\d+$/);
    const head = await get({ method: "HEAD" });
    expect(head.headers.get("x-server-cache")).toBe("HIT");
    const notModified = await get({ headers: { "if-none-match": '"abc"' } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("etag")).toBe('"abc"');
    expect(notModified.headers.get("x-server-cache")).toBe("HIT");
    // Another language is Next's to answer.
    const german = await fetch(`${app.base}/about`, { headers: { cookie: "preferredLanguage=de" } });
    expect(german.headers.get("x-server-cache")).toBe("MISS");
    expect(app.answered()).toBe(2);
  });

  it("does not keep a page larger than an entry may be", async () => {
    const app = await start(() => nextHit("en"), "x".repeat(1_000));
    for (let i = 0; i < 2; i++) expect((await (await fetch(`${app.base}/about`)).text()).length).toBe(1_008);
    expect(app.answered()).toBe(2);
    expect(app.cache.stats().entries).toBe(0);
  });

  it("never keeps what is private, and never answers a session from the cache", async () => {
    const app = await start((url) =>
      url.startsWith("/private") ? nextHit("en", { "cache-control": PRIVATE_NO_STORE }) : nextHit("en"),
    );
    for (let i = 0; i < 2; i++) await (await fetch(`${app.base}/private`)).text();
    await (await fetch(`${app.base}/about`)).text();
    const session = await fetch(`${app.base}/about`, { headers: { cookie: "next-auth.session-token=x" } });
    expect(session.headers.get("x-server-cache")).toBe("BYPASS");
    expect(await session.text()).toBe("<p>4</p>");
    expect(app.answered()).toBe(4);
    expect(app.cache.stats().entries).toBe(1);
  });
});
