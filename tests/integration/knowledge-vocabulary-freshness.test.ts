import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), cacheTag: vi.fn(), cacheLife: vi.fn() }));

// Spelling tolerance against the corpus's own words (docs/decisions/008) follows uploads: a word
// that arrives with a new document is found misspelt as soon as the passage count is read again,
// not ten minutes later.
import { db } from "@/lib/db";
import { textDocument } from "@/tests/support/text-document";
import { createDocuments } from "@/lib/data/documents";
import { analyzeKnowledge } from "@/lib/data/knowledge";
import { prepareChunks } from "@/lib/knowledge/indexing";
import { resetRetrievalCaches, retrieve } from "@/lib/knowledge/retrieval";

let folder = 0;
const upload = async (title: string, text: string) => {
  await createDocuments([textDocument(folder, title, text)], prepareChunks);
  await analyzeKnowledge();
};
const firstTitle = async (question: string) => (await retrieve(question, { limit: 3 })).passages[0]?.source.title;

beforeAll(async () => {
  await db.chatConversation.deleteMany();
  await db.knowledgeChunk.deleteMany();
  folder = (await db.category.create({ data: { name: "Spelling", slug: `spelling-${Date.now()}` } })).id;
  await upload("Giants", "Mark 1:1 The giant Goliath stood in the valley of Elah and defied the armies.");
  resetRetrievalCaches();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the corpus's own words for spelling", () => {
  it("are read again once the passage count changes, well within the ten minutes they are kept", async () => {
    // Only Date is faked: the database's sockets and timers keep real time.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    // Read once while no passage holds the word: the corpus's words are kept from here.
    expect(await firstTitle("Who was Bartimeus?")).toBeUndefined();
    await upload("Healing", "Mark 10:46 Blind Bartimaeus sat by the highway side begging near Jericho.");
    // Within the minute the statistics (and with them the passage count) are kept, the old words still answer.
    vi.setSystemTime(Date.now() + 30_000);
    expect(await firstTitle("Who was Bartimeus?")).toBeUndefined();
    // After it, a reader triggers a refresh behind it, and the new count brings the new words in.
    vi.setSystemTime(Date.now() + 31_000);
    await firstTitle("Who was Goliat?");
    await vi.waitFor(async () => expect(await firstTitle("Who was Bartimeus?")).toBe("Healing"), {
      timeout: 5_000,
      interval: 100,
    });
  });
});
