import { Suspense } from "react";
import type { Metadata } from "next";
import { NOT_FOUND_CARD, NotFoundCard } from "@/components/site/not-found-card";
import { getLocale } from "@/lib/i18n/server";

export const metadata: Metadata = { title: "404 Page Not Found", robots: { index: false } };

// spec §2: the 404 page, in the visitor's language. Unknown public paths are rewritten to the
// cached per-language /[locale]/missing (proxy.ts); this one answers the rest (notFound() of other
// areas), reading the language cookie as a request-time part of the page.
export default function NotFound() {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-peach px-4">
      <Suspense fallback={<div aria-hidden="true" className={`${NOT_FOUND_CARD} h-64 w-full`} />}>
        <CookieNotFoundCard />
      </Suspense>
    </main>
  );
}

async function CookieNotFoundCard() {
  return <NotFoundCard locale={await getLocale()} />;
}
