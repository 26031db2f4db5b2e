import type { Metadata } from "next";
import { BookViewer } from "@/components/book/book-viewer";
import { MessagesProvider } from "@/components/i18n/messages-provider";
import { OG_LOCALES } from "@/components/site/page-metadata";
import { languageValue } from "@/components/site/site-context";
import { PendingTranslations } from "@/components/translation/pending-translations";
import { getPublicBook } from "@/lib/data/flipbook";
import { getPublicSettingValues } from "@/lib/data/settings";
import { clampPage } from "@/lib/book/constants";
import { parseModeParam, parsePageParam } from "@/lib/book/query";
import { bookTranslationSources, toViewerPages } from "@/lib/book/viewer-data";
import { getLocale, getTranslator } from "@/lib/i18n/server";
import { localizeContent } from "@/lib/translation/stored";
import { findReferences } from "@/lib/scripture/references";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The book's title and description in the visitor's language (the stored translation of its title). */
export async function bookMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  const [settings, t] = await Promise.all([getPublicSettingValues(), getTranslator(locale)]);
  const { tr } = await localizeContent(locale, { text: [settings.book_title] });
  const title = tr(settings.book_title) || t("book.title");
  const description = t("book.metaDescription");
  return { title, description, alternates: { canonical: "/flipbook" }, openGraph: { title, description, locale: OG_LOCALES[locale] } };
}

/** /flipbook and /flipbook-viewer (requirements §2: the same screen). */
export async function BookScreen({ searchParams }: { searchParams: SearchParams }) {
  const locale = await getLocale();
  const query = await searchParams;
  const [book, settings, t] = await Promise.all([getPublicBook(), getPublicSettingValues(), getTranslator(locale)]);
  // Stored translations are part of the first render; the viewer asks for the missing pages it shows.
  const sources = bookTranslationSources(book);
  const { tr, missing } = await localizeContent(locale, { text: [...sources.text, settings.book_title], html: sources.html });
  return (
    <MessagesProvider locale={locale} namespaces={["book", "site.language", "site.translating"]}>
      <BookViewer
        pages={toViewerPages(book, (text) => findReferences(text, [locale, "en"]), tr, new Set(missing.map((source) => source.text)))}
        initialPage={clampPage(parsePageParam(query.page), book.length)}
        initialMode={parseModeParam(query.mode)}
        title={tr(settings.book_title) || t("book.title")}
        phone={settings.contact_phone ?? ""}
        email={settings.contact_email ?? ""}
        language={settings.show_language_selector === "false" ? null : { serverValue: languageValue(locale) }}
      />
      <PendingTranslations locale={locale} missing={missing.filter((source) => source.text === settings.book_title)} />
    </MessagesProvider>
  );
}
