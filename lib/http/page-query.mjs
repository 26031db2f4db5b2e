// The query parameters a public page's render reads (lib/http/locale-route.ts publicRoute, through
// proxy.ts). scripts/server.mjs drops every other one before its cache and Next see the request: Next
// writes the request's URL into the render it stores, so `/?utm_x=…` would otherwise be served inside
// every visitor's copy of the home page until the next change, and a link's `fbclid` would make each
// visitor a cache miss (docs/notes/011-security-reviews.md, L3).
import { splitLanguagePrefix } from "../i18n/request-language.mjs";

/** @type {Array<[RegExp, string[]]>} a public path without its language prefix, and what it reads */
const READ_BY_PAGE = [
  [/^\/(?:flipbook|flipbook-viewer)\/?$/, ["page", "mode"]],
  [/^\/search\/?$/, ["q", "kind", "page"]],
  [/^\/teachings\/?$/, ["series", "speaker", "book"]],
  [/^\/booklets\/[^/]+\/?$/, ["page"]],
];
// Next's own: a router payload request carries it, and Next checks it against the request's headers.
const NEXT_PARAMS = ["_rsc"];
const NOT_A_PAGE_PREFIX = /^\/(?:api\/|_next\/|admin(?:\/|$))/;

/**
 * Whether proxy.ts rewrites `pathname` to a public page: not an API, Next's files, an admin screen or
 * a file (a dot in the last segment, as its matcher). Linear in the path's length.
 * @param {string} pathname
 */
export const isPagePath = (pathname) =>
  !NOT_A_PAGE_PREFIX.test(pathname) && !pathname.slice(pathname.lastIndexOf("/")).includes(".");

/**
 * The names of the query parameters the public page at `pathname` reads.
 * @param {string} pathname
 */
export function pageParams(pathname) {
  const { path } = splitLanguagePrefix(pathname);
  return READ_BY_PAGE.find(([pattern]) => pattern.test(path))?.[1] ?? [];
}

/**
 * `url` (a path and query) with only the parameters its page reads, as they were written and in
 * their order; any other URL unchanged.
 * @param {string} url
 */
export function withoutUnreadParams(url) {
  const at = url.indexOf("?");
  if (at === -1) return url;
  const pathname = url.slice(0, at);
  if (!isPagePath(pathname)) return url;
  const kept = [...pageParams(pathname), ...NEXT_PARAMS];
  const pairs = url
    .slice(at + 1)
    .split("&")
    .filter((pair) => kept.includes(paramName(pair)));
  return pairs.length > 0 ? `${pathname}?${pairs.join("&")}` : pathname;
}

function paramName(pair) {
  const name = pair.split("=", 1)[0].replace(/\+/g, " ");
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
