import "server-only";
import type { NextRequest } from "next/server";
import { editorState } from "@/lib/content/workflow";
import { DRAFT_CHANGED, type ExpectedRevision } from "@/lib/data/content";
import { AppError, preconditionFailed } from "@/lib/errors";
import type { Role } from "@/lib/generated/prisma/enums";
import { ifMatchSchema, type ContentType } from "@/lib/validation/content";

// No If-Match: last write wins (spec clients); a stale one is a 412 with the current state, so the screen shows it.
export async function ifMatching<T>(
  req: NextRequest,
  item: { type: ContentType; id: number },
  role: Role | undefined,
  write: (expected: ExpectedRevision) => Promise<T>,
): Promise<T> {
  const header = req.headers.get("if-match");
  if (header === null) return write(undefined);
  try {
    const parsed = ifMatchSchema.safeParse(header);
    if (!parsed.success) throw preconditionFailed(DRAFT_CHANGED);
    return await write(parsed.data);
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 412) throw error;
    throw preconditionFailed(error.message, { current: await editorState(item.type, item.id, role) });
  }
}
