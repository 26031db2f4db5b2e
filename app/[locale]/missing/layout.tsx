import type { Metadata } from "next";
import { NotFoundCard } from "@/components/site/not-found-card";
import { pageLocale } from "@/components/site/site-context";

export const metadata: Metadata = { title: "404 Page Not Found", robots: { index: false } };

// requirements §2: any other path shows this page and answers 404, in the visitor's language. proxy.ts
// rewrites every unknown path here, so it is rendered once per language and served from the cache.
// The card is the layout's (not-found files get no params); the page only calls notFound(), which
// gives the cached page its 404 status (docs/decisions/010).
export default async function MissingLayout({ children, params }: LayoutProps<"/[locale]/missing">) {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-peach px-4">
      <NotFoundCard locale={await pageLocale(params)} />
      {children}
    </main>
  );
}
