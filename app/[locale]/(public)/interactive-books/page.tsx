import type { Metadata } from "next";
import { BookSelector, selectorTexts } from "@/components/booklets/book-selector";
import { alternatesMetadata, robotsMetadata } from "@/components/site/page-metadata";
import { pageLocale } from "@/components/site/site-context";
import { listBookletSummaries } from "@/lib/data/booklets";
import { getPublicSettingValues } from "@/lib/data/settings";
import { getTranslator } from "@/lib/i18n/server";
import { localizeContent } from "@/lib/translation/stored";

export async function generateMetadata({ params }: PageProps<"/[locale]/interactive-books">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const [t, settings, booklets] = await Promise.all([
    getTranslator(locale),
    getPublicSettingValues(),
    listBookletSummaries(),
  ]);
  const { coverage } = await localizeContent(locale, { text: selectorTexts(settings, booklets) });
  const title = t("booklets.selector.title");
  const description = t("booklets.selector.intro");
  return {
    title,
    description,
    ...alternatesMetadata(locale, "/interactive-books"),
    ...robotsMetadata(coverage),
    openGraph: { title, description },
  };
}

export default async function InteractiveBooksPage({ params }: PageProps<"/[locale]/interactive-books">) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <BookSelector locale={await pageLocale(params)} />
    </div>
  );
}

export const instant = false;
