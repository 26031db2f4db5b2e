import { BOOK_PAGE_COUNT, pageImagePath } from "@/lib/book/constants";

// requirements §3 "Page mapping": a future export in another order is corrected here alone.
export const PAGE_MAPPING: ReadonlyArray<{ flipbookxPage: number; bookPage: number }> = Array.from(
  { length: BOOK_PAGE_COUNT },
  (_, i) => ({ flipbookxPage: i + 1, bookPage: i + 1 }),
);

export type StoredPageRef = { id: number; pageNumber: number; title: string; imageUrl: string | null };
export type SourcePageRef = { pageNumber: number; title: string };
export type SourcePage = SourcePageRef & { content: string };
export type PageMappingUpdate = { id: number; pageNumber: number; imageUrl: string };

const normalizeTitle = (title: string) => title.replace(/\s+/g, " ").trim().toLowerCase();

// A stored page is recognised by its static-reader page's title; pages the mapping does not know stay.
export function planPageMapping(
  stored: StoredPageRef[],
  source: SourcePageRef[],
  mapping: ReadonlyArray<{ flipbookxPage: number; bookPage: number }> = PAGE_MAPPING,
): PageMappingUpdate[] {
  const storedByTitle = new Map(stored.map((page) => [normalizeTitle(page.title), page]));
  const updates: PageMappingUpdate[] = [];
  for (const { flipbookxPage, bookPage } of mapping) {
    const origin = source.find((page) => page.pageNumber === flipbookxPage);
    const page = origin && storedByTitle.get(normalizeTitle(origin.title));
    if (!page) continue;
    const imageUrl = pageImagePath(bookPage);
    if (page.pageNumber !== bookPage || page.imageUrl !== imageUrl)
      updates.push({ id: page.id, pageNumber: bookPage, imageUrl });
  }
  return updates;
}
