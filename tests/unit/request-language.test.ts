import { describe, expect, it } from "vitest";
import { isCrawler, negotiateLanguage, requestLanguage, splitLanguagePrefix } from "@/lib/i18n/request-language.mjs";
import { localeAlternates, localePath, withoutLocale } from "@/lib/i18n/paths";
import { INTERNAL_HEADER } from "../../scripts/server/internal-headers.mjs";
import { cacheKey } from "../../scripts/server/response-cache.mjs";

const CHROME =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

describe("the language of a public request (docs/decisions/010)", () => {
  it("reads a language prefix, and only the five target languages' own", () => {
    expect(splitLanguagePrefix("/es/about")).toEqual({ locale: "es", path: "/about" });
    expect(splitLanguagePrefix("/pt")).toEqual({ locale: "pt", path: "/" });
    expect(splitLanguagePrefix("/pt/")).toEqual({ locale: "pt", path: "/" });
    for (const path of ["/en/about", "/ES/about", "/esx/about", "/about", "/build/about"])
      expect(splitLanguagePrefix(path).locale, path).toBeNull();
  });

  it("negotiates the browser's first listed language the site has, skipping refused ones", () => {
    expect(negotiateLanguage("pt-BR,pt;q=0.9,en-US;q=0.8")).toBe("pt");
    expect(negotiateLanguage("ja, DE-ch;q=0.7, fr;q=0.5")).toBe("de");
    expect(negotiateLanguage("en-GB,fr;q=0.5")).toBe("en");
    expect(negotiateLanguage("fr;q=0, it")).toBe("it");
    for (const none of [undefined, null, "", "*", "xx-YY", ",,,;;;", "q=1".repeat(500)])
      expect(negotiateLanguage(none), String(none)).toBe("en");
  });

  it("takes the URL first, then the stored choice (English too), then the browser, and gives crawlers the URL's", () => {
    const ask = (pathname: string, cookie?: string, acceptLanguage?: string, userAgent = CHROME) =>
      requestLanguage({ pathname, cookie, acceptLanguage, userAgent }).locale;
    expect(ask("/es/about", "fr", "de")).toBe("es");
    expect(ask("/about", "fr", "de")).toBe("fr");
    expect(ask("/", "en", "pt-BR")).toBe("en");
    expect(ask("/", undefined, "pt-BR")).toBe("pt");
    expect(ask("/", "xx", "pt-BR")).toBe("pt");
    expect(
      ask("/", undefined, "pt-BR", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"),
    ).toBe("en");
    expect(ask("/de/about", undefined, "pt-BR", "facebookexternalhit/1.1")).toBe("de");
    expect(isCrawler(CHROME)).toBe(false);
  });

  it("keys the server's copy of a page by the language proxy.ts serves, so languages never mix", () => {
    const key = (url: string, headers: Record<string, string>) =>
      cacheKey({ method: "GET", url, headers: { "user-agent": CHROME, ...headers } })?.split("|")[0];
    expect(key("/es/about", { cookie: "preferredLanguage=fr" })).toBe("es");
    expect(key("/about", { cookie: "preferredLanguage=fr", "accept-language": "de" })).toBe("fr");
    expect(key("/about", { "accept-language": "pt-BR" })).toBe("pt");
    expect(key("/about", { cookie: "preferredLanguage=en", "accept-language": "pt-BR" })).toBe("en");
  });
});

describe("a page's URL in each language", () => {
  it("keeps English at the spec's URLs and puts the others under their code", () => {
    expect(localePath("en", "/about")).toBe("/about");
    expect(localePath("de", "/")).toBe("/de");
    expect(localePath("de", "/flipbook?page=7")).toBe("/de/flipbook?page=7");
    expect(localePath("fr", "/?x=1")).toBe("/fr?x=1");
    expect(withoutLocale("/it/booklets/3")).toBe("/booklets/3");
    expect(Object.values(localeAlternates("/about"))).toEqual([
      "/about",
      "/es/about",
      "/fr/about",
      "/de/about",
      "/it/about",
      "/pt/about",
    ]);
  });

  it("names the internal headers visitors never receive", () => {
    for (const name of ["x-nextjs-cache", "X-Nextjs-Prerender", "x-middleware-rewrite", "x-server-cache"])
      expect(INTERNAL_HEADER.test(name), name).toBe(true);
    for (const name of ["x-request-id", "x-cache-status", "content-language", "vary"])
      expect(INTERNAL_HEADER.test(name), name).toBe(false);
  });
});
