import { describe, expect, it } from "vitest";
import { isPagePath, pageParams, QUERY_CHARACTERS, withoutUnreadParams } from "@/lib/http/page-query.mjs";
import { publicRoute } from "@/lib/http/locale-route";
import { SEARCH_QUERY_MAX } from "@/lib/search/query";

// scripts/server.mjs hands Next a public page's URL with only the parameters the page reads: what a
// link appends (utm_*, fbclid) is never written into a stored render nor splits the cache.
describe("withoutUnreadParams", () => {
  it("keeps what each page reads, as written and in order, and drops the rest", () => {
    expect(withoutUnreadParams("/?utm_source=x&fbclid=y")).toBe("/");
    expect(withoutUnreadParams("/about?x=%3Cb%3E")).toBe("/about");
    expect(withoutUnreadParams("/es/about?utm=1")).toBe("/es/about");
    expect(withoutUnreadParams("/flipbook?fbclid=1&page=7&mode=iframe")).toBe("/flipbook?page=7&mode=iframe");
    expect(withoutUnreadParams("/fr/flipbook-viewer?page=2&x")).toBe("/fr/flipbook-viewer?page=2");
    expect(withoutUnreadParams("/search?q=grace+alone&kind=book&utm=1&page=2")).toBe(
      "/search?q=grace+alone&kind=book&page=2",
    );
    expect(withoutUnreadParams("/teachings?book=Rom&speaker=ann&series=s&x=1")).toBe(
      "/teachings?book=Rom&speaker=ann&series=s",
    );
    expect(withoutUnreadParams("/booklets/3/?page=2&ref=mail")).toBe("/booklets/3/?page=2");
    expect(withoutUnreadParams("/es/interactive-books?ref=x&page=3")).toBe("/es/interactive-books?page=3");
    expect(withoutUnreadParams("/teachings/some-talk?page=2")).toBe("/teachings/some-talk");
    // Names are compared decoded; a name that does not decode is not one a page reads.
    expect(withoutUnreadParams("/flipbook?p%61ge=3&%E0%A4=1")).toBe("/flipbook?p%61ge=3");
    // Next's router payload requests keep their cache-busting parameter.
    expect(withoutUnreadParams("/about?_rsc=abc&utm=1")).toBe("/about?_rsc=abc");
  });

  it("keeps each read parameter once, and only a value the page reads as such, so no render keeps a visitor's text", () => {
    const junk = encodeURIComponent("<b>".repeat(4_000));
    expect(withoutUnreadParams("/interactive-books?page=1&page=POISON1")).toBe("/interactive-books?page=1");
    expect(withoutUnreadParams(`/es/interactive-books?page=3&page=${junk}`)).toBe("/es/interactive-books?page=3");
    expect(withoutUnreadParams(`/interactive-books?page=${junk}`)).toBe("/interactive-books");
    expect(withoutUnreadParams("/interactive-books?page=002")).toBe("/interactive-books?page=2");
    expect(withoutUnreadParams("/flipbook?page=0&mode=text&mode=iframe")).toBe("/flipbook");
    expect(withoutUnreadParams(`/search?q=grace${"%20".repeat(3_000)}&q=x&kind=${junk}`)).toBe("/search?q=grace");
    expect(withoutUnreadParams(`/teachings?series=${junk}&speaker=ann&book=${"R".repeat(20)}`)).toBe(
      "/teachings?speaker=ann",
    );
    expect(withoutUnreadParams("/booklets/3?page=2&page=3&_rsc=abc")).toBe("/booklets/3?page=2&_rsc=abc");
    // What the proxy then reads of it is what it read of the address as sent.
    for (const url of [
      "/interactive-books?page=3&page=x",
      "/flipbook?page=09&mode=iframe",
      "/teachings?book=Rom&book=x",
    ]) {
      const [path, query] = url.split("?");
      const [, kept = ""] = withoutUnreadParams(url).split("?");
      expect(publicRoute(path, new URLSearchParams(kept))).toEqual(publicRoute(path, new URLSearchParams(query)));
    }
    expect(QUERY_CHARACTERS).toBe(SEARCH_QUERY_MAX);
  });

  it("leaves APIs, admin screens, Next's files, files and feeds as they are", () => {
    for (const url of [
      "/api/chatbot/questions/random?count=3",
      "/admin/documents?tab=browse",
      "/admin?x=1",
      "/_next/image?url=%2Fa.png&w=64&q=75",
      "/uploads/a.jpg?v=1",
      "/teachings/feed.xml?x=1",
      "/about",
    ])
      expect(withoutUnreadParams(url), url).toBe(url);
  });

  it("names every parameter publicRoute reads", () => {
    for (const pathname of [
      "/",
      "/about",
      "/flipbook",
      "/flipbook-viewer/",
      "/search",
      "/teachings",
      "/teachings/a-talk",
      "/teachings/series/a-series",
      "/booklets/3",
      "/contact",
      "/elsewhere",
    ]) {
      const read = new Set<string>();
      const search = new (class extends URLSearchParams {
        get(name: string) {
          read.add(name);
          return super.get(name);
        }
      })("page=2");
      publicRoute(pathname, search);
      for (const name of read) expect(pageParams(pathname), `${pathname} reads ${name}`).toContain(name);
    }
  });

  it("takes time linear in the address's length", () => {
    const hostile = `/${".".repeat(16_000)}/x?${"a=1&".repeat(4_000)}`;
    const started = performance.now();
    expect(isPagePath(hostile.split("?")[0])).toBe(true);
    expect(withoutUnreadParams(hostile)).toBe(hostile.split("?")[0]);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
