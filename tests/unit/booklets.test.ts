import { describe, expect, it } from "vitest";
import { sanitizeStoredHtml as sanitizeHtml } from "@/lib/html/sanitize";
import {
  bookletPageSchema,
  bookletPageUpdateSchema,
  bookletSchema,
  bookletUpdateSchema,
  isImageAddress,
  readerPageIndex,
} from "@/lib/validation/booklets";

describe("sanitizeHtml", () => {
  it("keeps formatting, tables and safe links", () => {
    const html = `<h2>T</h2><p><strong>b</strong> <em>i</em></p><ul><li>x</li></ul><blockquote>q</blockquote><table><tbody><tr><td colspan="2">c</td></tr></tbody></table><a href="/booklets/1">in</a>`;
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("drops scripts, styles, event handlers and javascript: URLs", () => {
    const out = sanitizeHtml(
      `<p style="color:red" onmouseover="x()">a</p><style>p{}</style><script>x()</script><iframe src="https://e.org"></iframe><a href="javascript:alert(1)">l</a><img src="javascript:x" /><img src="data:image/png;base64,AA" />`,
    );
    expect(out).toBe("<p>a</p><a>l</a><img /><img />");
  });

  it("makes links that open a new tab safe, and drops a rel that was not asked for", () => {
    expect(sanitizeHtml(`<a href="https://e.org" target="_blank" rel="opener">x</a>`)).toBe(
      `<a href="https://e.org" target="_blank" rel="noopener noreferrer">x</a>`,
    );
    expect(sanitizeHtml(`<a href="https://e.org" target="_top" rel="opener">x</a>`)).toBe(
      `<a href="https://e.org">x</a>`,
    );
  });
});

describe("booklet validation", () => {
  it("requires a title in the spec's words and allows empty description and image", () => {
    const missing = bookletSchema.safeParse({ title: "  " });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0].message).toBe("Title is required");
    expect(bookletSchema.parse({ title: " Hope ", description: "", imageUrl: "" })).toEqual({
      title: "Hope",
      description: "",
      imageUrl: "",
    });
  });

  it("lets an update name only the fields it changes, but at least one", () => {
    expect(bookletPageUpdateSchema.parse({ title: "New" })).toEqual({ title: "New" });
    expect(bookletUpdateSchema.safeParse({}).success).toBe(false);
  });

  it("accepts only http(s) addresses and site paths as images", () => {
    expect(isImageAddress("https://example.org/a.png")).toBe(true);
    expect(isImageAddress("/assets/images/page-1.webp")).toBe(true);
    for (const bad of [
      "javascript:alert(1)",
      "//evil.example/a.png",
      "data:image/png;base64,AA",
      "ftp://e.org/a",
      "a.png",
    ]) {
      expect(isImageAddress(bad)).toBe(false);
    }
    expect(bookletPageSchema.safeParse({ title: "t", imageUrl: "javascript:alert(1)" }).success).toBe(false);
  });

  it("reads ?page=n as a 0-based index within the booklet", () => {
    expect(readerPageIndex(undefined, 3)).toBe(0);
    expect(readerPageIndex("2", 3)).toBe(1);
    expect(readerPageIndex("99", 3)).toBe(2);
    expect(readerPageIndex(["3", "1"], 3)).toBe(2);
    for (const odd of ["0", "-1", "abc", "1.5", ""]) expect(readerPageIndex(odd, 3)).toBe(0);
    expect(readerPageIndex("1", 0)).toBe(0);
  });
});
