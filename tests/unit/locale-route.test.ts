import { describe, expect, it } from "vitest";
import { internalPath, MAX_PAGE_PARAM, publicRoute, requestLocale } from "@/lib/http/locale-route";

const route = (url: string) => {
  const parsed = new URL(url, "http://site.test");
  return publicRoute(parsed.pathname, parsed.searchParams);
};

describe("the internal locale route of a public URL (docs/decisions/010)", () => {
  it("puts the language first, so each language is its own cached page", () => {
    for (const locale of ["en", "es", "fr", "de", "it", "pt"] as const) {
      expect(internalPath(locale, route("/"))).toBe(`/${locale}`);
      expect(internalPath(locale, route("/about"))).toBe(`/${locale}/about`);
      expect(internalPath(locale, route("/interactive-books/"))).toBe(`/${locale}/interactive-books`);
    }
  });

  it("reads the language only from a cookie naming one exactly", () => {
    expect(requestLocale("fr")).toBe("fr");
    for (const hostile of [undefined, "", "FR", "fr ", "fr;de", "../fr", "fr\u0000", "xx", "en-US"])
      expect(requestLocale(hostile), String(hostile)).toBe("en");
  });

  it("turns the book's query into path segments, within bounds", () => {
    expect(internalPath("es", route("/flipbook?page=7&mode=iframe"))).toBe("/es/flipbook/7/iframe");
    expect(internalPath("en", route("/flipbook-viewer"))).toBe("/en/flipbook/1/enhanced");
    expect(internalPath("en", route("/flipbook?page=abc&mode=x"))).toBe("/en/flipbook/1/enhanced");
    expect(internalPath("en", route(`/flipbook?page=999999`))).toBe(`/en/flipbook/${MAX_PAGE_PARAM}/enhanced`);
  });

  it("gives a booklet reader page its id and page, and a malformed id the not-found page", () => {
    expect(internalPath("de", route("/booklets/12?page=3"))).toBe("/de/booklets/12/3");
    expect(internalPath("de", route("/booklets/12?page=-1"))).toBe("/de/booklets/12/1");
    expect(internalPath("de", route("/booklets/12?page=99999999"))).toBe("/de/booklets/12/1");
    for (const id of ["0", "012", "abc", "1e3", "99999999999"])
      expect(internalPath("it", route(`/booklets/${id}`))).toBe("/it/booklets/missing");
  });

  it("passes a search its canonical query and nothing else: every query is its own URL", () => {
    expect(internalPath("es", route("/search?q=Juan%203:16&utm=x&page=2"))).toBe("/es/search?q=Juan+3%3A16&page=2");
    expect(internalPath("en", route("/search/?kind=booklet&q=++grace"))).toBe("/en/search?q=grace&kind=booklet");
    expect(internalPath("fr", route("/search"))).toBe("/fr/search");
  });

  it("sends every other path, including the internal ones, to the 404 page of the language", () => {
    for (const url of ["/nope", "/fr/about", "/en", "/booklets/1/2", "/build/about"])
      expect(internalPath("pt", route(url)), url).toBe("/pt/missing");
  });
});
