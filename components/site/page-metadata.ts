import "server-only";
import type { Metadata } from "next";
import { env } from "@/lib/env";
import type { Locale } from "@/lib/i18n/config";
import { getLocale, getTranslator } from "@/lib/i18n/server";

type PublicPage = "home" | "about" | "contact" | "videos";

/** Open Graph's names of the site's languages. */
export const OG_LOCALES: Record<Locale, string> = { en: "en_US", es: "es_ES", fr: "fr_FR", de: "de_DE", it: "it_IT", pt: "pt_PT" };

/**
 * Title, description and Open Graph of a public page, in the visitor's language, from the reviewed
 * catalogue (not from settings), so the <head> that crawlers and link previews read is translated.
 */
export async function pageMetadata(page: PublicPage, path: string): Promise<Metadata> {
  const locale = await getLocale();
  const t = await getTranslator(locale);
  const title = t(`${page}.meta.title`);
  const description = t(`${page}.meta.description`);
  const siteName = t("site.name");
  // Absolute addresses need the public base URL; without it the relative tags are left out.
  const base = env.NEXTAUTH_URL ? new URL(env.NEXTAUTH_URL) : undefined;
  return {
    title,
    description,
    ...(base ? { metadataBase: base, alternates: { canonical: path } } : {}),
    openGraph: { title: `${title} · ${siteName}`, description, siteName, type: "website", locale: OG_LOCALES[locale], ...(base ? { url: path } : {}) },
    twitter: { card: "summary", title: `${title} · ${siteName}`, description },
  };
}
