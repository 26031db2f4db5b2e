import type { BookletSnapshot } from "@/lib/validation/content";

/** A booklet draft with these pages (no popovers, images or printed numbers); `id` keeps an existing page. */
export const bookletSnapshot = (
  title: string,
  pages: { title: string; content: string; id?: number }[],
): BookletSnapshot => ({
  title,
  description: null,
  imageUrl: null,
  pages: pages.map((page, index) => ({
    key: page.id ? `p${page.id}` : `n${index}`,
    id: page.id,
    title: page.title,
    content: page.content,
    imageUrl: null,
    pageNumber: null,
    popovers: [],
  })),
});
