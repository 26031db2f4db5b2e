// What a search URL asks (/search?q=…&kind=…&page=…): read by proxy.ts, which passes on only
// these parameters, and by the page. Pure string work, no imports beyond constants: it runs before
// every search request.

/** The kinds of result a visitor can narrow to; "" is every kind. */
export const SEARCH_KINDS = ["book", "booklet", "document", "teaching"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_QUERY_MAX = 200;
export const SEARCH_PAGE_SIZE = 10;
/** Pages of results offered: the search ranks this many passages at most. */
export const SEARCH_MAX_PAGES = 5;

export type SearchRequest = { q: string; kind: SearchKind | null; page: number };

const isKind = (value: string | null): value is SearchKind => SEARCH_KINDS.includes(value as SearchKind);

/**
 * The request's query (trimmed, spaces collapsed, at most SEARCH_QUERY_MAX characters), kind and
 * page (1 to SEARCH_MAX_PAGES). Anything else in the URL is ignored: no bad input is an error.
 */
export function parseSearchRequest(read: (name: string) => string | null | undefined): SearchRequest {
  const q = (read("q") ?? "").replace(/\s+/g, " ").trim().slice(0, SEARCH_QUERY_MAX).trim();
  const kind = read("kind") ?? null;
  const page = Number(read("page"));
  return {
    q,
    kind: isKind(kind) ? kind : null,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, SEARCH_MAX_PAGES) : 1,
  };
}

/** The search parameters of a request, in a canonical order, without defaults ("" when none). */
export function searchQueryString({ q, kind, page }: SearchRequest): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (kind) params.set("kind", kind);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}
