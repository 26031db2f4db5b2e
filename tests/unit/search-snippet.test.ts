import { describe, expect, it } from "vitest";
import { buildSnippet, matchedRanges, snippetText } from "@/lib/search/snippet";
import { parseSearchRequest, searchQueryString, SEARCH_MAX_PAGES, SEARCH_QUERY_MAX } from "@/lib/search/query";

const marked = (segments: { text: string; mark: boolean }[]) =>
  segments.filter((segment) => segment.mark).map((segment) => segment.text);

describe("search snippets", () => {
  it("marks every word of a stem, accents and case aside, and a y that stemmed to i", () => {
    const text = "Believers believe; la GRACIA y la gracía. A happy city.";
    expect(marked(buildSnippet(text, ["believ", "graci", "happi"]))).toEqual([
      "Believers",
      "believe",
      "GRACIA",
      "gracía",
      "happy",
    ]);
    expect(marked(buildSnippet(text, ["citi"]))).toEqual(["city"]);
  });

  it("marks given ranges (a cited verse) and merges overlapping ones", () => {
    expect(matchedRanges("See John 3:16 now", ["3"], [{ start: 4, end: 13 }])).toEqual([{ start: 4, end: 13 }]);
    expect(marked(buildSnippet("See John 3:16 now", [], [{ start: 4, end: 13 }]))).toEqual(["John 3:16"]);
  });

  it("keeps a window around the first match, on word boundaries, with ellipses", () => {
    const words = Array.from({ length: 200 }, (_, i) => `word${i}`);
    words[120] = "lantern";
    const segments = buildSnippet(words.join(" "), ["lantern"], [], 100);
    const text = segments.map((segment) => segment.text).join("");
    expect(segments[0].text).toBe("…");
    expect(segments.at(-1)?.text).toBe("…");
    expect(text).toContain("lantern");
    expect(text.length).toBeLessThanOrEqual(102);
    expect(text.slice(1, -1)).toMatch(/^word\d+ .* word\d+$/);
  });

  it("starts at the beginning when nothing matches, and collapses white space", () => {
    expect(buildSnippet("  Short\n\n text  ", ["absent"])).toEqual([{ text: "Short text", mark: false }]);
    expect(snippetText(" a \t b ")).toBe("a b");
  });
});

describe("search requests", () => {
  it("bounds the query, the kind and the page, and writes them back in one canonical order", () => {
    const request = parseSearchRequest(
      (name) => ({ q: `  grace   and ${"x".repeat(300)}`, kind: "booklet", page: "99" })[name],
    );
    expect(request.q.length).toBeLessThanOrEqual(SEARCH_QUERY_MAX);
    expect(request).toMatchObject({ kind: "booklet", page: SEARCH_MAX_PAGES });
    expect(parseSearchRequest((name) => ({ q: "a", kind: "teachings", page: "1.5" })[name])).toEqual({
      q: "a",
      kind: null,
      page: 1,
    });
    expect(searchQueryString({ q: "Juan 3:16", kind: "book", page: 2 })).toBe("?q=Juan+3%3A16&kind=book&page=2");
    expect(searchQueryString({ q: "", kind: null, page: 1 })).toBe("");
  });
});
