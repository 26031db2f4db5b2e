import { describe, expect, it } from "vitest";
import { linkifyPopoverHtml } from "@/lib/book/references";
import { LINKED_CHARACTERS_PER_PAGE, pagePopoverLinker } from "@/lib/book/page-popover-links";
import { windowsAroundNumbers, withParseBudget, type ReferenceFinder } from "@/lib/scripture/finder";
import { findReferences } from "@/lib/scripture/references";

const english: ReferenceFinder = (text) => findReferences(text, ["en"]);
const noPages = () => null;

/** `find`, and how many characters around numbers it was given to parse. */
function counting(find: ReferenceFinder) {
  const counter = { parsed: 0 };
  const counted: ReferenceFinder = (text, languages) => {
    for (const window of windowsAroundNumbers(text)) counter.parsed += window.end - window.start;
    return find(text, languages);
  };
  return { counter, counted };
}

describe("a booklet page's popover links", () => {
  it("link a real page's references as the finder alone does", () => {
    const popovers = Array.from({ length: 10 }, (_, i) => `<p>See John 3:${i + 1} and Romans 8:28, then Page 2.</p>`);
    const link = pagePopoverLinker(english, noPages);
    for (const html of popovers) expect(link(html)).toBe(linkifyPopoverHtml(html, english, noPages));
  });

  it("parse at most the page's budget, however many popovers of references it has", () => {
    const dense = `<p>${"John 3:16, ".repeat(1_800)}</p>`;
    const { counter, counted } = counting(english);
    const link = pagePopoverLinker(counted, noPages);
    const linked = Array.from({ length: 100 }, () => link(dense));
    expect(counter.parsed).toBeLessThanOrEqual(LINKED_CHARACTERS_PER_PAGE);
    expect(linked[0]).toContain('class="book-ref"');
    // Past the budget the text is shown as written, unlinked.
    expect(linked.at(-1)).toBe(dense);
  });

  it("find the references before the point where the budget runs out", () => {
    const text = "John 3:16 is here. " + "x ".repeat(200) + "Romans 8:28 is there.";
    const found = withParseBudget(english, 60)(text);
    expect(found.map((reference) => reference.text)).toEqual(["John 3:16"]);
    expect(withParseBudget(english, 10_000)(text).map((reference) => reference.text)).toEqual([
      "John 3:16",
      "Romans 8:28",
    ]);
  });
});
