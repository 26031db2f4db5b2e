import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import {
  HTML_TOO_DEEP,
  MAX_HTML_DEPTH,
  htmlToText,
  nestsDeeperThan,
  sanitizeStaffHtml,
  sanitizeStoredHtml,
} from "@/lib/html/sanitize";

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

// Security review 5, H1: sanitize-html's parser prepends to and searches its stack of open elements, so
// 66,000 nested <b> held the server's thread 9 s on every read of a page that held them.
describe("nesting", () => {
  const elapsed = (run: () => unknown) => {
    const started = performance.now();
    run();
    return performance.now() - started;
  };

  it("counts depth as the parser does: implied closes, void elements, comments and raw text", () => {
    expect(nestsDeeperThan("<b>".repeat(MAX_HTML_DEPTH))).toBe(false);
    expect(nestsDeeperThan("<b>".repeat(MAX_HTML_DEPTH + 1))).toBe(true);
    // Unclosed paragraphs and list items close each other; void elements never open.
    expect(nestsDeeperThan("<p>one".repeat(5_000) + "<li>x".repeat(5_000) + "<br><img src=a>".repeat(5_000))).toBe(
      false,
    );
    // A closing tag inside a comment or a script is text to the parser, so it closes nothing.
    expect(nestsDeeperThan("<b><!--</b>-->".repeat(MAX_HTML_DEPTH + 1))).toBe(true);
    expect(nestsDeeperThan("<i><script></i></script>".repeat(MAX_HTML_DEPTH + 1))).toBe(true);
    // Self-closing syntax does not close an HTML element.
    expect(nestsDeeperThan("<span/>".repeat(MAX_HTML_DEPTH + 1))).toBe(true);
  });

  it("reads deep and hostile HTML in time linear in its length", () => {
    const deep = "<b>".repeat(66_000);
    expect(elapsed(() => sanitizeStoredHtml(deep))).toBeLessThan(500);
    expect(elapsed(() => htmlToText(deep + "words"))).toBeLessThan(500);
    expect(elapsed(() => nestsDeeperThan("<b>".repeat(MAX_HTML_DEPTH) + "</zz>".repeat(39_000)))).toBeLessThan(500);
  });

  it("keeps the text of a row too deep to parse, without its markup", () => {
    const clean = sanitizeStoredHtml(`${"<b>".repeat(500)}Grace <i>and</i> peace<script>x()</script>`);
    expect(clean).toMatch(/^<p>\s*Grace\s+and\s+peace\s+x\(\)\s*<\/p>$/);
    expect(htmlToText(`${"<div>".repeat(500)}Grace<p>peace`)).toBe("Grace peace");
  });

  it("refuses staff HTML too deep to read back, naming the field", () => {
    expect(sanitizeStaffHtml("<p><b>fine</b></p>")).toBe("<p><b>fine</b></p>");
    let error: unknown;
    try {
      sanitizeStaffHtml("<b>".repeat(5_000), "notes");
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 400, message: HTML_TOO_DEEP, errors: { notes: [HTML_TOO_DEEP] } });
  });
});
