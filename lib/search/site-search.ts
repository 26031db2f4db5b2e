import "server-only";
import { sourceHref } from "@/components/chat/source-label";
import type { SourceLabel } from "@/lib/contracts/chat";
import type { Locale } from "@/lib/i18n/config";
import { SEARCH_LANGUAGES } from "@/lib/knowledge/language";
import { analyzeQuestion, retrieve, type Passage } from "@/lib/knowledge/retrieval";
import { findReferences } from "@/lib/scripture/references";
import { referenceKeys } from "@/lib/scripture/osis";
import { SEARCH_MAX_PAGES, SEARCH_PAGE_SIZE, type SearchKind, type SearchRequest } from "@/lib/search/query";
import { buildSnippet, snippetText, type SnippetSegment } from "@/lib/search/snippet";

// Site search: the chatbot's index and ranking (lib/knowledge/retrieval), one result per place a
// visitor can open (the best passage of each page), with an excerpt and the page's address in
// the visitor's language. Only published content is in the index (docs/decisions/016), so no
// draft can be found.

/** The filter each kind of source belongs to: a new kind of source is one entry here. */
const KIND_OF_SOURCE = {
  bookPage: "book",
  bookletPage: "booklet",
  document: "document",
} as const satisfies Record<SourceLabel["kind"], SearchKind>;

export type SearchHit = {
  kind: SearchKind;
  label: SourceLabel | undefined;
  /** The source's English title, for a source without a label. */
  title: string;
  href: string;
  snippet: SnippetSegment[];
};

export type SiteSearchResult = {
  hits: SearchHit[];
  /** Results of every kind, before the kind filter (how many each filter would show). */
  counts: Record<SearchKind, number>;
  /** Results of the chosen kind (all kinds when none). */
  total: number;
  pages: number;
};

const kindOf = (passage: Passage): SearchKind => KIND_OF_SOURCE[passage.source.label?.kind ?? "document"];

/** Characters before a chapter and verse that a book's name may take ("1 Corinthians", "Apocalipsis"). */
const BOOK_NAME_ROOM = 24;

/**
 * The ranges of a passage's text that cite one of the asked verses. The reference parser is slow
 * on a whole passage in six languages (~18 ms), so it reads only the few characters before each
 * "chapter:verse" whose numbers were asked.
 */
function citedRanges(text: string, keys: ReadonlySet<string>) {
  const numbers = new Set(
    [...keys].flatMap((key) => (key.split(".").length === 3 ? [key.split(".").slice(1).join(":")] : [])),
  );
  if (numbers.size === 0) return [];
  const ranges: { start: number; end: number }[] = [];
  for (const match of text.matchAll(/(\d{1,3})\s?[:.,]\s?(\d{1,3})/g)) {
    if (!numbers.has(`${match[1]}:${match[2]}`)) continue;
    const from = Math.max(0, match.index - BOOK_NAME_ROOM);
    const end = match.index + match[0].length;
    const cited = findReferences(text.slice(from, end), SEARCH_LANGUAGES).filter(
      (reference) => from + reference.end === end && referenceKeys(reference.osis).some((key) => keys.has(key)),
    );
    if (cited[0]) ranges.push({ start: from + cited[0].start, end });
  }
  return ranges;
}

export async function searchSite({ q, kind, page }: SearchRequest, locale: Locale): Promise<SiteSearchResult> {
  const counts: Record<SearchKind, number> = { book: 0, booklet: 0, document: 0 };
  if (!q) return { hits: [], counts, total: 0, pages: 0 };
  const analyzed = await analyzeQuestion(q, locale);
  const { passages, terms } = await retrieve(analyzed, { limit: SEARCH_PAGE_SIZE * SEARCH_MAX_PAGES });
  // One result per page: its best passage, in ranking order.
  const seen = new Set<string>();
  const places = passages.filter((passage) => !seen.has(passage.source.url) && seen.add(passage.source.url));
  for (const place of places) counts[kindOf(place)]++;
  const chosen = kind ? places.filter((place) => kindOf(place) === kind) : places;
  const pages = Math.ceil(chosen.length / SEARCH_PAGE_SIZE);
  const stems = terms.flatMap((term) => term.lexemes);
  const keys = new Set(terms.flatMap((term) => term.refs));
  const hits = chosen.slice((page - 1) * SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE).map((passage) => {
    const text = snippetText(passage.content);
    return {
      kind: kindOf(passage),
      label: passage.source.label,
      title: passage.source.title,
      href: sourceHref(passage.source.url, locale),
      snippet: buildSnippet(text, stems, citedRanges(text, keys)),
    };
  });
  return { hits, counts, total: chosen.length, pages };
}
