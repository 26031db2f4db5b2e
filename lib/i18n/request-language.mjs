// Which language a public page request is served in (docs/decisions/010), in plain JavaScript:
// proxy.ts (which rewrites the request to the page of that language) and the servers' caches in
// front of Next (scripts/server/response-cache.mjs) must agree, or a cache could keep one
// language's page under another's key.
//
// In order: a language prefix in the URL (/es/about), the visitor's stored choice (the
// preferredLanguage cookie, "en" included), then, with no choice stored, the browser's languages
// (Accept-Language), then English. Crawlers get the URL's language: with no prefix, English.
import { DEFAULT_LOCALE, LOCALES } from "./locales.mjs";

/** @typedef {"en" | "es" | "fr" | "de" | "it" | "pt"} Locale (lib/i18n/config.ts) */

/** The languages with a URL prefix of their own; English, the original, is unprefixed. */
export const PREFIXED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

const PREFIX = new RegExp(`^/(${PREFIXED_LOCALES.join("|")})(?=/|$)`);
/** Only the start of the header is read: browsers send a handful of languages. */
const MAX_ACCEPT_LANGUAGE = 256;
const CRAWLER =
  /bot\b|bot\/|crawler|spider|slurp|facebookexternalhit|facebookcatalog|embedly|whatsapp|telegram|discord|skype|pinterest|lighthouse/i;

/**
 * The language prefix of a public path and the path without it ("/es" and "/es/" are "/").
 * @param {string} pathname
 * @returns {{ locale: Locale | null, path: string }}
 */
export function splitLanguagePrefix(pathname) {
  const match = PREFIX.exec(pathname);
  if (!match) return { locale: null, path: pathname };
  return { locale: /** @type {Locale} */ (match[1]), path: pathname.slice(match[0].length) || "/" };
}

/**
 * The first of the browser's languages the site has, in the order it lists them (browsers list
 * by preference), skipping any it refuses (q=0); English when there is none.
 * @param {string | undefined | null} header
 * @returns {Locale}
 */
export function negotiateLanguage(header) {
  if (!header) return DEFAULT_LOCALE;
  for (const entry of header.slice(0, MAX_ACCEPT_LANGUAGE).split(",")) {
    const [range, ...params] = entry.split(";");
    if (params.some((param) => /^\s*q\s*=\s*0(?:\.0*)?\s*$/i.test(param))) continue;
    const primary = range.trim().toLowerCase().split("-")[0];
    if (LOCALES.includes(primary)) return /** @type {Locale} */ (primary);
  }
  return DEFAULT_LOCALE;
}

/** @param {string | undefined | null} userAgent */
export const isCrawler = (userAgent) => Boolean(userAgent && CRAWLER.test(userAgent.slice(0, 512)));

/**
 * @param {{ pathname: string, cookie?: string, acceptLanguage?: string | null, userAgent?: string | null }} request
 *   `cookie` is the preferredLanguage cookie's value as Next's parser reads it.
 * @returns {{ locale: Locale, prefixed: boolean, path: string }} `path` is the public path without the prefix.
 */
export function requestLanguage({ pathname, cookie, acceptLanguage, userAgent }) {
  const { locale, path } = splitLanguagePrefix(pathname);
  if (locale) return { locale, prefixed: true, path };
  if (cookie !== undefined && LOCALES.includes(cookie))
    return { locale: /** @type {Locale} */ (cookie), prefixed: false, path };
  if (isCrawler(userAgent)) return { locale: DEFAULT_LOCALE, prefixed: false, path };
  return { locale: negotiateLanguage(acceptLanguage), prefixed: false, path };
}
