import type { Metadata } from "next";
import { BookScreen } from "@/components/book/book-screen";
import { alternatesMetadata, publicBase, robotsMetadata } from "@/components/site/page-metadata";
import { pageLocale } from "@/components/site/site-context";
import { bookPageHref, clampPage, pageImagePath } from "@/lib/book/constants";
import { parsePageParam } from "@/lib/book/query";
import { bookTexts } from "@/lib/book/viewer-data";
import { getPublicBook } from "@/lib/data/flipbook";
import { getPublicSettingValues } from "@/lib/data/settings";
import { OG_LOCALES } from "@/lib/i18n/config";
import { localePath } from "@/lib/i18n/paths";
import { getTranslator } from "@/lib/i18n/server";
import { localizeContent } from "@/lib/translation/stored";

type Props = PageProps<"/[locale]/flipbook/[page]/[mode]">;

// requirements §2: /flipbook?page=n&mode=m and /flipbook-viewer are the same screen, rewritten here by proxy.ts.
export const generateStaticParams = () => [{ page: "1", mode: "enhanced" }];

// Each book page is its own shared link, kept out of search results where staff have not translated its text.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const [settings, t, book] = await Promise.all([getPublicSettingValues(), getTranslator(locale), getPublicBook()]);
  const number = clampPage(parsePageParam((await params).page), book.length);
  const page = book.find((entry) => entry.pageNumber === number);
  const texts = bookTexts(page ? [page] : []);
  const { tr, coverage } = await localizeContent(locale, {
    text: [settings.book_title, ...texts.filter((text) => !text.html).map((text) => text.text)],
    html: texts.filter((text) => text.html).map((text) => text.text),
  });
  const bookTitle = tr(settings.book_title) || t("book.title");
  const titled = t("book.pageTitle", { title: bookTitle, page: number });
  const title = page?.title ? `${tr(page.title)} · ${titled}` : titled;
  const description = t("book.metaDescription");
  const image = { url: page?.imageUrl || pageImagePath(number), alt: title };
  return {
    title,
    description,
    ...alternatesMetadata(locale, bookPageHref(number)),
    ...robotsMetadata(coverage),
    openGraph: {
      type: "article",
      title,
      description,
      locale: OG_LOCALES[locale],
      images: [image],
      ...(publicBase() ? { url: localePath(locale, bookPageHref(number)) } : {}),
    },
    twitter: { card: "summary_large_image", title, description, images: [image.url] },
  };
}

export default async function FlipbookPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { page, mode } = await params;
  return <BookScreen locale={locale} page={page} mode={mode} />;
}

export const instant = false;
