import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), cacheTag: vi.fn(), cacheLife: vi.fn() }));

// The search statement's arithmetic against an oracle written out in JavaScript, and the
// per-process thesaurus kept per set of languages (p95 under load; docs/decisions/008).
import { db } from "@/lib/db";
import { textDocument } from "@/tests/support/text-document";
import { createDocuments } from "@/lib/data/documents";
import { searchChunks } from "@/lib/data/knowledge";
import { neighbourPhrases } from "@/lib/knowledge/query";
import { lexemeTerm } from "@/tests/support/query-terms";
import { analyzeQuestion, resetRetrievalCaches } from "@/lib/knowledge/retrieval";

const PASSAGES = ["lamp lamp oil", "wick stone", "bread", "water", "oil"];
const ROWS = 100;
const AVG = 10;
const K1 = 1.2;
const B = 0.75;
let ids: number[] = [];
let thesaurusId = 0;

beforeAll(async () => {
  await db.knowledgeChunk.deleteMany();
  const category = await db.category.create({ data: { name: "Statement", slug: `statement-${Date.now()}` } });
  // One document, five passages in order, indexed as English whatever a detector would say.
  const [document] = await createDocuments([textDocument(category.id, "Lamps", PASSAGES.join("\n\n"))], async () => ({
    chunks: PASSAGES,
    embeddings: null,
    language: "en",
    config: "english",
    refs: PASSAGES.map(() => []),
    tokens: PASSAGES.map((passage) => passage.split(" ").length),
  }));
  const rows = await db.knowledgeChunk.findMany({
    where: { documentId: document.id },
    orderBy: { ordinal: "asc" },
    select: { id: true },
  });
  ids = rows.map((row) => row.id);
});

afterAll(async () => {
  if (thesaurusId) await db.thesaurusEntry.delete({ where: { id: thesaurusId } });
  resetRetrievalCaches();
});

describe("the search statement", () => {
  it("scores BM25 from term frequencies, times the coverage of the passage and of its two neighbours each side, plus phrases", async () => {
    const terms = ["lamp", "oil", "wick"].map((lexeme) => lexemeTerm(lexeme));
    const { hits, termDf } = await searchChunks({
      terms,
      exactDf: [true, true, true],
      candidateQuery: terms.map((t) => t.query).join(" | "),
      stats: { rows: ROWS, avgTokens: AVG, frequencies: new Map(), rareBelow: null, configs: ["english"] },
      keyBoost: 2,
      k1: K1,
      b: B,
      limit: 10,
    });
    expect(termDf).toEqual([1, 2, 1]);
    const w = termDf.map((df) => Math.log(1 + (ROWS - df + 0.5) / (df + 0.5)));
    const [lamp, oil, wick] = w;
    const present = lamp + oil + wick;
    const bm25 = (weight: number, tf: number, length: number) =>
      (weight * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * length) / AVG));
    // "lamp lamp oil": lamp twice, oil once, "lamp oil" a phrase; its window holds "wick" too.
    const first = ((lamp + oil + present) / (2 * present)) * (bm25(lamp, 2, 3) + bm25(oil, 1, 3) + 0.5 * (lamp + oil));
    // "wick stone": its window (passages 0–3) holds every term.
    const second = ((wick + present) / (2 * present)) * bm25(wick, 1, 2);
    // "oil", last: its window (passages 2–4) holds nothing else.
    const last = ((oil + oil) / (2 * present)) * bm25(oil, 1, 1);
    const byId = new Map(hits.map((hit) => [hit.id, hit]));
    expect(byId.get(ids[0])?.score).toBeCloseTo(first, 9);
    expect(byId.get(ids[0])?.windowMatched).toBeCloseTo(present, 9);
    expect(byId.get(ids[1])?.score).toBeCloseTo(second, 9);
    expect(byId.get(ids[4])?.score).toBeCloseTo(last, 9);
    expect(byId.get(ids[4])?.windowMatched).toBeCloseTo(oil, 9);
    expect(hits.map((hit) => hit.id)).toEqual(
      [
        [ids[0], first],
        [ids[1], second],
        [ids[4], last],
      ]
        .sort((a, c) => c[1] - a[1])
        .map(([id]) => id),
    );
    expect(neighbourPhrases(terms)).toHaveLength(2);
  });
});

describe("the thesaurus kept per process", () => {
  const zither = async (question: string, language: string | null) =>
    (await analyzeQuestion(question, language)).terms.find((t) => t.lexemes.includes("zither"))?.lexemes ?? [];

  it("keeps the stemmed thesaurus per set of languages, so questions alternating languages do not reread it", async () => {
    resetRetrievalCaches();
    expect(await zither("Who played the zither?", null)).not.toContain("psalteri");
    expect(await zither("¿Quién tocaba la zither?", "es")).not.toContain("psalteri");
    // Written behind the cache's back: both languages keep what they read.
    thesaurusId = (await db.thesaurusEntry.create({ data: { terms: ["zither", "psaltery"] }, select: { id: true } }))
      .id;
    expect(await zither("Who played the zither?", null)).not.toContain("psalteri");
    expect(await zither("¿Quién tocaba la zither?", "es")).not.toContain("psalteri");
  });

  it("reads the thesaurus afresh once it changed (thesaurus edits reset the caches)", async () => {
    resetRetrievalCaches();
    expect(await zither("Who played the zither?", null)).toContain("psalteri");
    expect(await zither("¿Quién tocaba la zither?", "es")).toContain("psalteri");
  });
});
