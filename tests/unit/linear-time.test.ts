import { describe, expect, it } from "vitest";
import { activateMarks } from "@/lib/book/highlight";
import { rewriteText } from "@/lib/book/html-text";
import { preparePageContent } from "@/lib/book/saving";
import { cleanQuote } from "@/lib/chat/extractive";
import { parseRewrite } from "@/lib/chat/prompt";
import { htmlToPlainText } from "@/lib/content/diff";
import { toBookletHtml } from "@/lib/data/booklets";
import { extractText } from "@/lib/extract";
import { hasTag, htmlTags, looksLikeHtml, replaceTags, splitOnTags, stripTags } from "@/lib/html/tags";
import { hasWords, protectText } from "@/lib/translation/markup";
import { windowsAroundNumbers } from "@/lib/scripture/finder";
import { findReferences } from "@/lib/scripture/references";
import { bcv_parser } from "bible-passage-reference-parser/esm/bcv_parser.js";
import * as en from "bible-passage-reference-parser/esm/lang/en.js";

// Text that anyone can send (POST /api/translate takes 200,000 characters) or an editor can save
// must be handled in linear time: the regexes these functions replaced took seconds on such input
// and blocked every other request meanwhile.

const SIZE = 200_000;
/** A bound a linear pass over 200 KB meets many times over, and a quadratic one misses by far. */
const BOUND_MS = 100;

const repeat = (piece: string) => piece.repeat(Math.ceil(SIZE / piece.length)).slice(0, SIZE);

const HOSTILE = {
  unclosedLt: repeat("<"),
  unclosedTag: repeat("<a"),
  unclosedClosingTag: repeat("</a"),
  unclosedComment: repeat("<!--"),
  unclosedBreak: repeat("<br"),
  spacesThenText: `${repeat(" ")}x`,
};

/** The best of three runs (the first also warms the code up): other work on the machine only adds noise. */
function fastestRunMs(run: () => unknown): number {
  let fastest = Infinity;
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    run();
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

function expectFast(run: () => unknown, boundMs = BOUND_MS) {
  expect(fastestRunMs(run)).toBeLessThan(boundMs);
}

/** A deterministic pseudo-random string over `alphabet` (for comparing against the old regexes). */
function randomText(seed: number, alphabet: string, length: number): string {
  let state = seed;
  let text = "";
  for (let i = 0; i < length; i++) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    text += alphabet[state % alphabet.length];
  }
  return text;
}
const SAMPLES = Array.from({ length: 400 }, (_, seed) => randomText(seed + 1, "<>a/!- b-", 1 + (seed % 40)));

describe("lib/html/tags: the regexes they replace, in linear time", () => {
  it("stripTags, replaceTags and splitOnTags mean what /<[^>]*>/ meant", () => {
    for (const text of SAMPLES) {
      expect(stripTags(text)).toBe(text.replace(/<[^>]*>/g, ""));
      expect(stripTags(text, " ")).toBe(text.replace(/<[^>]*>/g, " "));
      expect(replaceTags(text, (tag) => `[${tag.length}]`)).toBe(text.replace(/<[^>]*>/g, (tag) => `[${tag.length}]`));
      expect(splitOnTags(text)).toEqual(text.split(/(<[^>]*>)/));
    }
  });

  it("looksLikeHtml means what /<[a-zA-Z][^>]*>/ meant", () => {
    for (const text of SAMPLES) expect(looksLikeHtml(text)).toBe(/<[a-zA-Z][^>]*>/.test(text));
    expect(looksLikeHtml("a <b>bold</b> word")).toBe(true);
    expect(looksLikeHtml("1 < 2 and 3 > 2")).toBe(false);
  });

  it("htmlTags finds what /<!--[\\s\\S]*?-->|<\\/?[a-zA-Z][^>]*>/g found", () => {
    for (const text of SAMPLES) {
      const expected = [...text.matchAll(/<!--[\s\S]*?-->|<\/?[a-zA-Z][^>]*>/g)].map((m) => [m.index, m[0]]);
      expect([...htmlTags(text)].map(({ index, tag }) => [index, tag])).toEqual(expected);
    }
    expect([...htmlTags("<p>a<!-- note --></p><!-- open")].map(({ tag }) => tag)).toEqual([
      "<p>",
      "<!-- note -->",
      "</p>",
    ]);
  });

  it.each(Object.entries(HOSTILE))("scans %s within the bound", (_name, text) => {
    expectFast(() => stripTags(text));
    expectFast(() => splitOnTags(text));
    expectFast(() => looksLikeHtml(text));
    expectFast(() => [...htmlTags(text)]);
  });
});

describe("functions that see user text take linear time on hostile input", () => {
  it.each(Object.entries(HOSTILE))("translation markup: %s", (_name, text) => {
    expectFast(() => hasWords(text, true));
    expectFast(() => protectText(text, { html: true }));
  });

  // 50,000 tags or markers, each with a map entry: linear, but heavier per character, hence 10× the
  // bound (searching the open elements or the reply once per tag took a minute).
  it("translation markup: many closing tags that match no open element", () => {
    const text = `${"<a>".repeat(SIZE / 6)}${"</b>".repeat(SIZE / 8)}`;
    expectFast(() => protectText(text, { html: true }), 10 * BOUND_MS);
  });

  it("translation markup: restores a reply with tens of thousands of markers", () => {
    const prepared = protectText("<b>x</b>".repeat(SIZE / 8), { html: true });
    expectFast(() => expect(prepared.restore(prepared.text)).not.toBeNull(), 10 * BOUND_MS);
  });

  it.each(Object.entries(HOSTILE))("book text rewriting and version diffs: %s", (_name, text) => {
    expectFast(() => rewriteText(text, (run) => run));
    expectFast(() => htmlToPlainText(text));
  });

  it("booklet text is HTML by the same linear test", () => {
    for (const text of SAMPLES) expect(hasTag(text, /<[a-z!/]/i)).toBe(/<[a-z!/][^>]*>/i.test(text));
    expect(toBookletHtml("One\n\nTwo < three")).toBe("<p>One</p>\n<p>Two &lt; three</p>");
    expect(toBookletHtml("<p>One</p>")).toBe("<p>One</p>");
  });

  it("book page saving: a long run of spaces before a closing code fence", () => {
    // Sanitising the page (a linear parser) is part of the time, hence twice the bound.
    expectFast(
      () => expect(preparePageContent(`\`\`\`html\n<p>Hi</p>${" ".repeat(SIZE)}\`\`\``)).toBe("<p>Hi</p>"),
      2 * BOUND_MS,
    );
    expect(preparePageContent("```html\n<p>Hi</p>\n```\n")).toBe("<p>Hi</p>");
    expect(preparePageContent("Hello\n\nworld ```")).toBe("<p>Hello</p>\n<p>world</p>");
  });

  it("book highlights: many reference marks that never close", () => {
    const text = repeat('<mark class="book-ref-1">');
    expectFast(() => activateMarks(text, [{ id: 1, title: "t", linkedText: "x", highlightColor: "gold" }]));
    const closed = activateMarks('a <mark class="book-ref-1">word</mark> b <mark class="book-ref-1">', [
      { id: 1, title: "T", linkedText: "word", highlightColor: "gold" },
    ]);
    expect(closed.html).toContain('data-popover-id="1"');
    expect(closed.html).toContain('b <mark class="book-ref-1">');
  });

  it("chat: a quote with a long run of opening quotation marks, and a rewrite reply of braces", () => {
    expectFast(() => cleanQuote(`${repeat('"')}x`));
    expect(cleanQuote('“He said. (“"')).toBe("He said.");
    expectFast(() => parseRewrite(repeat("{")));
    expect(parseRewrite('Sure: {"language":"es","query":"amor"} done')).toEqual({ language: "es", query: "amor" });
    expect(parseRewrite("} nothing {")).toBeNull();
  });

  it("document text: trailing spaces of a 200 KB line", async () => {
    expect((await extractText("txt", new TextEncoder().encode("a  \t\nnext line \n"))).text).toBe("a\nnext line");
    const bytes = new TextEncoder().encode(`x${" ".repeat(SIZE)}y`);
    let fastest = Infinity;
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      await extractText("txt", bytes);
      fastest = Math.min(fastest, performance.now() - started);
    }
    expect(fastest).toBeLessThan(BOUND_MS);
  });
});

describe("scripture references read only around numbers", () => {
  /** The parser over the whole text, as every text was read before: the references it finds, in order. */
  function wholeTextOsis(text: string): string[] {
    const parser = new bcv_parser(en);
    parser.set_options({
      book_alone_strategy: "ignore",
      book_sequence_strategy: "ignore",
      invalid_passage_strategy: "ignore",
      sequence_combination_strategy: "separate",
    });
    const entries: { osis: string; indices: [number, number] }[] = parser.parse(text).osis_and_indices();
    return entries.filter((entry) => entry.osis && /\d/.test(text.slice(...entry.indices))).map((entry) => entry.osis);
  }

  it("finds the same references as reading the whole text", () => {
    const text = [
      "See John 3:16-18, 1 John 4:8 and Acts 2.",
      `${"Long words without numbers ".repeat(40)}Song of Solomon 2:1 and First Corinthians 13:4-7.`,
      "Genesis 1, 2 Kings 5:1-14; Revelation 21:1ff. Page 3 of 12, 1999.",
      `${"x".repeat(300)} Romans 8:28`,
    ].join(" ");
    expect(windowsAroundNumbers(text).length).toBeGreaterThan(1);
    const windowed = findReferences(text, ["en"]).map((reference) => reference.osis);
    expect(windowed).toEqual(wholeTextOsis(text));
    expect(windowed).toEqual(expect.arrayContaining(["Song.2.1", "1Cor.13.4-1Cor.13.7", "Rom.8.28"]));
  });

  it("reads runs of references with unclosed parentheses in time linear in their length, without overflowing", () => {
    // A question may hold 2,000 characters; an editor's page far more. Quadratic before: 7,200 characters took 7 s.
    const unclosed = "John 3:(1".repeat(2_300);
    expectFast(() => expect(findReferences(unclosed, ["en", "es"])).toHaveLength(2_300), 2_500);
    expect(() => findReferences(`John ${"(1".repeat(4_000)}`, ["en"])).not.toThrow();
    // Parentheses read as spaces still leave each reference its own text and place.
    const text = "As (John 3:16) says, and Psalm 23 (a psalm of David).";
    expect(findReferences(text, ["en"]).map(({ osis, text: found, start }) => [osis, found, start])).toEqual([
      ["John.3.16", "John 3:16", 4],
      ["Ps.23", "Psalm 23", 25],
    ]);
  });

  it("a run of references longer than a window: each found once, in order, whichever language reads it", () => {
    const found = findReferences("John 3:16, and then Romanos 8:28. ".repeat(60), ["en", "es"]);
    expect(found.map(({ osis }) => osis)).toEqual(Array.from({ length: 60 }, () => ["John.3.16", "Rom.8.28"]).flat());
    expect(found.every((reference, i) => i === 0 || found[i - 1].end <= reference.start)).toBe(true);
  });

  it("reads 200 KB of prose without numbers at once, and a text of numbers with no spaces in linear time", () => {
    const prose = repeat("And the word was with them in the land, and they walked in it all their days. ");
    expectFast(() => expect(findReferences(prose)).toEqual([]), 10);
    expectFast(() => windowsAroundNumbers(repeat("a1")));
  });
});
