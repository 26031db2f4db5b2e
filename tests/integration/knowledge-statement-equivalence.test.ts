import { beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), cacheTag: vi.fn(), cacheLife: vi.fn() }));

// The chatbot's two hot statements, made cheaper, must rank and quote exactly as their definition says
// (docs/notes/008): on a seeded corpus dense in near phrases, every passage's search score against an
// oracle that checks each phrase on the passage's word positions, and every quote score against the
// same unit and term matched one pair at a time.
import { db, pgPool } from "@/lib/db";
import { textDocument } from "@/tests/support/text-document";
import { createDocuments } from "@/lib/data/documents";
import { searchChunks, termsHeldByUnits } from "@/lib/data/knowledge";
import { neighbourPhrases, tsqueryLiteral, type QueryTerm } from "@/lib/knowledge/query";

// Words english stems to themselves and never drops, so a word's position is its index in the passage.
const WORDS = ["lamp", "oil", "wick", "stone", "bread", "water", "salt", "tree", "seed", "rock"];
const DOCUMENTS = 3;
const PASSAGES_PER_DOCUMENT = 16;
const ROWS = 200;
const AVG = 9;
const K1 = 1.2;
const B = 0.75;

function seeded(seed: number) {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
}

type Passage = { id: number; document: number; ordinal: number; words: string[] };
let passages: Passage[] = [];

beforeAll(async () => {
  await db.knowledgeChunk.deleteMany();
  const category = await db.category.create({ data: { name: "Equivalence", slug: `equivalence-${Date.now()}` } });
  const next = seeded(11);
  passages = [];
  for (let document = 0; document < DOCUMENTS; document++) {
    const texts = Array.from({ length: PASSAGES_PER_DOCUMENT }, () =>
      Array.from({ length: 4 + Math.floor(next() * 9) }, () => WORDS[Math.floor(next() * WORDS.length)]).join(" "),
    );
    const [created] = await createDocuments(
      [textDocument(category.id, `Equivalence ${document}`, texts.join("\n\n"))],
      async () => ({
        chunks: texts,
        embeddings: null,
        language: "en",
        config: "english",
        refs: texts.map(() => []),
        tokens: texts.map((text) => text.split(" ").length),
      }),
    );
    const rows = await db.knowledgeChunk.findMany({
      where: { documentId: created.id },
      orderBy: { ordinal: "asc" },
      select: { id: true, ordinal: true },
    });
    rows.forEach((row, i) => passages.push({ id: row.id, document, ordinal: row.ordinal, words: texts[i].split(" ") }));
  }
});

const term = (lexemes: string[]): QueryTerm => ({
  text: lexemes.join(" "),
  query: lexemes.length === 1 ? tsqueryLiteral(lexemes[0]) : `(${lexemes.map(tsqueryLiteral).join(" | ")})`,
  lexemes,
  refs: [],
  key: false,
  estimatedDf: null,
});

/** The statement's definition in JavaScript, with every candidate scored (no cut at `limit`). */
function expectedScores(terms: QueryTerm[]) {
  const positions = (passage: Passage, t: QueryTerm) =>
    passage.words.flatMap((word, i) => (t.lexemes.includes(word) ? [i + 1] : []));
  const candidates = passages.filter((passage) => terms.some((t) => positions(passage, t).length > 0));
  const df = terms.map((t) => candidates.filter((passage) => positions(passage, t).length > 0).length);
  const w = df.map((n) => Math.log(1 + Math.max(ROWS - n + 0.5, 0.5) / (n + 0.5)));
  const present = w.reduce((sum, weight, i) => sum + (df[i] > 0 ? weight : 0), 0);
  const held = (passage: Passage) => terms.flatMap((t, i) => (positions(passage, t).length > 0 ? [i] : []));
  return new Map(
    candidates.map((passage) => {
      const own = held(passage);
      const matched = own.reduce((sum, i) => sum + w[i], 0);
      const window = new Set(
        candidates
          .filter((n) => n.document === passage.document && Math.abs(n.ordinal - passage.ordinal) <= 2)
          .flatMap(held),
      );
      const windowMatched = [...window].reduce((sum, i) => sum + w[i], 0);
      const bm25 = own.reduce((sum, i) => {
        const tf = positions(passage, terms[i]).length;
        return sum + (w[i] * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * passage.words.length) / AVG));
      }, 0);
      const phrases = neighbourPhrases(terms).reduce((sum, phrase) => {
        const [left, right] = [positions(passage, terms[phrase.a - 1]), positions(passage, terms[phrase.b - 1])];
        const near = left.some((a) => right.some((b) => b - a >= 1 && b - a <= 3));
        return near ? sum + 0.5 * (w[phrase.a - 1] + w[phrase.b - 1]) : sum;
      }, 0);
      return [passage.id, ((matched + windowMatched) / (2 * present)) * (bm25 + phrases)];
    }),
  );
}

describe("the search statement on a seeded corpus", () => {
  it("scores every passage's phrases as their word positions say, for terms of one lexeme or several", async () => {
    const next = seeded(5);
    let phraseBonuses = 0;
    for (let round = 0; round < 12; round++) {
      const shuffled = [...WORDS].sort(() => next() - 0.5);
      const terms = [term([shuffled[0]]), term(shuffled.slice(1, 3)), term([shuffled[3]]), term([shuffled[4]])];
      const { hits } = await searchChunks({
        terms,
        exactDf: terms.map(() => true),
        candidateQuery: terms.map((t) => t.query).join(" | "),
        stats: { rows: ROWS, avgTokens: AVG, frequencies: new Map(), rareBelow: null, configs: ["english"] },
        keyBoost: 2,
        k1: K1,
        b: B,
        limit: 60,
      });
      const expected = expectedScores(terms);
      expect(hits.map((hit) => hit.id).sort()).toEqual([...expected.keys()].sort());
      for (const hit of hits) expect(hit.score).toBeCloseTo(expected.get(hit.id)!, 9);
      hits.slice(1).forEach((hit, i) => expect(hit.score).toBeLessThanOrEqual(hits[i].score));
      phraseBonuses += hits.filter((hit) => hit.matchedTerms.length >= 2).length;
    }
    expect(phraseBonuses).toBeGreaterThan(100);
  });
});

describe("quote scoring", () => {
  it("lists for each unit the queries its own text matches, in any configuration, as one pair at a time does", async () => {
    const units = [
      { text: "The lamps were burning with oil all night.", config: "english" },
      { text: "Él encendió las lámparas con aceite.", config: "spanish" },
      { text: "Nothing here at all.", config: "english" },
      { text: "Salt of the earth, a city on a hill; the lamp's light.", config: "english" },
      { text: "O'Brien's notes: the light of the world.", config: "simple" },
    ];
    const terms = [
      { query: "'lamp'" },
      { query: "" },
      { query: "('oil' | 'aceit')" },
      { query: "'lampar'" },
      { query: "'light' <1> 'of'" },
      { query: "'o''brien''s'" },
      { query: "'world' & 'light'" },
    ];
    const pairwise = async (unit: (typeof units)[number], t: (typeof terms)[number]) => {
      if (t.query === "") return false;
      const { rows } = await pgPool().query<{ hit: boolean }>(
        `SELECT to_tsvector($1::regconfig, kb_unaccent($2)) @@ $3::tsquery AS hit`,
        [unit.config, unit.text, t.query],
      );
      return rows[0].hit;
    };
    const expected: number[][] = [];
    for (const unit of units) {
      const held: number[] = [];
      for (const [index, t] of terms.entries()) if (await pairwise(unit, t)) held.push(index);
      expected.push(held);
    }
    expect(expected.filter((held) => held.length > 0).length).toBeGreaterThanOrEqual(4);
    const queries = terms.map((t) => t.query);
    expect(await termsHeldByUnits(units, queries)).toEqual(expected);
    expect(await termsHeldByUnits(units, [""])).toEqual(units.map(() => []));
  });
});
