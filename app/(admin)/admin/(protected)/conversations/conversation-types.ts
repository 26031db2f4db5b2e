import type { AnswerOutcome, ChatSource } from "@/lib/chat/constants";
import type { ExchangeRow } from "@/lib/data/chat";
import type { ConversationFilter } from "@/lib/validation/chat";

// GET /api/conversations and /api/conversations/{id} as the browser receives them.
export type Exchange = Omit<ExchangeRow, "createdAt"> & { createdAt: string };

export type ExchangePage = {
  items: Exchange[];
  total: number;
  page: number;
  pageSize: number;
  counts: { all: number; unanswered: number; lowRated: number; conversations: number };
};

export type ConversationDetail = {
  id: number;
  language: string | null;
  createdAt: string;
  messages: { id: number; role: "user" | "assistant"; content: string; sources: ChatSource[]; outcome: AnswerOutcome | null; rating: number | null; createdAt: string }[];
};

export const conversationsKey = (filter: ConversationFilter, page: number) => ["conversations", filter, page] as const;

/** The document id of a download link, when a source is a document. */
export function sourceDocumentId(sources: ChatSource[]): number | null {
  for (const source of sources) {
    const match = /^\/api\/documents\/(\d+)\/download$/.exec(source.url);
    if (match) return Number(match[1]);
  }
  return null;
}
