import { Suspense } from "react";
import { BUILD_PLACEHOLDER_LOCALE } from "@/lib/i18n/locale-route";

// Every public page reads nothing from the request: it is rendered once per language and content
// version, kept in Next's page cache, and served from there (docs/decisions/010).
// The language segment is awaited outside any boundary on purpose: a page arrives whole, never as a
// skeleton (docs/decisions/007), and from the cache once warm.
export const instant = false;

// The build has no database: it prerenders a placeholder that is not a language (and renders
// nothing). Each real language is rendered on its first request and cached from then on.
export const generateStaticParams = () => [{ locale: BUILD_PLACEHOLDER_LOCALE }];

// The language is awaited inside this boundary: the build's shell (and a language's very first
// request) holds only the boundary, and Next then stores each language's complete page.
export default function LocaleLayout({ children }: LayoutProps<"/[locale]">) {
  return <Suspense>{children}</Suspense>;
}
