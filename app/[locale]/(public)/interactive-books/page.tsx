import type { Metadata } from "next";
import { BookSelector, selectorMetadata } from "@/components/booklets/book-selector";
import { pageLocale } from "@/components/site/site-context";

export async function generateMetadata({ params }: PageProps<"/[locale]/interactive-books">): Promise<Metadata> {
  return selectorMetadata(await pageLocale(params), 1);
}

export default async function InteractiveBooksPage({ params }: PageProps<"/[locale]/interactive-books">) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <BookSelector locale={await pageLocale(params)} />
    </div>
  );
}

export const instant = false;
