// The languages and cookie of lib/i18n/config.ts in plain JavaScript, for the server in front of Next
// (Node cannot load the TypeScript config) and for lib/i18n/request-language.mjs, which proxy.ts and
// that server share; tests/unit/response-cache.test.ts checks that they agree.
export const LOCALES = ["en", "es", "fr", "de", "it", "pt"];
export const DEFAULT_LOCALE = "en";
export const LANGUAGE_COOKIE = "preferredLanguage";
