export const SEARCH_KINDS = ["book", "booklet", "document", "teaching"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_QUERY_MAX = 200;
export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_MAX_PAGES = 5;

export type SearchRequest = { q: string; kind: SearchKind | null; page: number };

const isKind = (value: string | null): value is SearchKind => SEARCH_KINDS.includes(value as SearchKind);

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

export function searchQueryString({ q, kind, page }: SearchRequest): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (kind) params.set("kind", kind);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}
