import { Suspense } from "react";
import type { Metadata } from "next";
import { BookSelector, SelectorSkeleton } from "@/components/booklets/book-selector";
import { getTranslator } from "@/lib/i18n/server";

export const metadata: Metadata = {
  title: "Interactive Books",
  description: "Read the interactive book Saga of Salvation and the ministry's booklets, page by page.",
  openGraph: { title: "Interactive Books", description: "Read the interactive book Saga of Salvation and the ministry's booklets, page by page." },
};

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
