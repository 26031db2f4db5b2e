import { BookViewer } from "@/components/book/book-viewer";
import { MessagesProvider } from "@/components/i18n/messages-provider";
import { languageValue } from "@/components/site/site-context";
import { PendingTranslations } from "@/components/translation/pending-translations";
import { getPublicBook } from "@/lib/data/flipbook";
import { getPublicSettingValues } from "@/lib/data/settings";
import { clampPage } from "@/lib/book/constants";
import { parseModeParam, parsePageParam } from "@/lib/book/query";
import { bookTranslationSources, toViewerPages } from "@/lib/book/viewer-data";
import type { Locale } from "@/lib/i18n/config";
import { getTranslator } from "@/lib/i18n/server";
import { localizeContent } from "@/lib/translation/stored";
import { findReferences } from "@/lib/scripture/references";

// requirements §2: /flipbook and /flipbook-viewer are the same screen.
export async function BookScreen({ locale, page, mode }: { locale: Locale; page: string; mode: string }) {
  const [book, settings, t] = await Promise.all([getPublicBook(), getPublicSettingValues(), getTranslator(locale)]);
  // Stored translations are part of the first render; the viewer asks for the missing pages it shows.
  const sources = bookTranslationSources(book);
  const { tr, missing } = await localizeContent(locale, {
    text: [...sources.text, settings.book_title],
    html: sources.html,
  });
  return (
    <MessagesProvider
      locale={locale}
      namespaces={["book", "site.language", "site.translating", "site.share", "site.reading", "site.listen"]}
    >
      <BookViewer
        pages={toViewerPages(
          book,
          (text) => findReferences(text, [locale, "en"]),
          tr,
          new Set(missing.map((source) => source.text)),
        )}
        initialPage={clampPage(parsePageParam(page), book.length)}
        initialMode={parseModeParam(mode)}
        title={tr(settings.book_title) || t("book.title")}
        phone={settings.contact_phone ?? ""}
        email={settings.contact_email ?? ""}
        language={settings.show_language_selector === "false" ? null : { serverValue: languageValue(locale) }}
      />
      <PendingTranslations locale={locale} missing={missing.filter((source) => source.text === settings.book_title)} />
    </MessagesProvider>
  );
}
