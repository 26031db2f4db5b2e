import type { CsvTable } from "@/lib/format";
import type { Exchange } from "@/lib/data/chat";

export const exchangesCsv: CsvTable<Exchange> = {
  columns: ["date", "conversation", "language", "question", "answer", "outcome", "rating", "sources"],
  fields: (row) => [
    row.createdAt.toISOString(),
    row.conversationId,
    row.language ?? "",
    row.question ?? "",
    row.answer,
    row.outcome ?? "",
    row.rating === null ? "" : row.rating > 0 ? "up" : "down",
    row.sources.map((source) => `${source.title} <${source.url}>`).join("; "),
  ],
};
