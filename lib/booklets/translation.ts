import "server-only";
import type { PublicBooklet } from "@/lib/data/booklets";
import type { Locale } from "@/lib/i18n/config";
import { localizeContent } from "@/lib/translation/stored";

// A draft's preview passes `localizeDraft` (lib/content/preview-translation.ts).
export async function localizeBooklet(
  booklet: PublicBooklet,
  pageIndex: number,
  locale: Locale,
  localize: typeof localizeContent = localizeContent,
) {
  const page = booklet.pages[pageIndex];
  const { tr, missing, coverage } = await localize(locale, {
    text: [
      booklet.title,
      booklet.description,
      ...booklet.pages.map((p) => p.title),
      ...(page?.popovers.map((popover) => popover.title) ?? []),
    ],
    html: [page?.content, ...(page?.popovers.map((popover) => popover.content) ?? [])],
  });
  const localized: PublicBooklet = {
    ...booklet,
    title: tr(booklet.title),
    description: booklet.description && tr(booklet.description),
    pages: booklet.pages.map((p, index) =>
      index === pageIndex
        ? {
            ...p,
            title: tr(p.title),
            content: tr(p.content),
            popovers: p.popovers.map((popover) => ({
              ...popover,
              title: tr(popover.title),
              content: tr(popover.content),
            })),
          }
        : { ...p, title: tr(p.title) },
    ),
  };
  return { booklet: localized, missing, coverage };
}
