import { beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), cacheTag: vi.fn(), cacheLife: vi.fn() }));

// Question analysis, third pass of issue 18 (docs/decisions/008), against the real embedded
// Postgres: irregular verbs in all their forms, the seeded rainbow/bow synonyms, and the words of
// how a visitor asks left out of the search.
import { db } from "@/lib/db";
import { askChatbot } from "@/tests/support/knowledge";
import { textDocument } from "@/tests/support/text-document";
import { createDocuments } from "@/lib/data/documents";
import { analyzeKnowledge } from "@/lib/data/knowledge";
import { prepareChunks } from "@/lib/knowledge/indexing";
import { resetRetrievalCaches } from "@/lib/knowledge/retrieval";

const doc = textDocument;

const ids: Record<string, number> = {};
const url = (key: string) => `/api/documents/${ids[key]}/download`;

const ask = askChatbot;

beforeAll(async () => {
  await db.chatConversation.deleteMany();
  await db.knowledgeChunk.deleteMany();
  await db.question.deleteMany();
  const category = await db.category.create({ data: { name: "Analysis", slug: `analysis-${Date.now()}` } });
  const texts: Record<string, string> = {
    altar: "Genesis 8:20 And Noah builded an altar unto the LORD; and offered burnt offerings on the altar.",
    incense:
      "Exodus 30:1 And thou shalt make an altar to burn incense upon.\n\nExodus 30:27 And the table and all his vessels, and the candlestick, and the altar of incense, and the altar of burnt offering.",
    bow: "Genesis 9:12 And God said, This is the token of the covenant which I make between me and you.\n\nGenesis 9:13 I do set my bow in the cloud, and it shall be for a token of a covenant between me and the earth.\n\nGenesis 9:17 And God said unto Noah, This is the token of the covenant.",
    noah: "Hebrews 11:7 By faith Noah, being warned of God of things not seen as yet, moved with fear, prepared an ark to the saving of his house. Luke 17:27 They did eat, until the day that Noe entered into the ark.",
    beatitudes:
      "Matthew 5:3 Blessed are the poor in spirit: for theirs is the kingdom of heaven.\n\nMatthew 5:4 Blessed are they that mourn: for they shall be comforted.",
    promise:
      "Galatians 3:14 That we might receive the promise of the Spirit through faith in Christ Jesus.\n\nGalatians 3:16 Now to Abraham and his seed were the promises made.",
  };
  const created = await createDocuments(
    Object.entries(texts).map(([key, text]) => doc(category.id, key, text)),
    prepareChunks,
  );
  Object.keys(texts).forEach((key, i) => (ids[key] = created[i].id));
  await analyzeKnowledge();
  resetRetrievalCaches();
});

describe("question analysis on the knowledge base", () => {
  it("finds the old past tense of the verb asked in another form (built → builded)", async () => {
    const reply = await ask("Who built the altar?");
    expect(reply.message.outcome).toBe("extractive");
    expect(reply.message.sources[0].url).toBe(url("altar"));
    expect(reply.message.answer).toContain("Noah builded");
  });

  it("bridges rainbow and the old translations' bow with the seeded synonyms", async () => {
    const reply = await ask("What did God promise Noah with the rainbow?");
    expect(reply.message.sources.map((source) => source.url)).toContain(url("bow"));
    expect(reply.message.answer).toContain("covenant");
  });

  it("searches what was promised, not the word promise", async () => {
    const reply = await ask("What did Jesus promise the poor in spirit?");
    expect(reply.message.sources[0].url).toBe(url("beatitudes"));
    expect(reply.message.answer).toContain("kingdom of heaven");
  });
});
