// Read-only on purpose: no method anywhere changes or removes an entry (decision 016).
import { apiRoute } from "@/lib/api/http";
import { listAuditEntries } from "@/lib/data/audit";
import { auditListQuerySchema } from "@/lib/validation/audit";

export const GET = apiRoute({ auth: "admin", query: auditListQuerySchema }, async ({ query }) =>
  listAuditEntries(query),
);
