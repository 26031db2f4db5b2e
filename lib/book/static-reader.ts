import reader from "@/public/wyra-website/pages.json";
import { PAGE_MAPPING } from "@/lib/book/page-mapping";
import type { SourcePage } from "@/lib/book/page-mapping";

/** The static reader's pages, numbered as the reader (FlipBookX) numbers them. */
export const STATIC_READER_PAGES: SourcePage[] = reader.pages;

/** The static reader's pages renumbered into book order: what reset-and-import rebuilds. */
export function staticPagesInBookOrder(): SourcePage[] {
  return PAGE_MAPPING.flatMap(({ flipbookxPage, bookPage }) => {
    const page = STATIC_READER_PAGES.find((p) => p.pageNumber === flipbookxPage);
    return page ? [{ ...page, pageNumber: bookPage }] : [];
  });
}

export const staticPageContent = (bookPage: number) =>
  staticPagesInBookOrder().find((p) => p.pageNumber === bookPage)?.content ?? null;
