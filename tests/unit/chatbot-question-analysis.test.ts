import { describe, expect, it } from "vitest";
import { irregularForms } from "@/lib/knowledge/english-forms";
import { buildTerms, englishVariants, questionWords, type AnalyzedWord, type SearchStats } from "@/lib/knowledge/query";

// Question analysis, third pass of issue 18 (docs/decisions/008).

const noStats: SearchStats = { rows: 10, avgTokens: 50, frequencies: new Map(), rareBelow: null, configs: ["english"] };
const word = (text: string, lexemes: string[]): AnalyzedWord => ({
  word: text,
  stop: false,
  lexemes,
  englishLexemes: lexemes,
});

describe("question analysis", () => {
  it("searches an irregular English verb in all its forms, older ones included (Snowball cannot)", () => {
    expect(englishVariants("made")).toEqual(["make"]);
    expect(englishVariants("make")).toEqual(["made"]);
    expect(englishVariants("built")).toEqual(["build", "builded"]);
    expect(englishVariants("spoke")).toEqual(expect.arrayContaining(["speak", "spake", "spoken"]));
    expect(irregularForms("slew")).toEqual(["slay", "slain"]);
    // Regular verbs and other words are the stemmer's: nothing added.
    expect(englishVariants("walked")).toEqual([]);
    expect(englishVariants("ark")).toEqual([]);
  });

  it("leaves out forms that are mostly other words (ground, wound, born)", () => {
    expect(irregularForms("ground")).toEqual([]);
    expect(irregularForms("wound")).toEqual([]);
    expect(irregularForms("born")).toEqual([]);
    expect(irregularForms("lie")).toEqual([]);
  });

  it("reads a possessive as its noun, so no stray 's' term matches every possessive", () => {
    expect(questionWords("Can I do everything with Christ's strength?")).toEqual([
      "can",
      "i",
      "do",
      "everything",
      "with",
      "christ",
      "strength",
    ]);
    expect(questionWords("What happened to Lot’s wife?")).toEqual(["what", "happened", "to", "lot", "wife"]);
  });

  it("drops the words of how a visitor asks: what Jesus promised, how they feel", () => {
    const terms = buildTerms(
      {
        words: [
          word("jesus", ["jesus"]),
          word("promise", ["promis"]),
          word("poor", ["poor"]),
          word("feel", ["feel"]),
          word("anxious", ["anxious"]),
        ],
        references: [],
      },
      new Map(),
      noStats,
    );
    expect(terms.map((term) => term.text)).toEqual(["jesus", "poor", "anxious"]);
  });
});
