import { apiRoute } from "@/lib/api/http";
import { contentKind, editorState } from "@/lib/content/workflow";
import { contentVersionParams } from "@/lib/validation/content";

export const POST = apiRoute({ auth: "editor", params: contentVersionParams }, async ({ params, user, audit }) => {
  const kind = contentKind(params.type, user.role);
  await kind.restore(params.id, params.versionId, { id: user.id, name: user.username });
  audit({
    action: "restore",
    entityType: kind.label,
    entityId: params.id,
    summary: `Restored version #${params.versionId} of ${kind.label} #${params.id} as a draft`,
  });
  return editorState(params.type, params.id, user.role);
});
