export const AUDIT_ACTIONS = [
  "create",
  "update",
  "delete",
  "publish",
  "unpublish",
  "approve",
  "role_change",
  "restore",
  "schedule",
  "submit",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditEvent = { action: AuditAction; entityType: string; entityId: number | null; summary: string };
