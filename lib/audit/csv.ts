import type { CsvTable } from "@/lib/format";

type Row = {
  createdAt: Date;
  actorName: string;
  action: string;
  entityType: string;
  entityId: number | null;
  summary: string;
};

export const auditCsv: CsvTable<Row> = {
  columns: ["date", "user", "action", "entity", "entity id", "summary"],
  fields: (row) => [
    row.createdAt.toISOString(),
    row.actorName,
    row.action,
    row.entityType,
    row.entityId ?? "",
    row.summary,
  ],
};
