// The languages and cookie of lib/i18n/config.ts, for the plain-JavaScript server.
export { LOCALES, DEFAULT_LOCALE, LANGUAGE_COOKIE } from "../../lib/i18n/locales.mjs";
