import "server-only";
import { notFound } from "next/navigation";
import { getPublicSettingValues } from "@/lib/data/settings";
import { isLocale, type Locale } from "@/lib/i18n/config";
import { getTranslator } from "@/lib/i18n/server";

/**
 * The language of an internal public route (app/[locale]/…, written by proxy.ts). The build
 * prerenders one placeholder segment, which is not a language: it renders nothing, so the cached
 * reads below never run without a database (docs/decisions/010).
 */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return locale;
}

/** What every public server component needs, in the page's language; the settings come from the cache. */
export async function getSiteContext(locale: Locale) {
  const [t, settings] = await Promise.all([getTranslator(locale), getPublicSettingValues()]);
  return { locale, t, settings };
}

/** The value of LANGUAGE_OPTIONS that matches the page's language ("" is English, the original). */
export const languageValue = (locale: string) => (locale === "en" ? "" : locale);
