import "server-only";
import { cookies } from "next/headers";
import { DEFAULT_LOCALE, LANGUAGE_STORAGE_KEY, isLocale, type Locale } from "@/lib/i18n/config";
import { englishMessages, loadMessages } from "@/lib/i18n/messages";
import { createTranslator } from "@/lib/i18n/translator";

/** The visitor's language from the cookie that mirrors localStorage.preferredLanguage. */
export async function getLocale(): Promise<Locale> {
  const value = (await cookies()).get(LANGUAGE_STORAGE_KEY)?.value;
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

export async function getTranslator(locale: Locale = DEFAULT_LOCALE) {
  return createTranslator(await loadMessages(locale), englishMessages);
}
