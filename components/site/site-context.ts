import "server-only";
import { getPublicSettingValues } from "@/lib/data/settings";
import { getLocale, getTranslator } from "@/lib/i18n/server";

/**
 * What every public server component needs. Reading the language cookie first makes the caller a
 * request-time hole (next build has no database); the settings themselves come from the cache.
 */
export async function getSiteContext() {
  const locale = await getLocale();
  const [t, settings] = await Promise.all([getTranslator(locale), getPublicSettingValues()]);
  return { locale, t, settings };
}

/** The value of LANGUAGE_OPTIONS that matches the visitor's cookie ("" is English, the original). */
export const languageValue = (locale: string) => (locale === "en" ? "" : locale);
