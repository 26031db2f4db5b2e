import { Suspense } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BookletNotFound } from "@/components/booklets/booklet-not-found";
import { pageLocale } from "@/components/site/site-context";

export const metadata: Metadata = { title: "Booklet not found", robots: { index: false } };

// The proxy rewrites /booklets/{id} of a booklet that does not exist to here. The message is plain
// server HTML in the page's language, and the notFound() inside the boundary makes the page answer
// 404 (a notFound() at the top would leave only an empty error shell).
export default async function MissingBooklet({ params }: PageProps<"/[locale]/booklets/missing">) {
  return (
    <>
      <BookletNotFound locale={await pageLocale(params)} />
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  );
}

function NotFoundStatus(): never {
  notFound();
}

// Arrives whole, from the cache once warm (app/[locale]/layout.tsx).
export const instant = false;
