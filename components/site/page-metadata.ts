import "server-only";
import type { Metadata } from "next";
import { env } from "@/lib/env";
import { OG_LOCALES, type Locale } from "@/lib/i18n/config";
import { getTranslator } from "@/lib/i18n/server";

type PublicPage = "home" | "about" | "contact" | "videos";

/** The public base URL, when set: absolute addresses (canonical, og:url) need it. */
const publicBase = () => (env.NEXTAUTH_URL ? new URL(env.NEXTAUTH_URL) : undefined);

/**
 * The canonical address of a page, absolute (a relative one is not a valid canonical link, and
 * Lighthouse's SEO audit fails it); nothing without the public base URL.
 */
export function canonicalMetadata(path: string): Metadata {
  const base = publicBase();
  return base ? { metadataBase: base, alternates: { canonical: path } } : {};
}

/**
 * Title, description and Open Graph of a public page, in the page's language, from the catalogue
 * (not from settings), so crawlers read them in the prerendered <head>.
 */
export async function pageMetadata(page: PublicPage, path: string, locale: Locale): Promise<Metadata> {
  const t = await getTranslator(locale);
  const title = t(`${page}.meta.title`);
  const description = t(`${page}.meta.description`);
  const siteName = t("site.name");
  // Absolute addresses need the public base URL; without it the relative tags are left out.
  const base = publicBase();
  return {
    title,
    description,
    ...canonicalMetadata(path),
    openGraph: {
      title: `${title} · ${siteName}`,
      description,
      siteName,
      type: "website",
      locale: OG_LOCALES[locale],
      ...(base ? { url: path } : {}),
    },
    twitter: { card: "summary", title: `${title} · ${siteName}`, description },
  };
}
