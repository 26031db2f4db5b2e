import type { Metadata } from "next";
import { BookScreen } from "@/components/book/book-screen";
import { canonicalMetadata } from "@/components/site/page-metadata";
import { pageLocale } from "@/components/site/site-context";
import { getPublicSettingValues } from "@/lib/data/settings";
import { OG_LOCALES } from "@/lib/i18n/config";
import { getTranslator } from "@/lib/i18n/server";
import { localizeContent } from "@/lib/translation/stored";

type Props = PageProps<"/[locale]/flipbook/[page]/[mode]">;

// /flipbook?page=n&mode=m and /flipbook-viewer (requirements §2: the same screen) are rewritten here by
// proxy.ts; the build prerenders only the placeholder language (app/[locale]/layout.tsx).
export const generateStaticParams = () => [{ page: "1", mode: "enhanced" }];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const [settings, t] = await Promise.all([getPublicSettingValues(), getTranslator(locale)]);
  const { tr } = await localizeContent(locale, { text: [settings.book_title] });
  const title = tr(settings.book_title) || t("book.title");
  const description = t("book.metaDescription");
  return {
    title,
    description,
    ...canonicalMetadata("/flipbook"),
    openGraph: { title, description, locale: OG_LOCALES[locale] },
  };
}

export default async function FlipbookPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { page, mode } = await params;
  return <BookScreen locale={locale} page={page} mode={mode} />;
}

// Arrives whole, from the cache once warm (app/[locale]/layout.tsx).
export const instant = false;
