import { ROOT_METADATA, ROOT_VIEWPORT, RootDocument } from "@/components/site/root-document";
import { BUILD_PLACEHOLDER_LOCALE } from "@/lib/http/locale-route";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/config";

export const metadata = ROOT_METADATA;
export const viewport = ROOT_VIEWPORT;

// Awaited outside any boundary on purpose: a page arrives whole, never as a skeleton (decisions 007, 010).
export const instant = false;

// "blocking": no shell is sent first, so a 404 keeps its status; the build renders only a placeholder.
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
