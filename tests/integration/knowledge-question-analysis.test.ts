import { beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), cacheTag: vi.fn(), cacheLife: vi.fn() }));

// Question analysis (docs/decisions/008) against the real embedded Postgres: English forms from
// WordNet (an irregular past found from the present asked), spelling tolerance for a word the
// corpus lacks, and the words of a question searched as asked (no vocabulary fitted to questions).
import { db } from "@/lib/db";
import { askChatbot } from "@/tests/support/knowledge";
import { textDocument } from "@/tests/support/text-document";
import { createDocuments } from "@/lib/data/documents";
import { analyzeKnowledge } from "@/lib/data/knowledge";
import { prepareChunks } from "@/lib/knowledge/indexing";
import { resetRetrievalCaches, retrieve } from "@/lib/knowledge/retrieval";

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
    light: "Genesis 1:3 God said, Let there be light, and there was light. So God made the light on the first day.",
    sacrifice: "Leviticus 1:3 If his offering is a burnt offering from the herd, he shall offer a male without defect.",
    law: "Romans 3:21 But now apart from the law, a righteousness of God has been revealed. There is no difference between them, for all have sinned.",
    city: "Genesis 11:4 They said, Come, let us build ourselves a city, and a tower whose top reaches to the sky.",
    note: "Romans 3:25 (propitiation)\n\nPaul calls Christ the mercy seat: God set him forth as the place where sin is covered and justice is shown, through faith in his blood, for the forgiveness of sins done before.",
    blind:
      "Mark 10:46 As he went out from Jericho, blind Bartimaeus, the son of Timaeus, was sitting by the road, begging.",
    crossReference: "Faith rests on this finished work (see the note on Romans 3:25).",
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
  it("finds the irregular form the text uses from the one asked (WordNet: make → made)", async () => {
    const reply = await ask("What did God make on the first day?");
    expect(reply.message.outcome).toBe("extractive");
    expect(reply.message.sources[0].url).toBe(url("light"));
    const built = await ask("Who built the tower?");
    expect(built.message.sources[0].url).toBe(url("city"));
  });

  it("tolerates a misspelt word the corpus lacks", async () => {
    const reply = await ask("Is there any diffrence between them under the law?");
    expect(reply.message.outcome).toBe("extractive");
    expect(reply.message.sources[0].url).toBe(url("law"));
    expect(reply.message.answer).toContain("no difference");
  });

  it("tolerates a name spelt another way, in any language, against the corpus's own words", async () => {
    const reply = await ask("¿Quién era Bartimeus?");
    expect(reply.message.outcome).toBe("extractive");
    expect(reply.message.sources[0].url).toBe(url("blind"));
    // A real word the corpus lacks is not corrected into one it has.
    expect((await ask("How many calories are in a banana?")).message.outcome).toBe("not_found");
  });

  it("answers a verse with the note that heads it, not with a passage that cross-references it", async () => {
    const reply = await ask("What does Romans 3:25 mean?");
    expect(reply.message.sources[0].url).toBe(url("note"));
    expect(reply.message.answer).toContain("mercy seat");
    // A verse only mentioned somewhere is still found there.
    const { passages } = await retrieve("Romans 3:25");
    expect(passages.map((passage) => passage.source.url)).toContain(url("crossReference"));
    expect(passages.find((passage) => passage.source.url === url("crossReference"))?.matchedKey).toBe(false);
  });

  it("searches the words of the question as asked: a promise is a word of the text too", async () => {
    const reply = await ask("What promise was made to Abraham and his seed?");
    expect(reply.message.sources[0].url).toBe(url("promise"));
  });
});
