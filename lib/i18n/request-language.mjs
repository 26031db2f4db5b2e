// docs/decisions/010: proxy.ts and the caches in front of Next must agree, or a cache could keep one language's page under another's key.
import { DEFAULT_LOCALE, LOCALES } from "./locales.mjs";

/** @typedef {"en" | "es" | "fr" | "de" | "it" | "pt"} Locale (lib/i18n/config.ts) */

export const PREFIXED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

const PREFIX = new RegExp(`^/(${PREFIXED_LOCALES.join("|")})(?=/|$)`);
const MAX_ACCEPT_LANGUAGE = 256;
const CRAWLER =
  /bot\b|bot\/|crawler|spider|slurp|facebookexternalhit|facebookcatalog|embedly|whatsapp|telegram|discord|skype|pinterest|lighthouse/i;

/**
 * @param {string} pathname
 * @returns {{ locale: Locale | null, path: string }}
 */
export function splitLanguagePrefix(pathname) {
  const match = PREFIX.exec(pathname);
  if (!match) return { locale: null, path: pathname };
  return { locale: /** @type {Locale} */ (match[1]), path: pathname.slice(match[0].length) || "/" };
}

/**
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
