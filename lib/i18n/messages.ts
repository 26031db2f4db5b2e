import en from "@/messages/en.json";
import type { Locale } from "@/lib/i18n/config";
import { mergeMessages, type Messages } from "@/lib/i18n/translator";

// Loaded on demand so a page ships only its own language; a missing key falls back to English.
const catalogues: Record<Exclude<Locale, "en">, () => Promise<object>> = {
  es: () => import("@/messages/es.json").then((m) => m.default),
  fr: () => import("@/messages/fr.json").then((m) => m.default),
  de: () => import("@/messages/de.json").then((m) => m.default),
  it: () => import("@/messages/it.json").then((m) => m.default),
  pt: () => import("@/messages/pt.json").then((m) => m.default),
};

export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === "en") return en;
  return mergeMessages(en, await catalogues[locale]());
}

export const englishMessages: Messages = en;
