import "server-only";
import { db, fastCommitPool } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { newestFirstBatches } from "@/lib/data/newest-first";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { AnswerOutcome, ChatSource, HistoryMessage } from "@/lib/contracts/chat";
import type { ConversationFilter } from "@/lib/validation/chat";

// The browser's session id (requirements §D5) is the visitor's key: nothing crosses between conversations.

const HISTORY_LIMIT = 100;
export const ADMIN_PAGE_SIZE = 25;

export async function recordQuestion(input: {
  sessionId: string;
  language: string | null;
  question: string;
}): Promise<{ conversationId: number; messageId: number }> {
  const { rows } = await fastCommitPool().query<{ conversationId: number; messageId: number }>({
    name: "chat-record-question",
    text: `WITH conversation AS (
       INSERT INTO "ChatConversation" ("sessionId", language, "updatedAt") VALUES ($1, $2, now())
       ON CONFLICT ("sessionId") DO UPDATE SET language = coalesce(EXCLUDED.language, "ChatConversation".language), "updatedAt" = now()
       RETURNING id
     )
     INSERT INTO "ChatMessage" ("conversationId", role, content) SELECT id, 'user', $3 FROM conversation
     RETURNING "conversationId", id AS "messageId"`,
    values: [input.sessionId, input.language, input.question],
  });
  return rows[0];
}

export async function recordAnswer(input: {
  conversationId: number;
  content: string;
  sources: ChatSource[];
  outcome: AnswerOutcome;
}): Promise<number> {
  const { rows } = await fastCommitPool().query<{ id: number }>({
    name: "chat-record-answer",
    text: `INSERT INTO "ChatMessage" ("conversationId", role, content, sources, outcome) VALUES ($1, 'assistant', $2, $3::jsonb, $4::"AnswerOutcome") RETURNING id`,
    values: [input.conversationId, input.content, JSON.stringify(input.sources), input.outcome],
  });
  return rows[0].id;
}

export async function setConversationLanguage(id: number, language: string) {
  await db.chatConversation.update({ where: { id }, data: { language }, select: { id: true } });
}

export async function recentChatMessages(
  conversationId: number,
  count: number,
  beforeId: number,
): Promise<{ role: "user" | "assistant"; content: string }[]> {
  const rows = await db.chatMessage.findMany({
    where: { conversationId, id: { lt: beforeId } },
    select: { role: true, content: true },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: count,
  });
  return rows.reverse();
}

const toSources = (value: Prisma.JsonValue | null): ChatSource[] =>
  Array.isArray(value) ? (value as ChatSource[]) : [];

export async function getSessionHistory(
  sessionId: string,
): Promise<{ language: string | null; messages: HistoryMessage[] }> {
  const conversation = await db.chatConversation.findUnique({
    where: { sessionId },
    select: {
      language: true,
      messages: {
        select: { id: true, role: true, content: true, sources: true, outcome: true, rating: true, createdAt: true },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: HISTORY_LIMIT,
      },
    },
  });
  if (!conversation) return { language: null, messages: [] };
  return {
    language: conversation.language,
    messages: conversation.messages.reverse().map((message) => ({
      ...message,
      sources: toSources(message.sources),
      createdAt: message.createdAt.toISOString(),
    })),
  };
}

export async function rateChatMessage({
  messageId,
  sessionId,
  rating,
}: {
  messageId: number;
  sessionId: string;
  rating: 1 | -1 | null;
}) {
  const { count } = await db.chatMessage.updateMany({
    where: { id: messageId, role: "assistant", conversation: { sessionId } },
    data: { rating },
  });
  if (count === 0) throw notFound("Message not found.");
  return { id: messageId, rating };
}

export async function getAnswerForSpeech(messageId: number): Promise<{ content: string; sessionId: string } | null> {
  const row = await db.chatMessage.findFirst({
    where: { id: messageId, role: "assistant" },
    select: { content: true, conversation: { select: { sessionId: true } } },
  });
  return row && { content: row.content, sessionId: row.conversation.sessionId };
}

export type Exchange = {
  id: number;
  conversationId: number;
  language: string | null;
  question: string | null;
  answer: string;
  sources: ChatSource[];
  outcome: AnswerOutcome | null;
  rating: number | null;
  createdAt: Date;
};

export type ExchangeRow = Exchange & { promoted: boolean };

function filterSql(filter: ConversationFilter) {
  if (filter === "unanswered") return `AND a.outcome = 'not_found'`;
  if (filter === "low-rated") return `AND a.rating < 0`;
  return "";
}

// The row comparison means `u.id < a.id` in a form only the (conversationId, role, id) index serves: given the
// plain form, the planner may walk the primary key back through every other conversation's messages.
const EXCHANGE_SQL = (filter: ConversationFilter) => `
  FROM "ChatMessage" a
  JOIN "ChatConversation" c ON c.id = a."conversationId"
  LEFT JOIN LATERAL (
    SELECT u.content FROM "ChatMessage" u
    WHERE u."conversationId" = a."conversationId" AND u.role = 'user'
      AND (u."conversationId", u.role, u.id) < (a."conversationId", 'user', a.id)
    ORDER BY u.id DESC LIMIT 1
  ) q ON true
  WHERE a.role = 'assistant' ${filterSql(filter)}`;

const EXCHANGE_COLUMNS = `
  a.id, a."conversationId", c.language, q.content AS question, a.content AS answer, a.sources, a.outcome::text AS outcome,
  a.rating, a."createdAt"`;

const PROMOTED_COLUMN = `
  EXISTS (SELECT 1 FROM "Question" s WHERE lower(btrim(s.question)) = lower(btrim(q.content))) AS promoted`;

type RawExchange<T extends Exchange> = Omit<T, "sources"> & { sources: Prisma.JsonValue | null };
const toExchange = <T extends Exchange>(row: RawExchange<T>) => ({ ...row, sources: toSources(row.sources) }) as T;

export async function listExchanges({ filter, page }: { filter: ConversationFilter; page: number }) {
  const [rows, totals] = await Promise.all([
    db.$queryRawUnsafe<RawExchange<ExchangeRow>[]>(
      `SELECT ${EXCHANGE_COLUMNS}, ${PROMOTED_COLUMN} ${EXCHANGE_SQL(filter)} ORDER BY a."createdAt" DESC, a.id DESC LIMIT $1 OFFSET $2`,
      ADMIN_PAGE_SIZE,
      (page - 1) * ADMIN_PAGE_SIZE,
    ),
    db.$queryRawUnsafe<{ total: number }[]>(`SELECT count(*)::int AS total ${EXCHANGE_SQL(filter)}`),
  ]);
  return { items: rows.map(toExchange<ExchangeRow>), total: totals[0]?.total ?? 0, page, pageSize: ADMIN_PAGE_SIZE };
}

export function exportExchanges(filter: ConversationFilter, max?: number): AsyncGenerator<Exchange[]> {
  return newestFirstBatches(async (after, take) => {
    const rows = await db.$queryRawUnsafe<RawExchange<Exchange>[]>(
      `SELECT ${EXCHANGE_COLUMNS} ${EXCHANGE_SQL(filter)} ${after ? `AND (a."createdAt", a.id) < ($2, $3)` : ""}
       ORDER BY a."createdAt" DESC, a.id DESC LIMIT $1`,
      take,
      ...(after ? [after.createdAt, after.id] : []),
    );
    return rows.map(toExchange<Exchange>);
  }, max);
}

export async function countExchanges() {
  const [row] = await db.$queryRaw<{ all: number; unanswered: number; lowRated: number; conversations: number }[]>`
    SELECT count(*)::int AS all,
           count(*) FILTER (WHERE outcome = 'not_found')::int AS unanswered,
           count(*) FILTER (WHERE rating < 0)::int AS "lowRated",
           (SELECT count(*)::int FROM "ChatConversation") AS conversations
    FROM "ChatMessage" WHERE role = 'assistant'`;
  return row;
}

export async function getConversation(id: number) {
  const conversation = await db.chatConversation.findUnique({
    where: { id },
    select: {
      id: true,
      language: true,
      createdAt: true,
      messages: {
        select: { id: true, role: true, content: true, sources: true, outcome: true, rating: true, createdAt: true },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      },
    },
  });
  if (!conversation) throw notFound("Conversation not found.");
  return {
    ...conversation,
    messages: conversation.messages.map((message) => ({ ...message, sources: toSources(message.sources) })),
  };
}
