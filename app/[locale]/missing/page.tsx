import { Suspense } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NotFoundCard } from "@/components/site/not-found-card";
import { pageLocale } from "@/components/site/site-context";

export const metadata: Metadata = { title: "404 Page Not Found", robots: { index: false } };

// spec §2: any other path shows this page and answers 404, in the visitor's language. proxy.ts
// rewrites every unknown path here, so it is rendered once per language and served from the cache;
// the notFound() inside the boundary gives the cached page its 404 status.
export default async function MissingPage({ params }: PageProps<"/[locale]/missing">) {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-peach px-4">
      <NotFoundCard locale={await pageLocale(params)} />
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </main>
  );
}

function NotFoundStatus(): never {
  notFound();
}

// Arrives whole, from the cache once warm (app/[locale]/layout.tsx).
export const instant = false;
