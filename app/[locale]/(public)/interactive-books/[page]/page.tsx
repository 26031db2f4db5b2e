import type { Metadata } from "next";
import { BookSelector, loadSelectorPage, selectorMetadata } from "@/components/booklets/book-selector";
import { NotFoundStatus } from "@/components/site/not-found-status";
import { pageLocale } from "@/components/site/site-context";
import { listPageNumber } from "@/lib/validation/booklets";

// proxy.ts puts /interactive-books?page=N (2 to BOOKLET_LIST_PAGES) in this path: one cached page per number and language.

type Props = PageProps<"/[locale]/interactive-books/[page]">;

export const generateStaticParams = () => [{ page: "2" }];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return selectorMetadata(await pageLocale(params), listPageNumber((await params).page));
}

export default async function InteractiveBooksListPage({ params }: Props) {
  const locale = await pageLocale(params);
  const page = listPageNumber((await params).page);
  if (page > (await loadSelectorPage(page)).pages) return <NotFoundStatus />;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <BookSelector locale={locale} page={page} />
    </div>
  );
}

export const instant = false;
