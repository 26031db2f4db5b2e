import { describe, expect, it } from "vitest";
import { buildTerms, questionWords, type AnalyzedWord, type SearchStats } from "@/lib/knowledge/query";
import { englishForms, spellingAlternatives } from "@/lib/knowledge/word-forms";

// Question analysis (docs/decisions/008): English word forms and spelling from WordNet, no hand lists.

const noStats: SearchStats = { rows: 10, avgTokens: 50, frequencies: new Map(), rareBelow: null, configs: ["english"] };
const word = (text: string, lexemes: string[]): AnalyzedWord => ({
  word: text,
  stop: false,
  lexemes,
  englishLexemes: lexemes,
});

describe("question analysis", () => {
  it("searches an English word with its WordNet lemmas and their irregular forms (Snowball cannot)", () => {
    expect(englishForms("made")).toEqual(["make"]);
    expect(englishForms("make")).toEqual(["made"]);
    expect(englishForms("built")).toEqual(["build"]);
    expect(englishForms("slew")).toEqual(expect.arrayContaining(["slay", "slain"]));
    expect(englishForms("greatest")).toEqual(["great"]);
    expect(englishForms("wives")).toContain("wife");
    // Regular forms are the stemmer's; an unknown word gets nothing.
    expect(englishForms("walk")).toEqual([]);
    expect(englishForms("nicodemus")).toEqual([]);
  });

  it("searches a word's other forms without running them through the thesaurus (a stem of another language may collide)", () => {
    // "won" → "win"; Spanish stems "wine" to "win", so the drinking group would answer for a game won.
    const synonyms = new Map([["win", ["win", "wine", "drunk"]]]);
    const terms = buildTerms(
      { words: [{ ...word("won", ["won"]), formLexemes: ["win"] }, word("bowl", ["bowl"])], references: [] },
      synonyms,
      noStats,
    );
    expect(terms[0].lexemes).toEqual(["won", "win"]);
  });

  it("tolerates a misspelt word WordNet does not know, never a known word or a name far from any", () => {
    expect(spellingAlternatives("diffrence")).toEqual(["difference"]);
    expect(spellingAlternatives("forgivness")).toEqual(["forgiveness"]);
    expect(spellingAlternatives("bread")).toEqual([]);
    expect(spellingAlternatives("nicodemus")).toEqual([]);
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

  it("keeps the words of what is asked: a promise, a feeling (no vocabulary fitted to questions)", () => {
    const terms = buildTerms(
      {
        words: [word("jesus", ["jesus"]), word("promise", ["promis"]), word("poor", ["poor"]), word("feel", ["feel"])],
        references: [],
      },
      new Map(),
      noStats,
    );
    expect(terms.map((term) => term.text)).toEqual(["jesus", "promise", "poor", "feel"]);
  });
});
