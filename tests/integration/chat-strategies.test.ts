import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), cacheTag: vi.fn(), cacheLife: vi.fn() }));

// Each answer strategy of a chat turn on its own, offline (no AI key), against the real embedded
// Postgres: what it answers, and when it steps aside for the next one.
import { db } from "@/lib/db";
import {
  ANSWER_STRATEGIES,
  approvedStrategy,
  extractiveStrategy,
  generatedStrategy,
  notFoundStrategy,
  startTurn,
  type Turn,
} from "@/lib/chat/answer";
import { newSessionId } from "@/lib/contracts/chat";
import type { TurnAnswer } from "@/lib/chat/strategies";
import { createDocuments } from "@/lib/data/documents";
import { saveHumanTranslation } from "@/lib/data/translations";
import { chatMessageSchema } from "@/lib/validation/chat";
import { prepareChunks } from "@/lib/knowledge/indexing";

const saved = { OPENAI_API_KEY: process.env.OPENAI_API_KEY, OPENAI_BASE_URL: process.env.OPENAI_BASE_URL };
let documentId = 0;

const turnFor = (question: string) => startTurn(chatMessageSchema.parse({ question, sessionId: newSessionId() }));

/** Runs one strategy to its end: the text it streamed and what it returned. */
async function run(strategy: (turn: Turn) => AsyncGenerator<string, TurnAnswer | null>, turn: Turn) {
  const streamed: string[] = [];
  const steps = strategy(turn);
  let step = await steps.next();
  while (!step.done) {
    streamed.push(step.value);
    step = await steps.next();
  }
  return { streamed, answer: step.value };
}

beforeAll(async () => {
  delete process.env.OPENAI_API_KEY;
  delete process.env.OPENAI_BASE_URL;
  await db.chatConversation.deleteMany();
  await db.question.deleteMany();
  const category = await db.category.create({ data: { name: "Strategies", slug: `strategies-${Date.now()}` } });
  const content =
    "Brother Amos kept the lighthouse on Pelican Point for forty years. He rang the bell every night during storms.";
  const [created] = await createDocuments(
    [
      {
        title: "The Lighthouse Keeper",
        content,
        documentType: "txt",
        mimeType: "text/plain",
        size: content.length,
        originalName: "keeper.txt",
        storageKey: `test/strategies-${Date.now()}`,
        extractionNote: null,
        categoryId: category.id,
      },
    ],
    prepareChunks,
  );
  documentId = created.id;
  await db.question.create({
    data: { question: "Who founded the ministry?", answer: "A small house church founded it in 1998.", documentId },
  });
  await db.question.create({ data: { question: "Where did the keeper ring the bell?", answer: null, documentId } });
});

afterAll(async () => {
  await db.chatConversation.deleteMany();
  await db.question.deleteMany();
  await db.document.deleteMany({ where: { id: documentId } });
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

describe("answer strategies, offline", () => {
  it("tries approved, generated, extractive and not found, in that order", () => {
    expect(ANSWER_STRATEGIES).toEqual([approvedStrategy, generatedStrategy, extractiveStrategy, notFoundStrategy]);
  });

  it("approved: the staff answer of a closely matched question, with its document, sent whole", async () => {
    const { streamed, answer } = await run(approvedStrategy, await turnFor("Who founded the ministry?"));
    expect(streamed).toEqual([]);
    expect(answer).toEqual({
      answer: "A small house church founded it in 1998.",
      sources: [
        {
          title: "The Lighthouse Keeper",
          url: `/api/documents/${documentId}/download`,
          ref: 1,
          label: { kind: "document", title: "The Lighthouse Keeper" },
        },
      ],
      outcome: "approved",
    });
  });

  it("approved: steps aside when the matched question has no answer, or nothing matches", async () => {
    expect((await run(approvedStrategy, await turnFor("Where did the keeper ring the bell?"))).answer).toBeNull();
    expect((await run(approvedStrategy, await turnFor("How long did Amos keep the lighthouse?"))).answer).toBeNull();
  });

  it("generated: steps aside without a language model", async () => {
    expect((await run(generatedStrategy, await turnFor("How long did Amos keep the lighthouse?"))).answer).toBeNull();
  });

  it("extractive: quotes the passage that covers the question, citing its document", async () => {
    const { answer } = await run(extractiveStrategy, await turnFor("How long did Amos keep the lighthouse?"));
    expect(answer).toMatchObject({ outcome: "extractive", sources: [{ title: "The Lighthouse Keeper" }] });
    expect(answer?.answer).toContain("forty years");
  });

  it("extractive: steps aside when no passage covers the question", async () => {
    expect(
      (await run(extractiveStrategy, await turnFor("What colour is the temple roof in winter?"))).answer,
    ).toBeNull();
  });

  it("approved, in another language: a visitor asking the question's stored translation gets the answer's, and the nearest questions once each", async () => {
    await saveHumanTranslation({
      sourceText: "Who founded the ministry?",
      language: "es",
      translatedText: "¿Quién fundó el ministerio?",
    });
    await saveHumanTranslation({
      sourceText: "A small house church founded it in 1998.",
      language: "es",
      translatedText: "La fundó una pequeña iglesia en una casa en 1998.",
    });
    try {
      const asked = (question: string) =>
        startTurn(chatMessageSchema.parse({ question, sessionId: newSessionId(), targetLanguage: "es" }));
      const { answer } = await run(approvedStrategy, await asked("¿Quién fundó el ministerio?"));
      expect(answer).toMatchObject({
        answer: "La fundó una pequeña iglesia en una casa en 1998.",
        outcome: "approved",
      });
      // Asked in English with Spanish chosen, the staff's Spanish answer too.
      expect((await run(approvedStrategy, await asked("Who founded the ministry?"))).answer?.answer).toBe(
        "La fundó una pequeña iglesia en una casa en 1998.",
      );
      const { answer: none } = await run(notFoundStrategy, await asked("¿Quién fundó el faro?"));
      const ids = none?.suggestions?.map((suggestion) => suggestion.id) ?? [];
      expect(new Set(ids).size).toBe(ids.length);
    } finally {
      await db.translation.deleteMany({ where: { language: "es", origin: "human" } });
    }
  });

  it("not found: says so and offers the nearest staff questions", async () => {
    const { answer } = await run(notFoundStrategy, await turnFor("Did the keeper ring a bell at the harbour?"));
    expect(answer).toMatchObject({ outcome: "not_found", sources: [] });
    expect(answer?.answer).toMatch(/^I could not find this in our teachings\./);
    expect(answer?.suggestions?.[0]).toMatchObject({ question: "Where did the keeper ring the bell?", documentId });
  });
});
