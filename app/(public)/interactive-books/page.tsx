import { Suspense } from "react";
import type { Metadata } from "next";
import { BookSelector, SelectorSkeleton } from "@/components/booklets/book-selector";
import { OG_LOCALES } from "@/components/site/page-metadata";
import { getLocale, getTranslator } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  const t = await getTranslator(locale);
  const title = t("booklets.selector.title");
  const description = t("booklets.selector.intro");
  return { title, description, openGraph: { title, description, locale: OG_LOCALES[locale] } };
}
export default async function InteractiveBooksPage() {
  const t = await getTranslator();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <Suspense fallback={<SelectorSkeleton label={t("common.loading")} />}>
        <BookSelector />
      </Suspense>
    </div>
  );
}
