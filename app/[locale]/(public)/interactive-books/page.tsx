import type { Metadata } from "next";
import { BookSelector } from "@/components/booklets/book-selector";
import { pageLocale } from "@/components/site/site-context";
import { getTranslator } from "@/lib/i18n/server";

export async function generateMetadata({ params }: PageProps<"/[locale]/interactive-books">): Promise<Metadata> {
  const t = await getTranslator(await pageLocale(params));
  const title = t("booklets.selector.title");
  const description = t("booklets.selector.intro");
  return { title, description, openGraph: { title, description } };
}

export default async function InteractiveBooksPage({ params }: PageProps<"/[locale]/interactive-books">) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <BookSelector locale={await pageLocale(params)} />
    </div>
  );
}

// Arrives whole, from the cache once warm (app/[locale]/layout.tsx).
export const instant = false;
