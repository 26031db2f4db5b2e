// An in-process cache of public pages in front of Next (docs/decisions/010). Next answers a warm page
// from its own page cache without rendering, but its pipeline around that (the proxy.ts adapter,
// the page cache lookup, next.config header rules) still costs about 2 ms of CPU per request, which
// caps `next start` alone near 500 pages a second on this machine. This cache answers a repeated
// public page with the bytes and headers Next sent, for a few microseconds.
//
// Only what Next itself served from its page cache is kept: a 200 for GET that proxy.ts marked with
// a language (Content-Language) and `public, s-maxage`, with `x-nextjs-cache: HIT`, no postponed
// render and no Set-Cookie. The key holds the language resolved from the URL, cookie and browser
// languages exactly as proxy.ts does (lib/i18n/request-language.mjs), and an entry is kept only
// when Next's answer is in that language, so languages never mix.
// Every tag invalidation in the process clears it (lib/cache-handler/invalidations.mjs), and a
// response whose request began before an invalidation is never kept (the generation counter).
import { requestLanguage as pageLanguage } from "../../lib/i18n/request-language.mjs";
import { LOCALES, DEFAULT_LOCALE, LANGUAGE_COOKIE } from "./locales.mjs";
import { REQUEST_ID_HEADER } from "../../lib/http/request-id.mjs";
import { isPagePath } from "../../lib/http/page-query.mjs";

export const CACHE_STATUS_HEADER = "x-server-cache";

/** Requests carrying these cookies see drafts or their own session: never answered from here. */
export const PRIVATE_COOKIES =
  /(?:^|;\s*)(?:__Secure-)?next-auth\.session-token|(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/;
/** Router payload requests, prefetches, server actions and middleware subrequests go to Next. */
const NEXT_REQUEST_HEADER = /^(?:rsc|next-|x-middleware-|purpose$|range$|authorization$)/;
const MAX_URL_LENGTH = 2048;
/** Headers of the connection, not of the page; Date is written fresh for each answer. */
// Headers of one response, never replayed from a stored copy (the request id is the new request's).
const HOP_HEADERS = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  CACHE_STATUS_HEADER,
  REQUEST_ID_HEADER,
]);

/** The `preferredLanguage` cookie's value as Next's parser reads it: the last one that decodes. */
export function languageCookie(header) {
  if (!header) return undefined;
  let value;
  for (const pair of header.split(/; */)) {
    const at = pair.indexOf("=");
    if (at === -1 ? pair !== LANGUAGE_COOKIE : pair.slice(0, at) !== LANGUAGE_COOKIE) continue;
    if (at === -1) value = "true";
    else
      try {
        value = decodeURIComponent(pair.slice(at + 1));
      } catch {
        // Next keeps the previous value when one does not decode.
      }
  }
  return value;
}

/** The language proxy.ts serves for this cookie header (lib/http/locale-route.ts requestLocale). */
export function requestLanguage(cookieHeader) {
  const value = languageCookie(cookieHeader);
  return LOCALES.includes(value) ? value : DEFAULT_LOCALE;
}

/**
 * The cache key of a request, or null when it must reach Next: the method does not matter (HEAD
 * is answered from GET's entry), the path and query do, and so do the language (proxy.ts's choice:
 * the URL's prefix, the cookie, the browser's languages) and the scheme the proxy in front reports
 * (Strict-Transport-Security depends on it).
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} request
 */
export function cacheKey({ method, url = "/", headers }) {
  if (method !== "GET" && method !== "HEAD") return null;
  if (url.length > MAX_URL_LENGTH || !url.startsWith("/") || !isPagePath(url.split("?", 1)[0])) return null;
  for (const name of Object.keys(headers)) if (NEXT_REQUEST_HEADER.test(name)) return null;
  const cookie = headers.cookie;
  if (Array.isArray(cookie)) return null;
  if (cookie && PRIVATE_COOKIES.test(cookie)) return null;
  const proto = headers["x-forwarded-proto"];
  if (proto !== undefined && (typeof proto !== "string" || proto.length > 8)) return null;
  const acceptLanguage = headers["accept-language"];
  const userAgent = headers["user-agent"];
  const { locale } = pageLanguage({
    pathname: url.split("?")[0],
    cookie: languageCookie(cookie),
    acceptLanguage: typeof acceptLanguage === "string" ? acceptLanguage : undefined,
    userAgent: typeof userAgent === "string" ? userAgent : undefined,
  });
  return `${locale}|${proto ?? ""}|${url}`;
}

const LANGUAGE_OF_KEY = (key) => key.slice(0, key.indexOf("|"));

/**
 * How long Next's answer may be kept, in ms, or 0 when it must not be: see the file's header.
 * @param {{ method: string, status: number, key: string, headers: Record<string, unknown> }} response
 */
export function keepFor({ method, status, key, headers }) {
  if (method !== "GET" || status !== 200) return 0;
  if (headers["set-cookie"] !== undefined || headers["x-nextjs-postponed"] !== undefined) return 0;
  if (headers["x-nextjs-cache"] !== "HIT") return 0;
  if (headers["content-language"] !== LANGUAGE_OF_KEY(key)) return 0;
  const cacheControl = String(headers["cache-control"] ?? "").toLowerCase();
  if (!/(^|,)\s*public\s*(,|$)/.test(cacheControl) || /private|no-store|no-cache/.test(cacheControl)) return 0;
  const sMaxAge = /(?:^|,)\s*s-maxage=(\d+)/.exec(cacheControl);
  return sMaxAge ? Number(sMaxAge[1]) * 1000 : 0;
}

/** How long past its s-maxage an entry may be served while it is refreshed, in ms. */
function staleWhileRevalidate(headers) {
  const match = /(?:^|,)\s*stale-while-revalidate=(\d+)/.exec(String(headers["cache-control"] ?? "").toLowerCase());
  return match ? Number(match[1]) * 1000 : 0;
}

/**
 * @typedef {{ headers: string[], body: Buffer, etag?: string, stored: number, expires: number, staleUntil: number, refreshing: boolean }} Entry
 */

/** The stored headers as a flat list for writeHead: lower-case names, hop headers left out. */
function storedHeaders(headers) {
  const list = [];
  for (const [name, value] of Object.entries(headers)) {
    if (HOP_HEADERS.has(name) || value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) list.push(name, String(one));
  }
  return list;
}

/** True when an If-None-Match header names this ETag (weak comparison, as Next's `fresh` does). */
export function etagMatches(ifNoneMatch, etag) {
  if (!ifNoneMatch || !etag) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const bare = (tag) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => bare(tag) === bare(etag));
}

/** @returns {Entry} */
function newEntry(headers, body, stored, ttl, maxAgeMs) {
  const expires = stored + ttl;
  return {
    headers: storedHeaders(headers),
    body,
    etag: typeof headers.etag === "string" ? headers.etag : undefined,
    stored,
    expires,
    staleUntil: expires + Math.min(staleWhileRevalidate(headers), maxAgeMs),
    refreshing: false,
  };
}

/**
 * `keep`: how long an answer may be kept (keepFor for pages; scripts/server/image-cache.mjs for images).
 * @param {{ maxEntries?: number, maxBytes?: number, maxEntryBytes?: number, maxAgeMs?: number, now?: () => number, keep?: typeof keepFor }} [options]
 */
export function createResponseCache({
  maxEntries = 2_000,
  maxBytes = 64 * 1024 * 1024,
  maxEntryBytes = 2 * 1024 * 1024,
  maxAgeMs = 60_000,
  now = Date.now,
  keep = keepFor,
} = {}) {
  /** Insertion order is recency order: a hit moves its entry to the end. */
  const entries = new Map();
  let bytes = 0;
  let generation = 0;

  function remove(key) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.body.length;
  }

  /**
   * The entry for `key`: fresh, or past its s-maxage while one request is already refreshing it
   * from Next (within its stale-while-revalidate), so that an expiry sends one request to Next
   * rather than every connection at once. Invalidations remove entries: a stale one is only old.
   * `refresh`: the caller will offer Next's answer to store() (a GET).
   * @param {string} key
   * @returns {{ entry: Entry, stale: boolean } | undefined}
   */
  function get(key, refresh = true) {
    const entry = entries.get(key);
    if (!entry) return undefined;
    const time = now();
    if (entry.expires > time) {
      entries.delete(key);
      entries.set(key, entry);
      return { entry, stale: false };
    }
    if (entry.refreshing && entry.staleUntil > time) return { entry, stale: true };
    if (entry.staleUntil <= time) remove(key);
    else if (refresh) entry.refreshing = true;
    return undefined;
  }

  /** Keeps Next's answer when it may be kept and no invalidation happened since `startedAt`. */
  function store(key, startedAt, { method, status, headers, body }) {
    const ttl = startedAt === generation ? Math.min(keep({ method, status, key, headers }), maxAgeMs) : 0;
    if (ttl <= 0 || body.length > maxEntryBytes || body.length > maxBytes) {
      // A refresh that cannot be kept ends the stale entry: the next request goes to Next.
      if (entries.get(key)?.refreshing) remove(key);
      return false;
    }
    remove(key);
    entries.set(key, newEntry(headers, body, now(), ttl, maxAgeMs));
    bytes += body.length;
    for (const [oldest] of entries) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      remove(oldest);
    }
    return true;
  }

  return {
    get,
    store,
    /** The generation a request starts in; pass it back to store(). */
    generation: () => generation,
    /** Every entry dropped, and responses begun before now are not kept. */
    invalidate() {
      generation++;
      entries.clear();
      bytes = 0;
    },
    stats: () => ({ entries: entries.size, bytes, generation }),
    /** Larger answers are not kept, so they need not be collected either. */
    maxEntryBytes,
  };
}
