import reader from "@/public/wyra-website/pages.json";
import { PAGE_MAPPING } from "@/lib/book/page-mapping";
import type { SourcePage } from "@/lib/book/page-mapping";

export const STATIC_READER_PAGES: SourcePage[] = reader.pages;

export function staticPagesInBookOrder(): SourcePage[] {
  return PAGE_MAPPING.flatMap(({ flipbookxPage, bookPage }) => {
    const page = STATIC_READER_PAGES.find((p) => p.pageNumber === flipbookxPage);
    return page ? [{ ...page, pageNumber: bookPage }] : [];
  });
}

export const staticPageContent = (bookPage: number) =>
  staticPagesInBookOrder().find((p) => p.pageNumber === bookPage)?.content ?? null;
