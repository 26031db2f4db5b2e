import "server-only";
import { recordAudit } from "@/lib/data/audit";
import type { SessionUser } from "@/lib/session";
import { describeRequest, type AuditNote } from "./describe";

// Logged, not thrown: the change itself has already been made and answered for.
export async function auditRequest(input: {
  method: string;
  pathname: string;
  user: SessionUser;
  body: unknown;
  result: unknown;
  note?: AuditNote;
}) {
  let result = input.result;
  if (result instanceof Response) {
    if (!result.ok) return;
    result = result.headers.get("content-type")?.includes("application/json")
      ? await result
          .clone()
          .json()
          .catch(() => null)
      : null;
  }
  const event = describeRequest({ ...input, result });
  if (!event) return;
  try {
    await recordAudit(input.user, event);
  } catch (error) {
    console.error(`[audit] ${input.method} ${input.pathname} not recorded:`, error);
  }
}
