import { ROOT_METADATA, ROOT_VIEWPORT, RootDocument } from "@/components/site/root-document";
import { BUILD_PLACEHOLDER_LOCALE } from "@/lib/http/locale-route";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/config";

export const metadata = ROOT_METADATA;
export const viewport = ROOT_VIEWPORT;

// Every public page reads nothing from the request: its language is this segment, written by
// proxy.ts from the URL, the cookie or the browser's languages (docs/decisions/010). It is the root
// layout of public pages, so `<html lang>` is the page's language from the server. The segment is
// awaited outside any boundary on purpose: a page arrives whole, never as a skeleton
// (docs/decisions/007).
export const instant = false;

// The build has no database: it prerenders a placeholder that is not a language (and renders
// nothing). A real language is rendered whole on its first request ("blocking": no shell is sent
// first, so a 404 keeps its status) and then served from Next's page cache until a tag it read is
// invalidated: no React render for a warm page.
export const generateStaticParams = () => [{ locale: BUILD_PLACEHOLDER_LOCALE }];
export const unstable_paramMatching = { locale: "blocking" };

export default async function LocaleLayout({ children, params }: LayoutProps<"/[locale]">) {
  const { locale } = await params;
  return (
    <RootDocument lang={isLocale(locale) ? locale : DEFAULT_LOCALE} readingComfort>
      {children}
    </RootDocument>
  );
}
