// The conversation export against the real database: keyset batches of 500 give every exchange once,
// newest first, across batch boundaries and ties in time, for each filter, as the same bytes as before.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { exchangesCsv } from "@/lib/chat/csv";
import { exportExchanges, type Exchange } from "@/lib/data/chat";
import { csvDownload } from "@/lib/http/csv-download";
import type { ConversationFilter } from "@/lib/validation/chat";

const CONVERSATIONS = 12;
const EXCHANGES_EACH = 100;
const T0 = Date.parse("2026-05-01T00:00:00Z");

const bytesAsText = new TextDecoder("utf-8", { ignoreBOM: true });

async function exported(filter: ConversationFilter, max?: number): Promise<Exchange[]> {
  return (await Array.fromAsync(exportExchanges(filter, max))).flat();
}

/** The assistant rows' ids as the export must give them, straight from the table. */
async function expectedIds(where: string) {
  const rows = await db.$queryRawUnsafe<{ id: number }[]>(
    `SELECT id FROM "ChatMessage" WHERE role = 'assistant' ${where} ORDER BY "createdAt" DESC, id DESC`,
  );
  return rows.map((row) => row.id);
}

beforeAll(async () => {
  await db.chatConversation.deleteMany();
  // Conversations take turns, so each one's messages are spread through the table, and every fourth
  // exchange shares its second with the exchange before it (ties broken by id across batch boundaries).
  await db.$executeRawUnsafe(
    `INSERT INTO "ChatConversation" ("sessionId", language, "updatedAt")
     SELECT 'export-' || c, CASE WHEN c % 3 = 0 THEN NULL ELSE 'es' END, now() FROM generate_series(1, ${CONVERSATIONS}) c`,
  );
  await db.$executeRawUnsafe(
    `INSERT INTO "ChatMessage" ("conversationId", role, content, sources, outcome, rating, "createdAt")
     SELECT conversation.id, turn.role::"ChatRole",
       CASE WHEN turn.role = 'user' THEN 'Q ' || c || '/' || e ELSE '=A ' || c || '/' || e || E', "quoted"\nsecond line' END,
       CASE WHEN turn.role = 'assistant' THEN '[{"title":"Doc","url":"/api/documents/1/download"}]'::jsonb END,
       CASE WHEN turn.role = 'assistant' THEN (CASE WHEN e % 10 = 0 THEN 'not_found' ELSE 'generated' END)::"AnswerOutcome" END,
       CASE WHEN turn.role = 'assistant' AND e % 7 = 0 THEN -1 WHEN turn.role = 'assistant' AND e % 5 = 0 THEN 1 END,
       timestamp '2026-05-01 00:00:00' + (((e * ${CONVERSATIONS} + c) / 4) * 4 + turn.step) * interval '1 second'
     FROM generate_series(1, ${EXCHANGES_EACH}) e, generate_series(1, ${CONVERSATIONS}) c,
       (VALUES ('user', 0), ('assistant', 1)) turn(role, step), "ChatConversation" conversation
     WHERE conversation."sessionId" = 'export-' || c
     ORDER BY e, c, turn.step`,
  );
});

describe("the conversation export", () => {
  it("gives every exchange once, newest first, across batches and equal times, each with its own question", async () => {
    const rows = await exported("all");
    expect(rows).toHaveLength(CONVERSATIONS * EXCHANGES_EACH);
    expect(rows.map((row) => row.id)).toEqual(await expectedIds(""));
    for (const row of rows) expect(row.answer.replace(/^=A /, "Q ").split(",")[0]).toBe(row.question);
    expect(rows[0].createdAt.getTime()).toBeGreaterThan(T0);
  });

  it("follows the filters and the maximum", async () => {
    const unanswered = await exported("unanswered");
    expect(unanswered.map((row) => row.id)).toEqual(await expectedIds(`AND outcome = 'not_found'`));
    expect(unanswered).toHaveLength(CONVERSATIONS * (EXCHANGES_EACH / 10));
    const lowRated = await exported("low-rated");
    expect(lowRated.map((row) => row.id)).toEqual(await expectedIds("AND rating < 0"));
    expect(lowRated.every((row) => row.rating === -1)).toBe(true);
    expect((await exported("all", 701)).map((row) => row.id)).toEqual((await expectedIds("")).slice(0, 701));
  });

  it("writes the same bytes as one read of all the rows: BOM, header, CRLF, quoted fields", async () => {
    const response = await csvDownload(exchangesCsv, exportExchanges("all"), "chatbot-all", "test");
    const csv = bytesAsText.decode(await response.arrayBuffer());
    const [newest] = await db.$queryRawUnsafe<{ id: number; conversationId: number; createdAt: Date }[]>(
      `SELECT id, "conversationId", "createdAt" FROM "ChatMessage" WHERE role = 'assistant' ORDER BY "createdAt" DESC, id DESC LIMIT 1`,
    );
    const { language, sessionId } = await db.chatConversation.findUniqueOrThrow({
      where: { id: newest.conversationId },
      select: { language: true, sessionId: true },
    });
    const tag = `${sessionId.replace("export-", "")}/${EXCHANGES_EACH}`;
    expect(csv.startsWith("\uFEFFdate,conversation,language,question,answer,outcome,rating,sources\r\n")).toBe(true);
    expect(csv.split("\r\n")[1]).toBe(
      `${newest.createdAt.toISOString()},${newest.conversationId},${language ?? ""},Q ${tag},"'=A ${tag}, ""quoted""\nsecond line",not_found,up,Doc </api/documents/1/download>`,
    );
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(csv.split("\r\n")).toHaveLength(1 + CONVERSATIONS * EXCHANGES_EACH + 1);
  });
});
