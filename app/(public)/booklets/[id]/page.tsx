import { Suspense } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BookletReader, BookletReaderSkeleton } from "@/components/booklets/booklet-reader";
import { getPublicBooklet } from "@/lib/data/booklets";
import { env } from "@/lib/env";
import { getLocale, getTranslator } from "@/lib/i18n/server";
import { parseBookletId, readerPageIndex } from "@/lib/validation/booklets";
import { PendingTranslations } from "@/components/translation/pending-translations";
import { localizeBooklet } from "@/lib/booklets/translation";
import { localizeContent } from "@/lib/translation/stored";
import { OG_LOCALES } from "@/components/site/page-metadata";

const EXCERPT_LENGTH = 160;

const plainText = (html: string) => html.replace(/<[^>]*>/g, " ").replace(/&[a-z#0-9]+;/gi, " ").replace(/\s+/g, " ").trim();

export async function generateMetadata({ params, searchParams }: PageProps<"/booklets/[id]">): Promise<Metadata> {
  const bookletId = parseBookletId((await params).id);
  const booklet = bookletId ? await getPublicBooklet(bookletId) : null;
  if (!booklet) return { title: "Booklet not found", robots: { index: false } };

  const index = readerPageIndex((await searchParams).page, booklet.pages.length);
  const page = booklet.pages[index];
  // Titles in the visitor's language where a translation is stored, as the reader shows them.
  const locale = await getLocale();
  const { tr } = await localizeContent(locale, { text: [booklet.title, page?.title] });
  const title = page && index > 0 ? `${tr(page.title)} · ${tr(booklet.title)}` : tr(booklet.title);
  const excerpt = page ? plainText(page.content).slice(0, EXCERPT_LENGTH) : "";
  const description = booklet.description || excerpt || undefined;
  const image = booklet.imageUrl ?? page?.imageUrl ?? null;
  const url = `/booklets/${booklet.id}${index > 0 ? `?page=${index + 1}` : ""}`;
  return {
    // Relative cover paths need an absolute base to be usable by link previews.
    metadataBase: env.NEXTAUTH_URL ? new URL(env.NEXTAUTH_URL) : undefined,
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: "article",
      title,
      description,
      url,
      locale: OG_LOCALES[locale],
      images: image ? [{ url: image, alt: tr(booklet.title) }] : undefined,
    },
    twitter: { card: image ? "summary_large_image" : "summary", title, description },
  };
}

export default async function BookletPage({ params, searchParams }: PageProps<"/booklets/[id]">) {
  const t = await getTranslator();
  return (
    <Suspense fallback={<BookletReaderSkeleton label={t("booklets.reader.loading")} />}>
      <BookletContent params={params} searchParams={searchParams} />
    </Suspense>
  );
}

async function BookletContent({ params, searchParams }: Pick<PageProps<"/booklets/[id]">, "params" | "searchParams">) {
  const locale = await getLocale();
  const t = await getTranslator(locale);
  const bookletId = parseBookletId((await params).id);
  // The proxy already answers 404 for a missing booklet; this covers one deleted a moment ago.
  const booklet = bookletId ? await getPublicBooklet(bookletId) : null;
  if (!booklet) notFound();
  const index = readerPageIndex((await searchParams).page, booklet.pages.length);
  const { booklet: localized, missing } = await localizeBooklet(booklet, index, locale);
  return (
    <>
      <PendingTranslations locale={locale} missing={missing} />
      <BookletReader booklet={localized} pageIndex={index} t={t} />
    </>
  );
}
