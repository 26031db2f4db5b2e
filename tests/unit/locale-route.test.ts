import { describe, expect, it } from "vitest";
import { internalPath, isTeachingsFeed, MAX_PAGE_PARAM, publicRoute, requestLocale } from "@/lib/http/locale-route";
import { BOOKLET_LIST_PAGES } from "@/lib/validation/booklets";

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

  it("gives the teachings list its filters as path segments, and a teaching or series its slug", () => {
    expect(internalPath("es", route("/teachings"))).toBe("/es/teaching-list/all/all/all");
    expect(internalPath("en", route("/teachings?series=john&speaker=ann-p&book=1John&x=1"))).toBe(
      "/en/teaching-list/john/ann-p/1John",
    );
    // A value that could name nothing is no filter: the list stays one of a bounded set of pages.
    expect(internalPath("en", route("/teachings?series=A%20B&speaker=..%2F&book=%3Cb%3E"))).toBe(
      "/en/teaching-list/all/all/all",
    );
    expect(internalPath("fr", route("/teachings/born-again"))).toBe("/fr/teachings/born-again");
    expect(internalPath("fr", route("/teachings/series/gospel-of-john"))).toBe("/fr/teachings/series/gospel-of-john");
    for (const url of ["/teachings/Born", "/teachings/series", "/teachings/a/b", "/teaching-list/all/all/all"])
      expect(internalPath("en", route(url)), url).toBe("/en/missing");
    // The podcast feeds are route handlers of their own, left to Next by the proxy.
    expect(isTeachingsFeed("/teachings/feed.xml")).toBe(true);
    expect(isTeachingsFeed("/teachings/series/gospel-of-john/feed.xml")).toBe(true);
    for (const path of ["/es/teachings/feed.xml", "/teachings/series/A/feed.xml", "/teachings/x/feed.xml"])
      expect(isTeachingsFeed(path), path).toBe(false);
  });

  it("turns the book's query into path segments, within bounds", () => {
    expect(internalPath("es", route("/flipbook?page=7&mode=iframe"))).toBe("/es/flipbook/7/iframe");
    expect(internalPath("en", route("/flipbook-viewer"))).toBe("/en/flipbook/1/enhanced");
    expect(internalPath("en", route("/flipbook?page=abc&mode=x"))).toBe("/en/flipbook/1/enhanced");
    expect(internalPath("en", route(`/flipbook?page=999999`))).toBe(`/en/flipbook/${MAX_PAGE_PARAM}/enhanced`);
  });

  it("gives a page of the booklet list its number, page 1 the list's own route, and none past a full catalogue", () => {
    expect(internalPath("pt", route("/interactive-books?page=2&utm_source=x"))).toBe("/pt/interactive-books/2");
    expect(internalPath("en", route(`/interactive-books?page=${BOOKLET_LIST_PAGES}`))).toBe(
      `/en/interactive-books/${BOOKLET_LIST_PAGES}`,
    );
    // As the book's: more than six digits is no page number.
    for (const page of ["1", "0", "-3", "abc", "2.5", "", "0002x", "1000000000000"])
      expect(internalPath("fr", route(`/interactive-books?page=${page}`)), page).toBe("/fr/interactive-books");
    for (const page of [BOOKLET_LIST_PAGES + 1, 999_999])
      expect(internalPath("de", route(`/interactive-books?page=${page}`)), String(page)).toBe("/de/missing");
    expect(internalPath("en", route("/interactive-books/2"))).toBe("/en/missing");
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
