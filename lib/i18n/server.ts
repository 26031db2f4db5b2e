import "server-only";
import { cookies } from "next/headers";
import { DEFAULT_LOCALE, LANGUAGE_STORAGE_KEY, isLocale, type Locale } from "@/lib/i18n/config";
import { loadMessages } from "@/lib/i18n/messages";
import { createTranslator, pickMessages, type Messages } from "@/lib/i18n/translator";

export async function getLocale(): Promise<Locale> {
  const value = (await cookies()).get(LANGUAGE_STORAGE_KEY)?.value;
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

export async function getTranslator(locale: Locale = DEFAULT_LOCALE) {
  return createTranslator(await loadMessages(locale));
}

export async function getClientMessages(locale: Locale, namespaces: readonly string[]): Promise<Messages> {
  return pickMessages(await loadMessages(locale), namespaces);
}
