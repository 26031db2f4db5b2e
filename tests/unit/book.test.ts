import { describe, expect, it } from "vitest";
import { highlightLinkedText } from "@/lib/book/highlight";
import { PAGE_MAPPING, planPageMapping } from "@/lib/book/page-mapping";
import {
  defaultPopoverTitle,
  hasPopoverContent,
  inferLinkType,
  selectionPreview,
  toVideoEmbedUrl,
} from "@/lib/book/popover-rules";
import { parseModeParam, parsePageParam, stepPage, visiblePages } from "@/lib/book/query";
import { findBibleReferences, linkifyPopoverHtml, referenceKey } from "@/lib/book/references";
import { findReferences } from "@/lib/scripture/references";

const english = (text: string) => findReferences(text, ["en"]);
import { EMPTY_PAGE_PLACEHOLDER, preparePageContent } from "@/lib/book/saving";
import { searchBook } from "@/lib/book/search";

describe("viewer query", () => {
  it("reads page as a positive integer and anything else as 1", () => {
    expect(parsePageParam("7")).toBe(7);
    expect(parsePageParam(["3", "4"])).toBe(3);
    for (const bad of [undefined, "", "0", "-2", "2.5", "abc", "7abc", "1e3", "9999999"])
      expect(parsePageParam(bad)).toBe(1);
    expect(parsePageParam("99")).toBe(99);
  });

  it("reads mode as iframe or enhanced", () => {
    expect(parseModeParam("iframe")).toBe("iframe");
    expect(parseModeParam("enhanced")).toBe("enhanced");
    expect(parseModeParam("other")).toBe("enhanced");
    expect(parseModeParam(undefined)).toBe("enhanced");
  });

  it("shows the cover alone, then pairs, and one page on mobile", () => {
    expect(visiblePages(1, 21, true)).toEqual([1]);
    expect(visiblePages(2, 21, true)).toEqual([2, 3]);
    expect(visiblePages(3, 21, true)).toEqual([2, 3]);
    expect(visiblePages(20, 21, true)).toEqual([20, 21]);
    expect(visiblePages(21, 21, true)).toEqual([20, 21]);
    expect(visiblePages(7, 21, false)).toEqual([7]);
  });

  it("steps by spread in two-page view and by page on mobile, never past the ends", () => {
    expect(stepPage(1, 21, 1, true)).toBe(2);
    expect(stepPage(2, 21, 1, true)).toBe(4);
    expect(stepPage(3, 21, -1, true)).toBe(1);
    expect(stepPage(5, 21, -1, true)).toBe(2);
    expect(stepPage(21, 21, 1, true)).toBe(21);
    expect(stepPage(1, 21, -1, false)).toBe(1);
    expect(stepPage(21, 21, 1, false)).toBe(21);
    expect(stepPage(7, 21, 1, false)).toBe(8);
  });
});

describe("saving a page (requirements §5)", () => {
  it("strips code fences", () => {
    expect(preparePageContent("```html\n<p>Hello</p>\n```")).toBe("<p>Hello</p>");
    expect(preparePageContent("```\n<h2>T</h2>\n```")).toBe("<h2>T</h2>");
  });

  it("turns an empty body into a placeholder paragraph", () => {
    expect(preparePageContent("")).toBe(EMPTY_PAGE_PLACEHOLDER);
    expect(preparePageContent("  \n ```\n```  ")).toBe(EMPTY_PAGE_PLACEHOLDER);
    expect(preparePageContent("<script>alert(1)</script>")).toBe(EMPTY_PAGE_PLACEHOLDER);
  });

  it("wraps tag-less text in a paragraph, escaping it", () => {
    expect(preparePageContent("Plain words & more")).toBe("<p>Plain words &amp; more</p>");
    expect(preparePageContent("One\n\nTwo")).toBe("<p>One</p>\n<p>Two</p>");
    expect(preparePageContent("1 < 2")).toBe("<p>1 &lt; 2</p>");
  });

  it("sanitises what it keeps", () => {
    expect(preparePageContent(`<p onclick="x()">Hi</p>`)).toBe("<p>Hi</p>");
  });
});

describe("popover rules", () => {
  it("cuts the default title to 27 characters plus ... only when over 30", () => {
    expect(defaultPopoverTitle("a".repeat(30))).toBe("a".repeat(30));
    expect(defaultPopoverTitle("a".repeat(31))).toBe(`${"a".repeat(27)}...`);
    expect(defaultPopoverTitle("  born   again ")).toBe("born again");
  });

  it("previews 50 characters of the selection", () => {
    expect(selectionPreview("x".repeat(50))).toBe("x".repeat(50));
    expect(selectionPreview("x".repeat(60))).toBe(`${"x".repeat(50)}...`);
  });

  it("turns YouTube links into embed form", () => {
    expect(toVideoEmbedUrl("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBe(
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
    );
    expect(toVideoEmbedUrl("https://youtu.be/dQw4w9WgXcQ?t=42")).toBe(
      "https://www.youtube.com/embed/dQw4w9WgXcQ?start=42",
    );
    expect(toVideoEmbedUrl("https://m.youtube.com/shorts/dQw4w9WgXcQ")).toBe(
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
    );
    expect(toVideoEmbedUrl("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ")).toBe(
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
    );
    expect(toVideoEmbedUrl("/assets/media/clip.mp4")).toBe("/assets/media/clip.mp4");
    expect(toVideoEmbedUrl("https://vimeo.com/123")).toBe("https://vimeo.com/123");
  });

  it("needs at least one content type and infers the link type", () => {
    expect(hasPopoverContent({ content: "  " })).toBe(false);
    expect(hasPopoverContent({ pdfUrl: "/a.pdf" })).toBe(true);
    expect(inferLinkType({ content: "x" })).toBe("text");
    expect(inferLinkType({ content: "x", imageUrl: "/i.webp" })).toBe("image");
    expect(inferLinkType({ imageUrl: "/i.webp", videoUrl: "https://www.youtube.com/embed/x" })).toBe("video");
  });
});

describe("Bible references and Page n (requirements §5)", () => {
  it("finds references with an optional book number and range", () => {
    const found = (text: string) => findBibleReferences(text, english).map((reference) => reference.text);
    expect(
      found("See John 3:16, 1 John 4:8 and Romans 8:15-17; also Genesis 1:1-2:3 and Song of Solomon 2:4."),
    ).toEqual(["John 3:16", "1 John 4:8", "Romans 8:15-17", "Genesis 1:1-2:3", "Song of Solomon 2:4"]);
    expect(found("Johnny 3:16 and John 3 and Page 3:16")).toEqual([]);
  });

  it("normalises a reference for image search", () => {
    expect(referenceKey("John 3:16")).toBe("john316");
    expect(referenceKey("1 John 4:8")).toBe("1john48");
    expect(referenceKey("Romans 8:15-17")).toBe("romans81517");
  });

  it("turns references into gold buttons and Page n into links, not inside existing links", () => {
    const html = linkifyPopoverHtml(`<p>Read John 3:16 on Page 4.</p><p><a href="/x">John 1:12</a></p>`, english);
    expect(html).toBe(
      `<p>Read <span class="book-ref" role="button" tabindex="0" data-reference="John 3:16">John 3:16</span> on <a class="book-page-link" href="/flipbook?page=4" data-page="4">Page 4</a>.</p><p><a href="/x">John 1:12</a></p>`,
    );
  });
});

describe("a booklet's popover links", () => {
  it("links Page n to the booklet's own page when it has one, and leaves any other page as text", () => {
    const booklet = (n: number) => (n <= 3 ? `/booklets/7?page=${n}&x=1` : null);
    expect(linkifyPopoverHtml("<p>See Page 3, not Page 9, and John 3:16.</p>", english, booklet)).toBe(
      `<p>See <a class="book-page-link" href="/booklets/7?page=3&amp;x=1" data-page="3">Page 3</a>, not Page 9, and <span class="book-ref" role="button" tabindex="0" data-reference="John 3:16">John 3:16</span>.</p>`,
    );
  });
});

describe("Bible references in every language", () => {
  it("reads abbreviations and translated book names as one reference, keyed in English for the verse images", () => {
    const spanish = (text: string) => findReferences(text, ["es", "en"]);
    expect(findBibleReferences("Lee Juan 3:16 y 1 Juan 4:8.", spanish).map((reference) => reference.english)).toEqual([
      "John 3:16",
      "1 John 4:8",
    ]);
    expect(findBibleReferences("Read Jn 3:16 and Rom 8:28-30.", english).map((reference) => reference.english)).toEqual(
      ["John 3:16", "Romans 8:28-30"],
    );
    expect(linkifyPopoverHtml("<p>Lisez Jean 3:16, page 2.</p>", (text) => findReferences(text, ["fr", "en"]))).toBe(
      `<p>Lisez <span class="book-ref" role="button" tabindex="0" data-reference="John 3:16">Jean 3:16</span>, page 2.</p>`,
    );
    expect(referenceKey(findBibleReferences("Juan 3:16", spanish)[0].english)).toBe("john316");
  });
});

describe("highlighting linked text", () => {
  const popover = (id: number, linkedText: string | null, color: "gold" | "blue" = "gold") => ({
    id,
    title: `P${id}`,
    linkedText,
    highlightColor: color,
  });

  it("wraps the first occurrence per popover in a button of its colour", () => {
    const { html, unmatched } = highlightLinkedText("<p>You are born again. Born again indeed.</p>", [
      popover(1, "born again", "blue"),
    ]);
    expect(html).toBe(
      `<p>You are <mark class="book-hl book-hl-blue" role="button" tabindex="0" data-popover-id="1" aria-haspopup="dialog" title="P1">born again</mark>. Born again indeed.</p>`,
    );
    expect(unmatched).toEqual([]);
  });

  it("matches across whitespace and escaped characters, and reports what is not on the page", () => {
    const { html, unmatched } = highlightLinkedText("<p>Faith &amp; grace\n together</p>", [
      popover(1, "Faith & grace together"),
      popover(2, "missing"),
      popover(3, null),
    ]);
    expect(html).toContain(`data-popover-id="1"`);
    expect(html).toContain(">Faith &amp; grace\n together</mark>");
    expect(unmatched).toEqual([2, 3]);
  });

  it("never nests a highlight inside another or inside a link", () => {
    const { html, unmatched } = highlightLinkedText(`<p><a href="/x">new creature</a> new life</p>`, [
      popover(1, "new"),
      popover(2, "new life"),
    ]);
    expect(html).toBe(
      `<p><a href="/x">new creature</a> <mark class="book-hl book-hl-gold" role="button" tabindex="0" data-popover-id="1" aria-haspopup="dialog" title="P1">new</mark> life</p>`,
    );
    expect(unmatched).toEqual([2]);
  });
});

describe("page mapping", () => {
  it("has 21 entries covering every page once", () => {
    expect(PAGE_MAPPING).toHaveLength(21);
    expect(new Set(PAGE_MAPPING.map((m) => m.bookPage)).size).toBe(21);
  });

  it("plans renumbering by the source page's title and points images at the mapped page", () => {
    const source = [
      { pageNumber: 1, title: "Cover" },
      { pageNumber: 2, title: "Two" },
      { pageNumber: 3, title: "Three" },
    ];
    const stored = [
      { id: 10, pageNumber: 1, title: "Cover", imageUrl: "/assets/images/page-1.webp" },
      { id: 11, pageNumber: 3, title: "two", imageUrl: null },
      { id: 12, pageNumber: 2, title: "Three", imageUrl: "/assets/images/page-2.webp" },
      { id: 13, pageNumber: 9, title: "Unknown", imageUrl: null },
    ];
    expect(planPageMapping(stored, source, PAGE_MAPPING.slice(0, 3))).toEqual([
      { id: 11, pageNumber: 2, imageUrl: "/assets/images/page-2.webp" },
      { id: 12, pageNumber: 3, imageUrl: "/assets/images/page-3.webp" },
    ]);
  });
});

describe("search inside the book", () => {
  const pages = [
    { pageNumber: 1, title: "Cover", text: "Who you really are" },
    { pageNumber: 2, title: "Born Again", text: "Except a man be born again, he cannot see the kingdom of God." },
  ];

  it("finds pages holding every word, with a snippet", () => {
    expect(searchBook(pages, "kingdom born")).toEqual([
      { pageNumber: 2, title: "Born Again", snippet: "Except a man be born again, he cannot see the kingdom of God." },
    ]);
    expect(searchBook(pages, "   ")).toEqual([]);
    expect(searchBook(pages, "cover")).toHaveLength(1);
  });
});

describe("the static reader", () => {
  it("holds exactly the sample book's 21 pages (regenerate with scripts/book/build-static-reader.ts)", async () => {
    const { SAMPLE_BOOK_PAGES } = await import("@/prisma/seed-data/book");
    const { staticPagesInBookOrder } = await import("@/lib/book/static-reader");
    expect(staticPagesInBookOrder()).toEqual(SAMPLE_BOOK_PAGES);
  });

  it("sample popovers point at text on their page and cover every type and colour", async () => {
    const { SAMPLE_BOOK_PAGES, SAMPLE_POPOVERS } = await import("@/prisma/seed-data/book");
    for (const popover of SAMPLE_POPOVERS) {
      const page = SAMPLE_BOOK_PAGES.find((p) => p.pageNumber === popover.pageNumber);
      expect(
        highlightLinkedText(page!.content, [
          { id: 1, title: "t", linkedText: popover.linkedText, highlightColor: popover.highlightColor },
        ]).unmatched,
      ).toEqual([]);
    }
    expect(new Set(SAMPLE_POPOVERS.map((p) => p.linkType)).size).toBe(5);
    expect(new Set(SAMPLE_POPOVERS.map((p) => p.highlightColor)).size).toBe(5);
  });
});
