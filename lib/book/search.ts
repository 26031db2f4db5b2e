export type SearchablePage = { pageNumber: number; title: string; text: string };
export type BookSearchResult = { pageNumber: number; title: string; snippet: string };

const SNIPPET_RADIUS = 60;

export function searchBook(pages: SearchablePage[], query: string, limit = 21): BookSearchResult[] {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length > 0);
  if (words.length === 0) return [];
  const results: BookSearchResult[] = [];
  for (const page of pages) {
    const haystack = `${page.title} ${page.text}`.toLowerCase();
    if (!words.every((word) => haystack.includes(word))) continue;
    const at = page.text.toLowerCase().indexOf(words[0]);
    const start = Math.max(0, at - SNIPPET_RADIUS);
    const end = at < 0 ? SNIPPET_RADIUS * 2 : at + words[0].length + SNIPPET_RADIUS;
    const snippet = `${start > 0 ? "…" : ""}${page.text.slice(start, end).trim()}${end < page.text.length ? "…" : ""}`;
    results.push({ pageNumber: page.pageNumber, title: page.title, snippet });
    if (results.length >= limit) break;
  }
  return results;
}
