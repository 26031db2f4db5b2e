// GET /api/activity?userId&action&entityType&from&to&page — the audit trail, newest first (admin).
// Read-only on purpose: no method here or anywhere changes or removes an entry (decision 016).
import { apiRoute } from "@/lib/api/http";
import { listAuditEntries } from "@/lib/data/audit";
import { auditListQuerySchema } from "@/lib/validation/audit";

export const GET = apiRoute({ auth: "admin", query: auditListQuerySchema }, async ({ query }) =>
  listAuditEntries(query),
);
