import { beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), cacheTag: vi.fn(), cacheLife: vi.fn() }));

// Which passages the search statement reads at all (docs/decisions/008): the cap on passages matched
// by words never drops the verse a visitor named by its reference.
import { db } from "@/lib/db";
import { textDocument } from "@/tests/support/text-document";
import { createDocuments } from "@/lib/data/documents";
import { searchChunks } from "@/lib/data/knowledge";
import { CANDIDATE_CAP } from "@/lib/knowledge/query";
import { lexemeTerm } from "@/tests/support/query-terms";

// More passages holding one common word than the statement reads; the named verse comes last.
const COMMON = Array.from({ length: CANDIDATE_CAP + 200 }, (_, i) => `saith the prophet, number ${i}`);
const NAMED = "Romans 8:28 all things work together for good";
let namedId = 0;

beforeAll(async () => {
  await db.knowledgeChunk.deleteMany();
  const category = await db.category.create({ data: { name: "Candidates", slug: `candidates-${Date.now()}` } });
  const passages = [...COMMON, NAMED];
  const [document] = await createDocuments(
    [textDocument(category.id, "Prophets", passages.join("\n\n"))],
    async () => ({
      chunks: passages,
      embeddings: null,
      language: "en",
      config: "english",
      refs: passages.map((_, i) => (i === COMMON.length ? ["Rom.8.28"] : [])),
      tokens: passages.map((passage) => passage.split(" ").length),
    }),
  );
  const named = await db.knowledgeChunk.findFirst({ where: { documentId: document.id, refs: { has: "Rom.8.28" } } });
  namedId = named!.id;
});

describe("the search statement's candidates", () => {
  it("always include the passages keyed by a reference the question names, however many a word matches", async () => {
    const word = lexemeTerm("saith");
    const reference = { text: "Romans 8:28", query: "", lexemes: [], refs: ["Rom.8.28"], key: true, estimatedDf: 1 };
    const { hits, termDf } = await searchChunks({
      terms: [word, reference],
      exactDf: [true, true],
      candidateQuery: word.query,
      stats: { rows: COMMON.length + 1, avgTokens: 5, frequencies: new Map(), rareBelow: null, configs: ["english"] },
      keyBoost: 2,
      k1: 1.2,
      b: 0.75,
      limit: 5,
    });
    expect(termDf[1]).toBe(1);
    expect(hits[0]?.id).toBe(namedId);
  });
});
