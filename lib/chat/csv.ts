import { csvField } from "@/lib/format";
import type { ExchangeRow } from "@/lib/data/chat";

export { csvField };

export const CSV_COLUMNS = [
  "date",
  "conversation",
  "language",
  "question",
  "answer",
  "outcome",
  "rating",
  "sources",
] as const;

export function exchangesCsv(rows: Omit<ExchangeRow, "promoted">[]): string {
  const lines = [CSV_COLUMNS.join(",")];
  for (const row of rows) {
    lines.push(
      [
        row.createdAt.toISOString(),
        row.conversationId,
        row.language ?? "",
        row.question ?? "",
        row.answer,
        row.outcome ?? "",
        row.rating === null ? "" : row.rating > 0 ? "up" : "down",
        row.sources.map((source) => `${source.title} <${source.url}>`).join("; "),
      ]
        .map(csvField)
        .join(","),
    );
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
