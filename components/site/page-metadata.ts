import "server-only";
import type { Metadata } from "next";
import { env } from "@/lib/env";
import { DEFAULT_LOCALE, OG_LOCALES, type Locale } from "@/lib/i18n/config";
import { localeAlternates, localePath } from "@/lib/i18n/paths";
import { getTranslator } from "@/lib/i18n/server";
import { indexable, type ContentCoverage } from "@/lib/translation/stored";

type PublicPage = "home" | "about" | "contact" | "videos" | "teachings";

/** The public base URL, when set: absolute addresses (canonical, og:url, hreflang) need it. */
export const publicBase = () => (env.NEXTAUTH_URL ? new URL(env.NEXTAUTH_URL) : undefined);

/**
 * The canonical address of a page in its language, and its address in every language (hreflang,
 * x-default: the unprefixed English one), absolute: a relative canonical is not valid and
 * Lighthouse's SEO audit fails it. Nothing without the public base URL. `path` is the public path
 * without a language prefix ("/about", "/flipbook?page=7").
 */
export function alternatesMetadata(locale: Locale, path: string): Metadata {
  const base = publicBase();
  if (!base) return {};
  return {
    metadataBase: base,
    alternates: {
      canonical: localePath(locale, path),
      languages: { ...localeAlternates(path), "x-default": localePath(DEFAULT_LOCALE, path) },
    },
  };
}

/** Kept out of search results in a language whose content is untranslated or machine-only. */
export const robotsMetadata = (coverage: ContentCoverage): Metadata =>
  indexable(coverage) ? {} : { robots: { index: false, follow: true } };

/**
 * Title, description and Open Graph of a public page, in the page's language, from the catalogue
 * (not from settings), so crawlers read them in the prerendered <head>.
 */
export async function pageMetadata(
  page: PublicPage,
  path: string,
  locale: Locale,
  coverage: ContentCoverage = "original",
): Promise<Metadata> {
  const t = await getTranslator(locale);
  const title = t(`${page}.meta.title`);
  const description = t(`${page}.meta.description`);
  const siteName = t("site.name");
  // Absolute addresses need the public base URL; without it the relative tags are left out.
  const base = publicBase();
  return {
    title,
    description,
    ...alternatesMetadata(locale, path),
    ...robotsMetadata(coverage),
    openGraph: {
      title: `${title} · ${siteName}`,
      description,
      siteName,
      type: "website",
      locale: OG_LOCALES[locale],
      ...(base ? { url: localePath(locale, path) } : {}),
    },
    twitter: { card: "summary", title: `${title} · ${siteName}`, description },
  };
}
