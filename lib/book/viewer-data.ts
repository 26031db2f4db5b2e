import { highlightLinkedText } from "@/lib/book/highlight";
import { linkifyPopoverHtml } from "@/lib/book/references";
import type { PopoverDto } from "@/lib/data/popovers";

type StoredPopover = Omit<PopoverDto, "pageId" | "position">;
type StoredPage = { id: number; pageNumber: number; title: string; content: string; imageUrl: string | null; popovers: StoredPopover[] };

export type ViewerPopover = Omit<StoredPopover, "linkedText" | "content"> & { html: string | null };
export type ViewerPage = { id: number; pageNumber: number; title: string; html: string; popovers: ViewerPopover[]; unmatched: number[] };

/**
 * What the viewer needs from the (already sanitised) book: each page's HTML with its popovers'
 * linked text highlighted, and popover text with Bible references and "Page n" made clickable.
 */
export function toViewerPages(book: StoredPage[]): ViewerPage[] {
  return book.map((page) => {
    const { html, unmatched } = highlightLinkedText(page.content, page.popovers);
    const popovers = page.popovers.map(({ linkedText: _linked, content, ...popover }) => ({ ...popover, html: content ? linkifyPopoverHtml(content) : null }));
    return { id: page.id, pageNumber: page.pageNumber, title: page.title, html, popovers, unmatched };
  });
}
