// lib/i18n/config.ts in plain JavaScript for the server in front of Next; tests/unit/response-cache.test.ts checks they agree.
export const LOCALES = ["en", "es", "fr", "de", "it", "pt"];
export const DEFAULT_LOCALE = "en";
export const LANGUAGE_COOKIE = "preferredLanguage";
