import "server-only";
import { aboutTextSources } from "@/lib/settings/about-texts";
import { bookTexts } from "@/lib/book/viewer-data";
import { localizeBooklet } from "@/lib/booklets/translation";
import { getPublicBooklet } from "@/lib/data/booklets";
import { getPublicBook } from "@/lib/data/flipbook";
import { getPublicSettingValues } from "@/lib/data/settings";
import { getPublishedTeaching } from "@/lib/data/teachings";
import { htmlToText } from "@/lib/html/sanitize";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/config";
import { localizeContent } from "@/lib/translation/stored";
import type { ListenSource } from "@/lib/validation/listen";

type Part = { text: string | null | undefined; html: boolean };

async function readable(locale: Locale, parts: Part[]): Promise<string> {
  const { tr } = await localizeContent(locale, {
    text: parts.filter((part) => !part.html).map((part) => part.text),
    html: parts.filter((part) => part.html).map((part) => part.text),
  });
  return parts
    .filter((part): part is { text: string; html: boolean } => Boolean(part.text))
    .map((part) => (part.html ? htmlToText(tr(part.text)) : tr(part.text).trim()))
    .filter(Boolean)
    .join("\n");
}

export async function publishedPageText(source: ListenSource, locale: Locale): Promise<string | null> {
  switch (source.kind) {
    case "book": {
      const page = (await getPublicBook()).find((entry) => entry.pageNumber === source.page);
      if (!page) return null;
      const texts = bookTexts([page]).filter((text) => text.popover === null);
      return readable(locale, texts);
    }
    case "booklet": {
      const booklet = await getPublicBooklet(source.id);
      if (!booklet || source.page > booklet.pages.length) return null;
      const localized = await localizeBooklet(booklet, source.page - 1, locale);
      const page = localized.booklet.pages[source.page - 1];
      return [page.title, htmlToText(page.content)].filter(Boolean).join("\n");
    }
    case "teaching": {
      const teaching = await getPublishedTeaching(source.id);
      if (!teaching?.notes) return null;
      return readable(locale, [{ text: teaching.notes, html: true }]);
    }
    case "about":
      return readable(
        locale,
        aboutTextSources(await getPublicSettingValues()).map((text) => ({ text, html: false })),
      );
  }
}

/** The original where `locale` has no translation: one recording serves every such language (security review 7, L2). */
export async function pageTextToRead(
  source: ListenSource,
  locale: Locale,
): Promise<{ text: string; locale: Locale } | null> {
  const text = await publishedPageText(source, locale);
  if (!text || locale === DEFAULT_LOCALE) return text ? { text, locale } : null;
  const original = await publishedPageText(source, DEFAULT_LOCALE);
  return { text, locale: text === original ? DEFAULT_LOCALE : locale };
}
