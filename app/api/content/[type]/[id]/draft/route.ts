// GET /api/content/[type]/[id]/draft — what the editor opens (the draft, else the live item) and whether this user may publish;
// PUT — save the draft; DELETE — discard it (editor)
import { LARGE_BODY_LIMIT } from "@/lib/api/body";
import { apiRoute } from "@/lib/api/http";
import { CONTENT_KINDS, editorState } from "@/lib/content/workflow";
import { bookletSnapshotSchema, contentParams } from "@/lib/validation/content";

export const GET = apiRoute({ auth: "editor", params: contentParams }, async ({ params, user }) =>
  editorState(params.type, params.id, user.role),
);

export const PUT = apiRoute(
  { auth: "editor", params: contentParams, body: bookletSnapshotSchema, maxBodyBytes: LARGE_BODY_LIMIT },
  async ({ params, body, user, audit }) => {
    const kind = CONTENT_KINDS[params.type];
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
  const kind = CONTENT_KINDS[params.type];
  await kind.discard(params.id);
  audit({
    action: "delete",
    entityType: kind.label,
    entityId: params.id,
    summary: `Discarded the draft of ${kind.label} #${params.id}`,
  });
  return editorState(params.type, params.id, user.role);
});
