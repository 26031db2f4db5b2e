import en from "@/messages/en.json";
import type { Locale } from "@/lib/i18n/config";
import type { Messages } from "@/lib/i18n/translator";

// Catalogues load on demand so a page ships only its own language. Languages without a
// catalogue yet fall back to English.
const catalogues: Partial<Record<Locale, () => Promise<Messages>>> = {
  en: async () => en,
};

export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await catalogues[locale]?.()) ?? en;
}

export const englishMessages: Messages = en;
