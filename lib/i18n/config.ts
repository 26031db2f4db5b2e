export const LOCALES = ["en", "es", "fr", "de", "it", "pt"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export const TARGET_LANGUAGES = ["es", "fr", "de", "it", "pt"] as const satisfies readonly Locale[];
export type TargetLanguage = (typeof TARGET_LANGUAGES)[number];

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

// "no" in a target language, so a browser's translator only touches content still in English.
export const siteTranslated = (locale: Locale): "no" | undefined => (isTargetLanguage(locale) ? "no" : undefined);

const RIGHT_TO_LEFT: readonly string[] = [];
export const languageDirection = (locale: Locale): "ltr" | "rtl" => (RIGHT_TO_LEFT.includes(locale) ? "rtl" : "ltr");
