import { BUILD_PLACEHOLDER_LOCALE } from "@/lib/i18n/locale-route";

// Every public page reads nothing from the request: its language is this segment, written by
// proxy.ts from the cookie (docs/decisions/010). The segment is awaited outside any boundary on
// purpose: a page arrives whole, never as a skeleton (docs/decisions/007).
export const instant = false;

// The build has no database: it prerenders a placeholder that is not a language (and renders
// nothing). Each real language is rendered on request.
export const generateStaticParams = () => [{ locale: BUILD_PLACEHOLDER_LOCALE }];

export default function LocaleLayout({ children }: LayoutProps<"/[locale]">) {
  return children;
}
