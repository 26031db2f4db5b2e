import { BUILD_PLACEHOLDER_LOCALE } from "@/lib/http/locale-route";

// Every public page reads nothing from the request: its language is this segment, written by
// proxy.ts from the cookie (docs/decisions/010). The segment is awaited outside any boundary on
// purpose: a page arrives whole, never as a skeleton (docs/decisions/007).
export const instant = false;

// The build has no database: it prerenders a placeholder that is not a language (and renders
// nothing). A real language is rendered whole on its first request ("blocking": no shell is sent
// first, so a 404 keeps its status) and then served from Next's page cache until a tag it read is
// invalidated: no React render for a warm page.
export const generateStaticParams = () => [{ locale: BUILD_PLACEHOLDER_LOCALE }];
export const unstable_paramMatching = { locale: "blocking" };

export default function LocaleLayout({ children }: LayoutProps<"/[locale]">) {
  return children;
}
