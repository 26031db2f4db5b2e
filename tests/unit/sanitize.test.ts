import { describe, expect, it } from "vitest";
import { htmlToText, sanitizeStoredHtml } from "@/lib/html/sanitize";

describe("sanitizeStoredHtml", () => {
  it("removes scripts, event handlers, styles, iframes and javascript: links", () => {
    const dirty = `<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p><iframe src="https://evil.test"></iframe><a href="javascript:alert(1)">x</a><img src="x.png" onerror="alert(1)">`;
    const clean = sanitizeStoredHtml(dirty);
    expect(clean).toBe(`<p>Hi</p><a>x</a><img src="x.png" />`);
  });

  it("keeps the formatting a book page needs", () => {
    const html = `<h2>Title</h2><blockquote class="scripture"><p><em>For God so loved</em></p><cite>John 3:16</cite></blockquote><ul><li><strong>One</strong></li></ul>`;
    expect(sanitizeStoredHtml(html)).toBe(html);
  });

  it("forces rel=noopener on new-tab links and drops other targets", () => {
    expect(sanitizeStoredHtml(`<a href="https://example.org" target="_blank">x</a>`)).toBe(
      `<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>`,
    );
    expect(sanitizeStoredHtml(`<a href="/about" target="_top">x</a>`)).toBe(`<a href="/about">x</a>`);
  });

  it("refuses data: images and class names other than the book's own", () => {
    expect(sanitizeStoredHtml(`<img src="data:image/png;base64,AAAA"><span class="scripture Bad!">t</span>`)).toBe(
      `<img /><span class="scripture">t</span>`,
    );
  });

  it("drops the site's utility classes, so stored HTML cannot cover or restyle the page", () => {
    const hostile = `<p><a href="https://evil.example" class="fixed inset-0 z-50 bg-white">Win</a></p>`;
    expect(sanitizeStoredHtml(hostile)).toBe(`<p><a href="https://evil.example">Win</a></p>`);
    expect(sanitizeStoredHtml(`<div class="cover hidden"><p class="sample-note sr-only">x</p></div>`)).toBe(
      `<div class="cover"><p class="sample-note">x</p></div>`,
    );
    // The marks that place popover highlights, and nothing that merely starts like them.
    expect(sanitizeStoredHtml(`<mark class="book-ref-12 book-ref-x book-hl">w</mark>`)).toBe(
      `<mark class="book-ref-12">w</mark>`,
    );
  });

  it("keeps every class of the seeded book", async () => {
    const { SAMPLE_BOOK_PAGES } = await import("@/prisma/seed-data/book");
    expect(SAMPLE_BOOK_PAGES.length).toBeGreaterThan(0);
    for (const page of SAMPLE_BOOK_PAGES) {
      const classes = [...page.content.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(" "));
      for (const name of classes) expect(sanitizeStoredHtml(`<p class="${name}">x</p>`), name).toContain(name);
    }
  });

  it("treats null and undefined as empty", () => {
    expect(sanitizeStoredHtml(null)).toBe("");
    expect(sanitizeStoredHtml(undefined)).toBe("");
  });
});

describe("htmlToText", () => {
  it("returns readable text with one space between blocks and entities decoded", () => {
    expect(htmlToText("<h2>Born</h2><p>of God &amp; free</p><p>Line<br>two</p>")).toBe("Born of God & free Line two");
  });
});
