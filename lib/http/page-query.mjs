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

// `url` (a path and query) with only the parameters its page reads, as written and in order; other URLs unchanged.
/** @param {string} url */
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
