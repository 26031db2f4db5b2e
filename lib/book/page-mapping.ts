import { BOOK_PAGE_COUNT, pageImagePath } from "@/lib/book/constants";

/**
 * requirements §3 "Page mapping": FlipBookX page number (the static reader at /wyra-website) → the
 * interactive book's page number. The static reader is exported in reading order, so each entry
 * maps a page to the same number; a future export in another order is corrected here alone, and
 * fix-page-mapping then renumbers the stored pages to match.
 */
export const PAGE_MAPPING: ReadonlyArray<{ flipbookxPage: number; bookPage: number }> = Array.from(
  { length: BOOK_PAGE_COUNT },
  (_, i) => ({ flipbookxPage: i + 1, bookPage: i + 1 }),
);

export type StoredPageRef = { id: number; pageNumber: number; title: string; imageUrl: string | null };
export type SourcePageRef = { pageNumber: number; title: string };
/** A page of the static reader as imported (reset-and-import). */
export type SourcePage = SourcePageRef & { content: string };
export type PageMappingUpdate = { id: number; pageNumber: number; imageUrl: string };

const normalizeTitle = (title: string) => title.replace(/\s+/g, " ").trim().toLowerCase();

/**
 * The changes that put every stored page where the mapping says: a stored page is recognised
 * by the title of the static-reader page it came from. Pages the mapping does not know stay.
 */
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
