import { apiRoute } from "@/lib/api/http";
import { auditCsv } from "@/lib/audit/csv";
import { exportAuditEntries } from "@/lib/data/audit";
import { csvDownload } from "@/lib/http/csv-download";
import { auditFilterSchema } from "@/lib/validation/audit";

export const GET = apiRoute({ auth: "admin", query: auditFilterSchema }, async ({ query, user }) =>
  csvDownload(auditCsv, exportAuditEntries(query), "activity", String(user.id)),
);
