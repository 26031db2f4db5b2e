// The languages and cookie of lib/i18n/config.ts, for the plain-JavaScript server (Node cannot load
// the TypeScript config); tests/unit/response-cache.test.ts checks that they agree.
export const LOCALES = ["en", "es", "fr", "de", "it", "pt"];
export const DEFAULT_LOCALE = "en";
export const LANGUAGE_COOKIE = "preferredLanguage";
