import { splitLanguagePrefix } from "@/lib/i18n/request-language.mjs";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "@/lib/i18n/config";

// docs/decisions/010: English at the spec's unprefixed paths, other languages under their code.

export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  if (path === "/") return `/${locale}`;
  return path.startsWith("/?") ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

export const withoutLocale = (pathname: string): string => splitLanguagePrefix(pathname).path;

// The book's, booklets' and teachings' pages have one address per language.
export const sourceHref = (url: string, locale: Locale): string =>
  /^\/(?:flipbook|booklets\/|teachings\/)/.test(url) ? localePath(locale, url) : url;

export const localeAlternates = (path: string): Record<Locale, string> =>
  Object.fromEntries(LOCALES.map((locale) => [locale, localePath(locale, path)])) as Record<Locale, string>;
