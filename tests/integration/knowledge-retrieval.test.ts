import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), cacheTag: vi.fn(), cacheLife: vi.fn() }));

// The offline chatbot (no AI key) against the real embedded Postgres: documents are extracted and
// indexed exactly as an upload does, then asked about in other words than their own.
import { db } from "@/lib/db";
import { chatTurn } from "@/lib/chat/answer";
import { newSessionId, type ChatReply } from "@/lib/contracts/chat";
import { getSessionHistory, rateChatMessage } from "@/lib/data/chat";
import { createBookletPage, deleteBookletPage, updateBookletPage } from "@/lib/data/booklets";
import { createDocuments, type NewDocument } from "@/lib/data/documents";
import { importPages, updatePageContent } from "@/lib/data/flipbook";
import { analyzeKnowledge } from "@/lib/data/knowledge";
import { indexUnindexedPages } from "@/lib/knowledge/backfill";
import { extractText } from "@/lib/extract";
import { retrieve, resetRetrievalCaches } from "@/lib/knowledge/retrieval";
import { chatMessageSchema } from "@/lib/validation/chat";
import { makeDocx, makePdf } from "@/tests/support/files";
import { prepareChunks, preparePage } from "@/lib/knowledge/indexing";

let seq = 0;
const doc = (
  categoryId: number,
  title: string,
  content: string,
  type: "pdf" | "docx" | "txt" = "txt",
): NewDocument => ({
  title,
  content,
  documentType: type,
  mimeType: "application/octet-stream",
  size: content.length,
  originalName: `${title}.${type}`,
  storageKey: `test/kb-${Date.now()}-${seq++}`,
  extractionNote: null,
  categoryId,
});

const ids: Record<string, number> = {};

/** One turn of the chat, offline, as the JSON endpoint runs it. */
async function ask(question: string, sessionId = newSessionId()): Promise<ChatReply & { streamed: string }> {
  const turn = chatTurn(chatMessageSchema.parse({ question, sessionId }));
  let streamed = "";
  let step = await turn.next();
  while (!step.done) {
    streamed = step.value.type === "replace" ? step.value.text : streamed + step.value.text;
    step = await turn.next();
  }
  return { ...step.value, streamed };
}

const downloadUrl = (key: string) => `/api/documents/${ids[key]}/download`;

beforeAll(async () => {
  await db.chatConversation.deleteMany();
  const category = await db.category.create({ data: { name: "Knowledge", slug: `knowledge-${Date.now()}` } });
  const lighthouse = await extractText(
    "pdf",
    await makePdf([
      "The Lighthouse Keeper",
      "Brother Amos kept the lighthouse on Pelican Point for forty years.\nHe rang the bell every night during storms so that fishermen would find the harbour.",
    ]),
  );
  const mission = await extractText(
    "docx",
    await makeDocx([
      "Mission report",
      "In 2019 twelve members travelled to Lake Malawi, where they dug three wells for the village of Chilumba.",
      "The wells were blessed by Pastor Grace Banda on the first Sunday of Advent.",
    ]),
  );
  const created = await createDocuments(
    [
      doc(category.id, "The Lighthouse Keeper", lighthouse.text, "pdf"),
      doc(category.id, "Mission to Lake Malawi", mission.text, "docx"),
      doc(
        category.id,
        "Children of God",
        "John 1:12 teaches that to all who received Christ, God gave the right to become children of God. Adoption means the believer belongs to God's family with full rights as an heir (Romans 8:15-17).",
      ),
      doc(
        category.id,
        "All things work together",
        "Romans 8:28 promises that all things work together for good to them that love God. The verse is about trust in trials, not about success.",
      ),
      doc(
        category.id,
        "Faith and works",
        "Ephesians 2:8-9 states that we are saved by grace through faith. Good works follow salvation as its fruit; they do not earn it.",
      ),
    ],
    prepareChunks,
  );
  [ids.lighthouse, ids.mission, ids.children, ids.romans828, ids.works] = created.map((row) => row.id);
  resetRetrievalCaches();
});

afterAll(async () => {
  await db.chatConversation.deleteMany();
  await db.question.deleteMany();
  await db.document.deleteMany();
  await db.category.deleteMany();
});

describe("answers from the knowledge base, offline", () => {
  it("answers questions phrased differently from the right document, with its download link", async () => {
    const cases: [string, string, RegExp][] = [
      ["How many years did Amos look after the lighthouse?", "lighthouse", /forty years/],
      ["What did the members build for the people of Chilumba?", "mission", /three wells/],
      ["Which Sunday were the wells blessed?", "mission", /first Sunday of Advent/],
      ["How does a person become a child of God?", "children", /children of God/],
      ["Can I earn my salvation with good deeds?", "works", /do not earn it/],
    ];
    for (const [question, key, fact] of cases) {
      const reply = await ask(question);
      expect(reply.message.outcome, question).toBe("extractive");
      expect(reply.message.sources[0], question).toMatchObject({ url: downloadUrl(key), ref: 1 });
      expect(reply.message.answer, question).toMatch(fact);
      expect(reply.streamed).toBe(reply.message.answer);
    }
  });

  it("matches scripture references exactly: Romans 8:28 is not Romans 8:15", async () => {
    const reply = await ask("What does Romans 8:28 promise?");
    expect(reply.message.sources[0].url).toBe(downloadUrl("romans828"));
    const passages = (await retrieve("Romans 8:15")).passages;
    expect(passages[0].source.url).toBe(downloadUrl("children"));
  });

  it("says honestly when the teachings do not cover it, with suggested questions", async () => {
    await db.question.create({ data: { question: "What is grace?", documentId: ids.works } });
    const reply = await ask("What is the capital city of France?");
    expect(reply.message.outcome).toBe("not_found");
    expect(reply.message.answer).toMatch(/^I could not find this in our teachings\./);
    expect(reply.message.sources).toEqual([]);
    expect(reply.suggestions?.map((s) => s.question)).toContain("What is grace?");
  });

  it("gives a staff question's approved answer on a close match", async () => {
    await db.question.create({
      data: {
        question: "Who founded the ministry?",
        answer: "The ministry was founded by a small house church in 1998.",
        documentId: ids.works,
      },
    });
    const reply = await ask("who founded this ministry");
    expect(reply.message).toMatchObject({
      outcome: "approved",
      answer: "The ministry was founded by a small house church in 1998.",
    });
    expect(reply.message.sources[0].url).toBe(downloadUrl("works"));
    // A question about something else is not forced onto it.
    expect((await ask("Who kept the lighthouse?")).message.outcome).toBe("extractive");
  });

  it("answers a suggested question from the document staff tied it to, even in other words than the document's", async () => {
    await db.question.create({ data: { question: "Why did Amos ring a bell at night?", documentId: ids.lighthouse } });
    const reply = await ask("Why did Amos ring a bell at night?");
    expect(reply.message.outcome).toBe("extractive");
    expect(reply.message.sources[0].url).toBe(downloadUrl("lighthouse"));
    expect(reply.message.answer).toMatch(/rang the bell every night/);
  });

  it("keeps the conversation by session id, and only its own answers can be rated", async () => {
    const sessionId = newSessionId();
    const first = await ask("Who kept the lighthouse?", sessionId);
    await ask("What is the capital city of France?", sessionId);
    const history = await getSessionHistory(sessionId);
    expect(history.messages.map((m) => m.role)).toEqual(["user", "assistant", "user", "assistant"]);
    expect(history.messages[1]).toMatchObject({
      id: first.message.id,
      sources: first.message.sources,
      outcome: "extractive",
    });

    await rateChatMessage({ messageId: first.message.id, sessionId, rating: -1 });
    expect((await getSessionHistory(sessionId)).messages[1].rating).toBe(-1);
    await expect(
      rateChatMessage({ messageId: first.message.id, sessionId: newSessionId(), rating: 1 }),
    ).rejects.toMatchObject({ status: 404 });
    expect((await getSessionHistory(newSessionId())).messages).toEqual([]);
  });
});

describe("a source's title is evidence too", () => {
  it("ranks the teaching whose title names the question's subject above one that says more of its words", async () => {
    const category = await db.category.create({ data: { name: "Prophets", slug: `prophets-${Date.now()}` } });
    const [jonah, micah] = await createDocuments(
      [
        doc(
          category.id,
          "Notes on Jonah",
          "Jonah preached in Nineveh, and the whole city repented in sackcloth and ashes.",
        ),
        doc(
          category.id,
          "Notes on Micah",
          "Micah, like Jonah before him, called the people to repent: repent, and walk humbly with your God.",
        ),
      ],
      prepareChunks,
    );
    resetRetrievalCaches();
    try {
      const { passages } = await retrieve("What does Jonah teach about how to repent?");
      expect(passages.map((passage) => passage.source.url).slice(0, 2)).toEqual([
        `/api/documents/${jonah.id}/download`,
        `/api/documents/${micah.id}/download`,
      ]);
    } finally {
      await db.document.deleteMany({ where: { categoryId: category.id } });
      await db.category.delete({ where: { id: category.id } });
      resetRetrievalCaches();
    }
  });
});

describe("book and booklet pages are passages too", () => {
  it("indexes book pages on import and on every save, linking to /flipbook?page=n", async () => {
    await importPages(
      [
        {
          pageNumber: 1,
          title: "The Potter",
          content: "<p>The potter shaped the clay on his wheel at Jeremiah's visit.</p>",
        },
        { pageNumber: 2, title: "The Vine", content: "<p>Abide in the vine and bear much fruit.</p>" },
      ],
      preparePage,
    );
    let reply = await ask("What did the potter make on his wheel?");
    expect(reply.message.sources[0]).toMatchObject({
      url: "/flipbook?page=1",
      title: "Interactive book, page 1: The Potter",
    });

    const page = await db.flipbookPage.findUniqueOrThrow({ where: { pageNumber: 2 } });
    await updatePageContent(
      page.id,
      "<p>The branches are cleaned by the vinedresser's pruning knife.</p>",
      preparePage,
    );
    reply = await ask("Why does the vinedresser use a pruning knife?");
    expect(reply.message.sources[0].url).toBe("/flipbook?page=2");
    expect((await retrieve("bear much fruit")).passages.map((p) => p.source.url)).not.toContain("/flipbook?page=2");
    await db.flipbookPage.deleteMany();
  });

  it("indexes booklet pages on create and update, removes them on delete, linking to /booklets/{id}?page=n", async () => {
    const booklet = await db.booklet.create({ data: { title: "Sample Booklet", publishedAt: new Date() } });
    await createBookletPage(booklet.id, { title: "Opening", content: "Welcome to the booklet." }, preparePage);
    const second = await createBookletPage(
      booklet.id,
      { title: "The Shepherd", content: "The shepherd counted ninety-nine sheep and searched for the lost one." },
      preparePage,
    );
    const reply = await ask("How many sheep did the shepherd count?");
    expect(reply.message.sources[0]).toMatchObject({
      url: `/booklets/${booklet.id}?page=2`,
      title: "Sample Booklet: The Shepherd",
    });

    await updateBookletPage(
      second.id,
      { content: "The shepherd carried the lamb home on his shoulders." },
      preparePage,
    );
    expect((await retrieve("ninety-nine sheep")).passages.map((p) => p.source.url)).not.toContain(
      `/booklets/${booklet.id}?page=2`,
    );
    expect((await ask("How did the shepherd bring the lamb home?")).message.sources[0].url).toBe(
      `/booklets/${booklet.id}?page=2`,
    );

    await deleteBookletPage(second.id);
    expect(await db.knowledgeChunk.count({ where: { bookletPageId: second.id } })).toBe(0);
    await db.booklet.delete({ where: { id: booklet.id } });
  });

  it("indexes pages seeded without passages", async () => {
    const page = await db.flipbookPage.create({
      data: { pageNumber: 7, title: "Seeded", content: "<p>A mustard seed grows into a great tree.</p>" },
    });
    expect(await indexUnindexedPages()).toBeGreaterThanOrEqual(1);
    await analyzeKnowledge();
    resetRetrievalCaches();
    expect((await retrieve("mustard seed")).passages[0].source.url).toBe("/flipbook?page=7");
    await db.flipbookPage.delete({ where: { id: page.id } });
  });
});

describe("the in-memory vector index", () => {
  it("finds the nearest passages exactly when small, and through its prefix shortlist when large", async () => {
    const { nearestChunks, resetVectorIndex } = await import("@/lib/knowledge/vector-index");
    const { vectorToBytes, normalise } = await import("@/lib/knowledge/embeddings");
    const category = await db.category.create({ data: { name: "Vectors", slug: `vectors-${Date.now()}` } });
    const [owner] = await createDocuments([doc(category.id, "Vectors", "")], prepareChunks);
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 2 - 1;
    // Like text-embedding-3 vectors, the first dimensions carry the most.
    const vector = () => normalise(Float32Array.from({ length: 256 }, (_, i) => random() / (1 + i / 16)));
    const vectors = Array.from({ length: 6000 }, vector);
    const ids: number[] = [];
    for (let start = 0; start < vectors.length; start += 1000) {
      const batch = vectors.slice(start, start + 1000);
      const rows = await db.$queryRaw<{ id: number }[]>`
        INSERT INTO "KnowledgeChunk" (source, "documentId", ordinal, content, embedding)
        SELECT 'document', ${owner.id}::int, o::int, 'v', e FROM unnest(${batch.map((v) => Buffer.from(vectorToBytes(v)))}::bytea[]) WITH ORDINALITY AS t(e, o)
        RETURNING id`;
      ids.push(...rows.map((row) => row.id));
    }
    resetVectorIndex();
    for (const probe of [0, 17, 2500, 5999]) {
      const query = normalise(Float32Array.from(vectors[probe], (x) => x + random() * 0.01));
      const exact = vectors
        .map((v, i) => ({ i, score: v.reduce((sum, x, d) => sum + x * query[d], 0) }))
        .sort((a, b) => b.score - a.score);
      const found = await nearestChunks(query, 5);
      expect(found[0].id).toBe(ids[probe]);
      expect(found[0].id).toBe(ids[exact[0].i]);
      expect(found.map((hit) => hit.similarity)).toEqual([...found.map((hit) => hit.similarity)].sort((a, b) => b - a));
    }
    await db.document.delete({ where: { id: owner.id } });
    resetVectorIndex();
  });
});
