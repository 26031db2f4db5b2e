// requirements §9: the five target languages; English is the original.
export const LOCALES = ["en", "es", "fr", "de", "it", "pt"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The languages content is translated into (requirements §9). */
export const TARGET_LANGUAGES = ["es", "fr", "de", "it", "pt"] as const satisfies readonly Locale[];
export type TargetLanguage = (typeof TARGET_LANGUAGES)[number];

/** English names, for prompts and staff screens. Visitors see each language's own name from its catalogue. */
export const LANGUAGE_NAMES: Record<TargetLanguage, string> = {
  es: "Spanish",
  fr: "French",
  de: "German",
  it: "Italian",
  pt: "Portuguese",
};

/** requirements §3 "Language option": value and label; an empty value means English (Original). */
export const LANGUAGE_OPTIONS: { value: "" | TargetLanguage; label: string }[] = [
  { value: "", label: "English (Original)" },
  { value: "es", label: "Spanish (Español)" },
  { value: "fr", label: "French (Français)" },
  { value: "de", label: "German (Deutsch)" },
  { value: "it", label: "Italian (Italiano)" },
  { value: "pt", label: "Portuguese (Português)" },
];

/** Open Graph `og:locale` of each language. */
export const OG_LOCALES: Record<Locale, string> = {
  en: "en_US",
  es: "es_ES",
  fr: "fr_FR",
  de: "de_DE",
  it: "it_IT",
  pt: "pt_PT",
};

/** requirements §4: the choice is kept in localStorage under this name, and mirrored in a cookie of the same name. */
export const LANGUAGE_STORAGE_KEY = "preferredLanguage";

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);
export const isTargetLanguage = (value: unknown): value is TargetLanguage =>
  TARGET_LANGUAGES.includes(value as TargetLanguage);

/**
 * `translate` for what the site itself puts in the visitor's language (menus, buttons, the chat):
 * "no" in a target language, so a browser's translator (Chrome's "Translate this page") leaves it
 * alone and only touches content still in English.
 */
export const siteTranslated = (locale: Locale): "no" | undefined => (isTargetLanguage(locale) ? "no" : undefined);

/** Languages written right to left: none of the six today; `<html dir>` follows this list. */
const RIGHT_TO_LEFT: readonly string[] = [];
export const languageDirection = (locale: Locale): "ltr" | "rtl" => (RIGHT_TO_LEFT.includes(locale) ? "rtl" : "ltr");
