import { apiRoute } from "@/lib/api/http";
import { auditCsv } from "@/lib/audit/csv";
import { exportAuditEntries } from "@/lib/data/audit";
import { auditFilterSchema } from "@/lib/validation/audit";

export const GET = apiRoute({ auth: "admin", query: auditFilterSchema }, async ({ query }) => {
  const csv = auditCsv(await exportAuditEntries(query));
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="activity-${stamp}.csv"`,
      "Cache-Control": "no-store",
    },
  });
});
