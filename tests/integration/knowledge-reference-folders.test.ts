import { beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), cacheTag: vi.fn(), cacheLife: vi.fn() }));

// Reference folders (docs/decisions/008): a Bible or a dictionary that staff mark as reference ranks
// below the teachings that explain it, and the chat labels it as reference.
import { db } from "@/lib/db";
import { askChatbot } from "@/tests/support/knowledge";
import { textDocument } from "@/tests/support/text-document";
import { createDocuments } from "@/lib/data/documents";
import { analyzeKnowledge } from "@/lib/data/knowledge";
import { prepareChunks } from "@/lib/knowledge/indexing";
import { resetRetrievalCaches, retrieve } from "@/lib/knowledge/retrieval";

const VERSES = [
  "John 3:14 And as Moses lifted up the serpent in the wilderness, even so must the Son of man be lifted up:",
  "John 3:15 That whosoever believeth in him should not perish, but have eternal life.",
  "John 3:16 For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.",
  "John 3:17 For God sent not his Son into the world to condemn the world; but that the world through him might be saved.",
].join("\n");

const TEACHING = [
  "Loved first",
  "This teaching explains why God, who loved the world, gave up what was dearest to him: the Son. It was love, not our merit: the gift came before anyone believed, and it is received, never earned. Grace goes first and faith follows; the cross is the measure of that love, and the empty tomb is its seal. Read it slowly, with the chapter open beside you, and notice how often the writer returns to believing rather than to doing; the whole passage leans on that one contrast.",
].join("\n\n");

const QUESTION = "Why did God give his Son to the world?";
let bibleFolder = 0;

beforeAll(async () => {
  await db.chatConversation.deleteMany();
  await db.knowledgeChunk.deleteMany();
  await db.question.deleteMany();
  const stamp = Date.now();
  const bible = await db.category.create({ data: { name: "Bible", slug: `bible-${stamp}` } });
  const teachings = await db.category.create({ data: { name: "Teachings", slug: `teachings-${stamp}` } });
  bibleFolder = bible.id;
  await createDocuments(
    [textDocument(bible.id, "John", VERSES), textDocument(teachings.id, "Loved First", TEACHING)],
    prepareChunks,
  );
  await analyzeKnowledge();
  resetRetrievalCaches();
});

const markReference = (isReference: boolean) =>
  db.category.update({ where: { id: bibleFolder }, data: { isReference } });

describe("a reference folder", () => {
  it("ranks its bare verse first while it is an ordinary folder", async () => {
    await markReference(false);
    const { passages } = await retrieve(QUESTION, { limit: 5 });
    expect(passages[0].source.title).toBe("John");
    expect(passages.map((passage) => passage.source.title)).toContain("Loved First");
  });

  it("ranks below the teaching that explains the verse once marked, and is labelled reference", async () => {
    await markReference(true);
    const { passages } = await retrieve(QUESTION, { limit: 5 });
    expect(passages[0].source.title).toBe("Loved First");
    const verse = passages.find((passage) => passage.source.title === "John");
    expect(verse?.source.label).toEqual({ kind: "document", title: "John", reference: true });
    expect(passages[0].source.label).toEqual({ kind: "document", title: "Loved First" });

    const reply = await askChatbot(QUESTION);
    expect(reply.message.sources[0]).toMatchObject({ title: "Loved First" });
    expect(reply.message.sources.find((source) => source.title === "John")?.label).toMatchObject({ reference: true });
  });
});
