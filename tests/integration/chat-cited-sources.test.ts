import { beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), cacheTag: vi.fn(), cacheLife: vi.fn() }));

// Which sources an offline answer cites, against the real embedded Postgres: documents indexed as an
// upload indexes them, then asked as a visitor asks.
import { db } from "@/lib/db";
import { askChatbot } from "@/tests/support/knowledge";
import { textDocument } from "@/tests/support/text-document";
import { createDocuments } from "@/lib/data/documents";
import { analyzeKnowledge } from "@/lib/data/knowledge";
import { resetRetrievalCaches } from "@/lib/knowledge/retrieval";
import { prepareChunks } from "@/lib/knowledge/indexing";

const paragraph = (i: number, body: string) =>
  `Part ${i}. ${body} The elders sat at the gate from morning until evening and spoke of the harvest, of the rains that came late that year, of the flocks in the hills and the wells that had to be dug again, and of the roads that led down to the sea where the traders came with their goods in the summer.`;

beforeAll(async () => {
  await db.chatConversation.deleteMany();
  await db.knowledgeChunk.deleteMany();
  await db.question.deleteMany();
  const category = await db.category.create({ data: { name: "Cited", slug: `cited-${Date.now()}` } });
  await createDocuments(
    [
      // Seven passages of one document rank first: they fill a pool of six on their own. Neither title holds a
      // word of the question (a title that does is evidence of its own).
      textDocument(
        category.id,
        "Evening at the gate",
        Array.from({ length: 7 }, (_, i) =>
          paragraph(i + 1, "The lamp and its oil and its wick: the lamp burned with oil, the wick was trimmed."),
        ).join("\n\n"),
      ),
      textDocument(
        category.id,
        "The storehouse",
        paragraph(1, "They kept oil for the lamp and a wick in the storehouse."),
      ),
    ],
    prepareChunks,
  );
  await analyzeKnowledge();
  resetRetrievalCaches();
});

describe("the sources an offline answer cites", () => {
  it("cites another document ranked below the first document's six best passages", async () => {
    const reply = await askChatbot("What about the lamp, its oil and the wick?");
    expect(reply.message.outcome).toBe("extractive");
    expect(reply.message.sources.map((source) => source.title)).toEqual(["Evening at the gate", "The storehouse"]);
  });
});
