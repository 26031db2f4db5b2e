// GET /api/content/[type]/[id]/draft — what the editor opens (the draft, else the live item) and whether this user may publish;
// PUT — save the draft; DELETE — discard it (editor)
import { LARGE_BODY_LIMIT } from "@/lib/api/body";
import { apiRoute } from "@/lib/api/http";
import { contentKind, editorState } from "@/lib/content/workflow";
import { badRequest } from "@/lib/errors";
import { DRAFT_SCHEMAS, contentParams } from "@/lib/validation/content";
import { zodFieldErrors } from "@/lib/api/http";
import { z } from "zod";

export const GET = apiRoute({ auth: "editor", params: contentParams }, async ({ params, user }) =>
  editorState(params.type, params.id, user.role),
);

export const PUT = apiRoute(
  { auth: "editor", params: contentParams, body: z.unknown(), maxBodyBytes: LARGE_BODY_LIMIT },
  async ({ params, body: input, user, audit }) => {
    const kind = contentKind(params.type, user.role);
    // Each kind has its own snapshot: the body is checked against the one the path names.
    const parsed = DRAFT_SCHEMAS[params.type].safeParse(input);
    if (!parsed.success) {
      const errors = zodFieldErrors(parsed.error);
      throw badRequest(Object.values(errors)[0]?.[0] ?? "Invalid input.", errors);
    }
    const body = parsed.data;
    await kind.save(params.id, body as never, { id: user.id, name: user.username });
    audit({
      action: "update",
      entityType: kind.label,
      entityId: params.id,
      summary: `Saved the draft of ${kind.label} "${body.title}"`,
    });
    return editorState(params.type, params.id, user.role);
  },
);

export const DELETE = apiRoute({ auth: "editor", params: contentParams }, async ({ params, user, audit }) => {
  const kind = contentKind(params.type, user.role);
  await kind.discard(params.id);
  audit({
    action: "delete",
    entityType: kind.label,
    entityId: params.id,
    summary: `Discarded the draft of ${kind.label} #${params.id}`,
  });
  return editorState(params.type, params.id, user.role);
});
