// What a page's render reads (lib/http/locale-route.ts); scripts/server.mjs drops the rest: Next stores the URL in the
// render, so `/?utm_x=…` would reach every visitor, `fbclid` miss the cache (docs/notes/011-security-reviews.md, L3).
import { splitLanguagePrefix } from "../i18n/request-language.mjs";

/** @type {Array<[RegExp, string[]]>} a public path without its language prefix, and what it reads */
const READ_BY_PAGE = [
  [/^\/(?:flipbook|flipbook-viewer)\/?$/, ["page", "mode"]],
  [/^\/search\/?$/, ["q", "kind", "page"]],
  [/^\/teachings\/?$/, ["series", "speaker", "book"]],
  [/^\/booklets\/[^/]+\/?$/, ["page"]],
  [/^\/interactive-books\/?$/, ["page"]],
];
/** A teaching-list filter's slug, and a book's abbreviation (lib/http/locale-route.ts reads them the same way). */
export const FILTER_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const FILTER_BOOK = /^[1-4]?[A-Za-z]{2,8}$/;
/** As `SEARCH_QUERY_MAX` (lib/search/query.ts; a unit test keeps the two equal). */
export const QUERY_CHARACTERS = 200;

// What a read parameter's value may be, decoded, as the page itself reads it; null where the page would ignore it.
// A render keeps the address it was filled from and shows it to every later visitor, so the address must be one
// of the page's own, not whatever a first visitor chose to add (docs/notes/011-security-reviews.md, review 11 M3).
/** @type {Record<string, (value: string) => string | null>} */
const CANONICAL = {
  page: (value) => (/^\d{1,6}$/.test(value) && Number(value) >= 1 ? String(Number(value)) : null),
  mode: (value) => (value === "iframe" || value === "enhanced" ? value : null),
  kind: (value) => (/^[a-z]{1,16}$/.test(value) ? value : null),
  q: (value) => value.replace(/\s+/g, " ").trim().slice(0, QUERY_CHARACTERS).trim() || null,
  series: (value) => (value.length <= 100 && FILTER_SLUG.test(value) ? value : null),
  speaker: (value) => (value.length <= 100 && FILTER_SLUG.test(value) ? value : null),
  book: (value) => (FILTER_BOOK.test(value) ? value : null),
};
// Next's own: a router payload request carries it, and Next checks it against the request's headers.
const NEXT_PARAMS = ["_rsc"];
const NOT_A_PAGE_PREFIX = /^\/(?:api\/|_next\/|admin(?:\/|$))/;

// As proxy.ts's matcher: not an API, Next's files, an admin screen or a file (a dot in the last segment). Linear.
/** @param {string} pathname */
export const isPagePath = (pathname) =>
  !NOT_A_PAGE_PREFIX.test(pathname) && !pathname.slice(pathname.lastIndexOf("/")).includes(".");

/** @param {string} pathname */
export function pageParams(pathname) {
  const { path } = splitLanguagePrefix(pathname);
  return READ_BY_PAGE.find(([pattern]) => pattern.test(path))?.[1] ?? [];
}

// `url` (a path and query) with only the parameters its page reads, each once and as the page reads it (as written
// where it already is), in order; other URLs unchanged.
/** @param {string} url */
export function withoutUnreadParams(url) {
  const at = url.indexOf("?");
  if (at === -1) return url;
  const pathname = url.slice(0, at);
  if (!isPagePath(pathname)) return url;
  const read = pageParams(pathname);
  const seen = new Set();
  const pairs = [];
  for (const pair of url.slice(at + 1).split("&")) {
    const name = decoded(pair.split("=", 1)[0]);
    if (NEXT_PARAMS.includes(name)) pairs.push(pair);
    if (!read.includes(name) || seen.has(name)) continue;
    seen.add(name);
    const equals = pair.indexOf("=");
    const written = equals === -1 ? "" : pair.slice(equals + 1);
    const value = decoded(written);
    const canonical = value === null ? null : CANONICAL[name](value);
    if (canonical === value) pairs.push(pair);
    else if (canonical !== null) pairs.push(`${name}=${encodeURIComponent(canonical)}`);
  }
  return pairs.length > 0 ? `${pathname}?${pairs.join("&")}` : pathname;
}

/** @param {string} text */
function decoded(text) {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return null;
  }
}
