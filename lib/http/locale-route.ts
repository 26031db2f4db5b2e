import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/i18n/config";
import { parseModeParam, parsePageParam } from "@/lib/book/query";
import { BOOKLET_LIST_PAGES, parseBookletId } from "@/lib/validation/booklets";
import { parseSearchRequest, searchQueryString } from "@/lib/search/query";
import { FILTER_BOOK, FILTER_SLUG } from "@/lib/http/page-query.mjs";

// proxy.ts rewrites each public URL to app/[locale]/…, so a page renders once per language and is cached (decision 010).

const FIXED_PAGES = new Set(["/", "/about", "/contact", "/videos"]);

export const MAX_PAGE_PARAM = 2000;

const BOOKLET_READER = /^\/booklets\/([^/]+)\/?$/;
const TEACHING = /^\/teachings\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;
const TEACHING_SERIES = /^\/teachings\/series\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;

export const isTeachingsFeed = (pathname: string) =>
  /^\/teachings(?:\/series\/[a-z0-9]+(?:-[a-z0-9]+)*)?\/feed\.xml$/.test(pathname);

export const NO_FILTER = "all";

export const BUILD_PLACEHOLDER_LOCALE = "build";

export function requestLocale(cookie: string | undefined): Locale {
  return isLocale(cookie) ? cookie : DEFAULT_LOCALE;
}

export type PublicRoute =
  | { kind: "page"; path: string }
  | { kind: "booklet"; id: number | null; page: number }
  | { kind: "search"; query: string }
  | { kind: "other" };

export function publicRoute(pathname: string, search: URLSearchParams): PublicRoute {
  const path = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  if (path === "/interactive-books") return bookletListRoute(search);
  if (FIXED_PAGES.has(path)) return { kind: "page", path: path === "/" ? "" : path };
  if (path === "/flipbook" || path === "/flipbook-viewer") {
    const page = Math.min(parsePageParam(search.get("page") ?? undefined), MAX_PAGE_PARAM);
    return { kind: "page", path: `/flipbook/${page}/${parseModeParam(search.get("mode") ?? undefined)}` };
  }
  if (path === "/search")
    return { kind: "search", query: searchQueryString(parseSearchRequest((name) => search.get(name))) };
  if (path === "/teachings") return { kind: "page", path: teachingListPath(search) };
  const series = TEACHING_SERIES.exec(path);
  if (series && series[1].length <= 100) return { kind: "page", path: `/teachings/series/${series[1]}` };
  const teaching = TEACHING.exec(path);
  if (teaching && teaching[1] !== "series" && teaching[1].length <= 100)
    return { kind: "page", path: `/teachings/${teaching[1]}` };
  const booklet = BOOKLET_READER.exec(path);
  if (booklet && booklet[1] !== "missing") {
    const raw = search.get("page");
    const page = raw && /^\d{1,6}$/.test(raw) ? Math.min(Math.max(Number(raw), 1), MAX_PAGE_PARAM) : 1;
    return { kind: "booklet", id: parseBookletId(booklet[1]), page };
  }
  return { kind: "other" };
}

// Page 1 keeps the list's own route; past the last page a full catalogue can have is the shared 404.
function bookletListRoute(search: URLSearchParams): PublicRoute {
  const page = parsePageParam(search.get("page") ?? undefined);
  if (page > BOOKLET_LIST_PAGES) return { kind: "other" };
  return { kind: "page", path: page === 1 ? "/interactive-books" : `/interactive-books/${page}` };
}

function teachingListPath(search: URLSearchParams): string {
  const value = (name: string, pattern: RegExp) => {
    const raw = search.get(name) ?? "";
    return raw.length <= 100 && pattern.test(raw) && raw !== NO_FILTER ? raw : NO_FILTER;
  };
  return `/teaching-list/${value("series", FILTER_SLUG)}/${value("speaker", FILTER_SLUG)}/${value("book", FILTER_BOOK)}`;
}

export function internalPath(locale: Locale, route: PublicRoute): string {
  if (route.kind === "page") return `/${locale}${route.path}`;
  if (route.kind === "search") return `/${locale}/search${route.query}`;
  if (route.kind === "booklet")
    return route.id === null ? `/${locale}/booklets/missing` : `/${locale}/booklets/${route.id}/${route.page}`;
  return `/${locale}/missing`;
}
