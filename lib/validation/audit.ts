import { z } from "zod";
import { AUDIT_ACTIONS } from "@/lib/contracts/audit";

const DATE_INVALID = "Dates look like 2026-11-24.";
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_INVALID)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), DATE_INVALID);

export const auditFilterSchema = z.object({
  userId: z.coerce.number({ error: "userId must be a whole number." }).int().positive().max(2_147_483_647).optional(),
  action: z.enum(AUDIT_ACTIONS, { error: `action must be one of ${AUDIT_ACTIONS.join(", ")}.` }).optional(),
  entityType: z.string().trim().min(1).max(40).optional(),
  from: day.optional(),
  to: day.optional(),
});

export const auditListQuerySchema = auditFilterSchema.extend({
  page: z.coerce.number({ error: "page must be a whole number." }).int().min(1).max(100_000).default(1),
});

export type AuditFilter = z.output<typeof auditFilterSchema>;
