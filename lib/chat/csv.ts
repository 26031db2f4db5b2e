import type { ExchangeRow } from "@/lib/data/chat";


export const CSV_COLUMNS = ["date", "conversation", "language", "question", "answer", "outcome", "rating", "sources"] as const;

/**
 * RFC 4180 field: quoted when needed, quotes doubled. A leading =, +, - or @ would be run as a
 * formula by spreadsheet apps (CSV injection), so such a field gets a leading apostrophe.
 */
export function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The exchanges as CSV with a header row; a byte-order mark so spreadsheet apps read UTF-8. */
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
