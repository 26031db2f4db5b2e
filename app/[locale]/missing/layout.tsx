import type { Metadata } from "next";
import { NotFoundCard } from "@/components/site/not-found-card";
import { pageLocale } from "@/components/site/site-context";

export const metadata: Metadata = { title: "404 Page Not Found", robots: { index: false } };

// requirements §2: proxy.ts rewrites every unknown path here; the page's notFound() gives the cached page its 404 (decision 010).
export default async function MissingLayout({ children, params }: LayoutProps<"/[locale]/missing">) {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-peach px-4">
      <NotFoundCard locale={await pageLocale(params)} />
      {children}
    </main>
  );
}
