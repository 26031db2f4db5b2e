import { splitLanguagePrefix } from "@/lib/i18n/request-language.mjs";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "@/lib/i18n/config";

// Each public page has one URL per language (docs/decisions/010): English, the original, at the
// spec's unprefixed paths, the other languages under their code (/es/about, /es for Home).

/** The public URL of `path` ("/about", "/flipbook?page=3", "/") in `locale`. */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  if (path === "/") return `/${locale}`;
  return path.startsWith("/?") ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

/** A public pathname without its language prefix: "/es/about" → "/about". */
export const withoutLocale = (pathname: string): string => splitLanguagePrefix(pathname).path;

/** A chat or search source's address in the visitor's language: the book's, booklets' and teachings' pages have one per language. */
export const sourceHref = (url: string, locale: Locale): string =>
  /^\/(?:flipbook|booklets\/|teachings\/)/.test(url) ? localePath(locale, url) : url;

/** The URL of `path` in every language, for hreflang links and the sitemap. */
export const localeAlternates = (path: string): Record<Locale, string> =>
  Object.fromEntries(LOCALES.map((locale) => [locale, localePath(locale, path)])) as Record<Locale, string>;
