import { activateMarks, markLinkedText } from "@/lib/book/highlight";
import { linkifyPopoverHtml } from "@/lib/book/references";
import type { ReferenceFinder } from "@/lib/scripture/finder";
import type { PopoverDto } from "@/lib/book/popover-rules";

type StoredPopover = Omit<PopoverDto, "pageId" | "position">;
type StoredPage = {
  id: number;
  pageNumber: number;
  title: string;
  content: string;
  imageUrl: string | null;
  popovers: StoredPopover[];
};

export type ViewerPopover = Omit<StoredPopover, "linkedText" | "content"> & { html: string | null };
export type ViewerPage = {
  id: number;
  pageNumber: number;
  title: string;
  html: string;
  imageUrl: string | null;
  popovers: ViewerPopover[];
  unmatched: number[];
  translate?: PageTranslationSource;
};
export type PageTranslationSource = { source: string; title: string; popovers: boolean };

export const popoverHtml = (content: string | null, find: ReferenceFinder) =>
  content ? linkifyPopoverHtml(content, find) : null;

export type BookText = {
  pageNumber: number;
  popover: string | null;
  part: "title" | "text";
  text: string;
  html: boolean;
};

export function bookTexts(book: StoredPage[]): BookText[] {
  return book.flatMap((page) => [
    { pageNumber: page.pageNumber, popover: null, part: "title" as const, text: page.title, html: false },
    {
      pageNumber: page.pageNumber,
      popover: null,
      part: "text" as const,
      text: markLinkedText(page.content, page.popovers),
      html: true,
    },
    ...page.popovers.flatMap((popover) => [
      { pageNumber: page.pageNumber, popover: popover.title, part: "title" as const, text: popover.title, html: false },
      ...(popover.content
        ? [
            {
              pageNumber: page.pageNumber,
              popover: popover.title,
              part: "text" as const,
              text: popover.content,
              html: true,
            },
          ]
        : []),
    ]),
  ]);
}

export function bookTranslationSources(book: StoredPage[]) {
  const texts = bookTexts(book);
  return {
    text: texts.filter((item) => !item.html).map((item) => item.text),
    html: texts.filter((item) => item.html).map((item) => item.text),
  };
}

export function toViewerPages(
  book: StoredPage[],
  find: ReferenceFinder,
  tr: (text: string) => string = (text) => text,
  missing: ReadonlySet<string> = new Set(),
): ViewerPage[] {
  return book.map((page) => {
    const source = markLinkedText(page.content, page.popovers);
    const popovers = page.popovers.map((popover) => ({
      ...popover,
      title: tr(popover.title),
      content: popover.content && tr(popover.content),
    }));
    const { html, unmatched } = activateMarks(tr(source), popovers);
    const popoversMissing = page.popovers.some(
      (popover) => missing.has(popover.title) || (popover.content !== null && missing.has(popover.content)),
    );
    const translate =
      missing.has(source) || missing.has(page.title) || popoversMissing
        ? { source, title: page.title, popovers: popoversMissing }
        : undefined;
    return {
      id: page.id,
      pageNumber: page.pageNumber,
      title: tr(page.title),
      html,
      imageUrl: page.imageUrl,
      popovers: popovers.map(({ linkedText: _linked, content, ...popover }) => ({
        ...popover,
        html: popoverHtml(content, find),
      })),
      unmatched,
      ...(translate ? { translate } : {}),
    };
  });
}
