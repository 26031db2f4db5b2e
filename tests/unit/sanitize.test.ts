import { describe, expect, it } from "vitest";
import { htmlToText, sanitizeStoredHtml } from "@/lib/html/sanitize";

describe("sanitizeStoredHtml", () => {
  it("removes scripts, event handlers, styles, iframes and javascript: links", () => {
    const dirty = `<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p><iframe src="https://evil.test"></iframe><a href="javascript:alert(1)">x</a><img src="x.png" onerror="alert(1)">`;
    const clean = sanitizeStoredHtml(dirty);
    expect(clean).toBe(`<p>Hi</p><a>x</a><img src="x.png" />`);
  });

  it("keeps the formatting a book page needs", () => {
    const html = `<h2 class="page-title">Title</h2><blockquote class="scripture"><p><em>For God so loved</em></p><cite>John 3:16</cite></blockquote><ul><li><strong>One</strong></li></ul>`;
    expect(sanitizeStoredHtml(html)).toBe(html);
  });

  it("forces rel=noopener on new-tab links and drops other targets", () => {
    expect(sanitizeStoredHtml(`<a href="https://example.org" target="_blank">x</a>`)).toBe(
      `<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>`,
    );
    expect(sanitizeStoredHtml(`<a href="/about" target="_top">x</a>`)).toBe(`<a href="/about">x</a>`);
  });

  it("refuses data: images and odd class names", () => {
    expect(sanitizeStoredHtml(`<img src="data:image/png;base64,AAAA"><span class="ok Bad!">t</span>`)).toBe(
      `<img /><span class="ok">t</span>`,
    );
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
