// An editor's thesaurus is read on every chat question's path: however many groups it holds, and however many of
// them one word is in, a question is analysed in bounded time and searched as a bounded number of words.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createThesaurusEntry, THESAURUS_FULL } from "@/lib/data/thesaurus";
import { MAX_SYNONYMS } from "@/lib/knowledge/query";
import { analyzeQuestion, resetRetrievalCaches } from "@/lib/knowledge/retrieval";
import { MAX_THESAURUS_GROUPS } from "@/lib/validation/thesaurus";

const letters = (n: number) => n.toString(26).replace(/\d/g, (d) => "qrstuvwxyz"[Number(d)]);
/** Groups of twelve made-up words, every one holding `word`. */
const groupsWith = (word: string, count: number) =>
  Array.from({ length: count }, (_, g) => ({
    terms: [word, ...Array.from({ length: 11 }, (_, w) => `zz${letters(g * 11 + w)}`)],
  }));

let saved: { terms: string[] }[] = [];

beforeAll(async () => {
  saved = await db.thesaurusEntry.findMany({ select: { terms: true }, orderBy: { id: "asc" } });
});

beforeEach(async () => {
  await db.thesaurusEntry.deleteMany();
  resetRetrievalCaches();
});

afterAll(async () => {
  await db.thesaurusEntry.deleteMany();
  await db.thesaurusEntry.createMany({ data: saved });
  resetRetrievalCaches();
});

describe("the thesaurus's bounds", () => {
  it(`refuses a group past ${MAX_THESAURUS_GROUPS}`, async () => {
    await db.thesaurusEntry.createMany({ data: groupsWith("faith", MAX_THESAURUS_GROUPS) });
    await expect(createThesaurusEntry(["trust", "belief"])).rejects.toMatchObject({
      status: 409,
      message: THESAURUS_FULL,
    });
  });

  it("analyses a question in bounded time when a word is in thousands of groups (a database filled before the bound)", async () => {
    await db.thesaurusEntry.createMany({ data: groupsWith("faith", 3_000) });
    const started = performance.now();
    const { terms } = await analyzeQuestion("What is faith?", "en");
    // Was 20 s at 3,000 groups (each group copied the word's growing list), and a tsquery of 33,001 words.
    expect(performance.now() - started).toBeLessThan(3_000);
    const faith = terms.find((term) => term.text === "faith")!;
    expect(faith.lexemes).toContain("faith");
    expect(faith.lexemes.length).toBeLessThanOrEqual(MAX_SYNONYMS);
  });
});
