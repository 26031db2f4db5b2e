import { beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), cacheTag: vi.fn(), cacheLife: vi.fn() }));

// Two ways retrieval used to answer worse than it could (docs/decisions/008, twelfth pass): words too common to
// search alone that never meet in one passage found nothing at all, and a passage in another language holding the
// question's words could come before one in the visitor's own.
import { db } from "@/lib/db";
import { createDocuments } from "@/lib/data/documents";
import { analyzeKnowledge } from "@/lib/data/knowledge";
import { analyzeQuestion, resetRetrievalCaches, retrieve } from "@/lib/knowledge/retrieval";
import { textDocument } from "@/tests/support/text-document";

// Each word in more passages than the candidate plan takes alone (CANDIDATE_BUDGET), never both in one.
const SHEPHERDS = Array.from({ length: 700 }, (_, i) => `The shepherd counted his flock at the gate, morning ${i}.`);
const RIVERS = Array.from({ length: 600 }, (_, i) => `The river flowed past the town wall, evening ${i}.`);
const ENGLISH = "Then Goliath the giant of Gath fell down on his face before David in the valley.";
const SPANISH = "Goliath cayó en el valle.";

async function addDocument(title: string, passages: string[], language: "en" | "es") {
  const category = await db.category.create({ data: { name: title, slug: `${title}-${Date.now()}` } });
  await createDocuments([textDocument(category.id, title, passages.join("\n\n"))], async () => ({
    chunks: passages,
    embeddings: null,
    language,
    config: language === "en" ? "english" : "spanish",
    refs: passages.map(() => []),
    tokens: passages.map((passage) => passage.split(" ").length),
  }));
}

beforeAll(async () => {
  await db.knowledgeChunk.deleteMany();
  await addDocument("pastures", [...SHEPHERDS, ...RIVERS], "en");
  await addDocument("giants", [ENGLISH], "en");
  await addDocument("gigantes", [SPANISH], "es");
  await analyzeKnowledge();
  resetRetrievalCaches();
});

describe("retrieval", () => {
  it("still finds the passages of the rarer word when two common words never stand together", async () => {
    const analysis = await analyzeQuestion("Is the shepherd by the river?", "en");
    expect(analysis.terms.every((term) => (term.estimatedDf ?? 0) > 500)).toBe(true);
    const { passages } = await retrieve(analysis, { limit: 3 });
    expect(passages.length).toBeGreaterThan(0);
    expect(passages[0].content).toMatch(/^The river flowed/);
  });

  it("puts a passage in the visitor's language before another language's holding the same words", async () => {
    const { passages } = await retrieve(await analyzeQuestion("Who was Goliath?", "en"), { limit: 2 });
    expect(passages.map((passage) => passage.content)).toEqual([ENGLISH, SPANISH]);
    const spanish = await retrieve(await analyzeQuestion("¿Quién era Goliath?", "es"), { limit: 2 });
    expect(spanish.passages.map((passage) => passage.content)).toEqual([SPANISH, ENGLISH]);
  });
});
