import type { Metadata } from "next";
import { BookletNotFound } from "@/components/booklets/booklet-not-found";
import { pageLocale } from "@/components/site/site-context";

export const metadata: Metadata = { title: "Booklet not found", robots: { index: false } };

// proxy.ts rewrites /booklets/{not an id} here: 404 from the page's notFound(), cached once per language.
export default async function MissingBookletLayout({ children, params }: LayoutProps<"/[locale]/booklets/missing">) {
  return (
    <>
      <BookletNotFound locale={await pageLocale(params)} />
      {children}
    </>
  );
}
