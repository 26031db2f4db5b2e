import "server-only";
import { sourceHref } from "@/lib/i18n/paths";
import type { SourceLabel } from "@/lib/contracts/chat";
import type { Locale } from "@/lib/i18n/config";
import { languageOfConfig } from "@/lib/knowledge/language";
import { analyzeQuestion, retrieve, type Passage } from "@/lib/knowledge/retrieval";
import { findReferences } from "@/lib/scripture/references";
import { referenceKeys } from "@/lib/scripture/osis";
import { SEARCH_MAX_PAGES, SEARCH_PAGE_SIZE, type SearchKind, type SearchRequest } from "@/lib/search/query";
import { buildSnippet, snippetText, type SnippetSegment } from "@/lib/search/snippet";

// Only published content is in the index (docs/decisions/016), so no draft can be found.

const KIND_OF_SOURCE = {
  bookPage: "book",
  bookletPage: "booklet",
  document: "document",
  teaching: "teaching",
} as const satisfies Record<SourceLabel["kind"], SearchKind>;

export type SearchHit = {
  kind: SearchKind;
  label: SourceLabel | undefined;
  title: string;
  href: string;
  snippet: SnippetSegment[];
};

export type SiteSearchResult = {
  hits: SearchHit[];
  /** Results of every kind, before the kind filter (how many each filter would show). */
  counts: Record<SearchKind, number>;
  total: number;
  pages: number;
};

const kindOf = (passage: Passage): SearchKind => KIND_OF_SOURCE[passage.source.label?.kind ?? "document"];

const BOOK_NAME_ROOM = 24;
/** Between two passages' excerpts given to the parser at once: no reference reads across it. */
const SEPARATOR = "\n\n\u2016\n\n";

type Range = { start: number; end: number };

function citedRanges(texts: { text: string; language: string }[], keys: ReadonlySet<string>): Range[][] {
  const ranges: Range[][] = texts.map(() => []);
  const numbers = new Set(
    [...keys].flatMap((key) => (key.split(".").length === 3 ? [key.split(".").slice(1).join(":")] : [])),
  );
  if (numbers.size === 0) return ranges;
  const batches = new Map<
    string,
    { joined: string; windows: { index: number; from: number; at: number; end: number }[] }
  >();
  texts.forEach(({ text, language }, index) => {
    const own = languageOfConfig(language);
    const languages = own === "en" ? "en" : `${own},en`;
    for (const match of text.matchAll(/(\d{1,3})\s?[:.,]\s?(\d{1,3})/g)) {
      if (!numbers.has(`${match[1]}:${match[2]}`)) continue;
      const from = Math.max(0, match.index - BOOK_NAME_ROOM);
      const end = match.index + match[0].length;
      const batch = batches.get(languages) ?? { joined: "", windows: [] };
      if (batch.joined) batch.joined += SEPARATOR;
      batch.windows.push({ index, from, at: batch.joined.length, end });
      batch.joined += text.slice(from, end);
      batches.set(languages, batch);
    }
  });
  for (const [languages, { joined, windows }] of batches)
    for (const reference of findReferences(joined, languages.split(","))) {
      const window = windows.find((w) => w.at + (w.end - w.from) === reference.end && w.at <= reference.start);
      if (window && referenceKeys(reference.osis).some((key) => keys.has(key)))
        ranges[window.index].push({ start: window.from + reference.start - window.at, end: window.end });
    }
  return ranges;
}

export async function searchSite({ q, kind, page }: SearchRequest, locale: Locale): Promise<SiteSearchResult> {
  const counts: Record<SearchKind, number> = { book: 0, booklet: 0, document: 0, teaching: 0 };
  if (!q) return { hits: [], counts, total: 0, pages: 0 };
  const analyzed = await analyzeQuestion(q, locale);
  const { passages, terms } = await retrieve(analyzed, { limit: SEARCH_PAGE_SIZE * SEARCH_MAX_PAGES });
  const seen = new Set<string>();
  const places = passages.filter((passage) => !seen.has(passage.source.url) && seen.add(passage.source.url));
  for (const place of places) counts[kindOf(place)]++;
  const chosen = kind ? places.filter((place) => kindOf(place) === kind) : places;
  const pages = Math.ceil(chosen.length / SEARCH_PAGE_SIZE);
  const stems = terms.flatMap((term) => term.lexemes);
  const keys = new Set(terms.flatMap((term) => term.refs));
  const shown = chosen.slice((page - 1) * SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE);
  const texts = shown.map((passage) => ({ text: snippetText(passage.content), language: passage.language }));
  const cited = citedRanges(texts, keys);
  const hits = shown.map((passage, index) => ({
    kind: kindOf(passage),
    label: passage.source.label,
    title: passage.source.title,
    href: sourceHref(passage.source.url, locale),
    snippet: buildSnippet(texts[index].text, stems, cited[index]),
  }));
  return { hits, counts, total: chosen.length, pages };
}
