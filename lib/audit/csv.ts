import { csvField } from "@/lib/format";

type Row = {
  createdAt: Date;
  actorName: string;
  action: string;
  entityType: string;
  entityId: number | null;
  summary: string;
};

export const AUDIT_CSV_COLUMNS = ["date", "user", "action", "entity", "entity id", "summary"] as const;

/** The entries as CSV with a header row; a byte-order mark so spreadsheet apps read UTF-8. */
export function auditCsv(rows: Row[]): string {
  const lines = [AUDIT_CSV_COLUMNS.join(",")];
  for (const row of rows) {
    lines.push(
      [row.createdAt.toISOString(), row.actorName, row.action, row.entityType, row.entityId ?? "", row.summary]
        .map(csvField)
        .join(","),
    );
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
