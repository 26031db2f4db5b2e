import "server-only";
import { notFound } from "next/navigation";
import { getPublicSettingValues } from "@/lib/data/settings";
import { isLocale, type Locale } from "@/lib/i18n/config";
import { getTranslator } from "@/lib/i18n/server";

// The build prerenders one placeholder segment that renders nothing, so cached reads never run without a database (decision 010).
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return locale;
}

export async function getSiteContext(locale: Locale) {
  const [t, settings] = await Promise.all([getTranslator(locale), getPublicSettingValues()]);
  return { locale, t, settings };
}

export const languageValue = (locale: string) => (locale === "en" ? "" : locale);
