import "server-only";
import type { Metadata } from "next";
import { env } from "@/lib/env";
import { DEFAULT_LOCALE, OG_LOCALES, type Locale } from "@/lib/i18n/config";
import { localeAlternates, localePath } from "@/lib/i18n/paths";
import { getTranslator } from "@/lib/i18n/server";
import { indexable, type ContentCoverage } from "@/lib/translation/stored";

type PublicPage = "home" | "about" | "contact" | "videos" | "teachings";

export const publicBase = () => (env.NEXTAUTH_URL ? new URL(env.NEXTAUTH_URL) : undefined);

// Absolute: a relative canonical is not valid and Lighthouse's SEO audit fails it.
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

export const robotsMetadata = (coverage: ContentCoverage): Metadata =>
  indexable(coverage) ? {} : { robots: { index: false, follow: true } };

// From the catalogue, not settings, so crawlers read them in the prerendered <head>.
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
