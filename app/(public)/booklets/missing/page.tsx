import { Suspense } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BookletNotFound } from "@/components/booklets/booklet-not-found";

export const metadata: Metadata = { title: "Booklet not found", robots: { index: false } };

// The proxy rewrites /booklets/{id} of a booklet that does not exist to here. The page is
// prerendered: the message is plain server HTML, and the notFound() inside the boundary makes
// the prerender answer 404 (a notFound() at the top would leave only an empty error shell).
export default function MissingBooklet() {
  return (
    <>
      <BookletNotFound />
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  );
}

function NotFoundStatus(): never {
  notFound();
}
