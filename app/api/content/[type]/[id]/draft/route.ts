// GET /api/content/[type]/[id]/draft — what the editor opens (the draft, else the live item) and whether this user may publish;
// PUT — save the draft; DELETE — discard it (editor)
import { LARGE_BODY_LIMIT } from "@/lib/api/body";
import { apiRoute } from "@/lib/api/http";
import { CONTENT_KINDS, canPublish } from "@/lib/content/workflow";
import { isPublishingRestricted } from "@/lib/data/content";
import { bookletSnapshotSchema, contentParams } from "@/lib/validation/content";

export const GET = apiRoute({ auth: "editor", params: contentParams }, async ({ params, user }) => {
  const state = (await CONTENT_KINDS[params.type].state(params.id)) as object;
  return { ...state, canPublish: await canPublish(user.role), publishingRestricted: await isPublishingRestricted() };
});

export const PUT = apiRoute(
  { auth: "editor", params: contentParams, body: bookletSnapshotSchema, maxBodyBytes: LARGE_BODY_LIMIT },
  async ({ params, body, user, audit }) => {
    const kind = CONTENT_KINDS[params.type];
    const state = await kind.save(params.id, body as never, { id: user.id, name: user.username });
    audit({ action: "update", entityType: kind.label, entityId: params.id, summary: `Saved the draft of ${kind.label} "${body.title}"` });
    return state;
  },
);

export const DELETE = apiRoute({ auth: "editor", params: contentParams }, async ({ params, audit }) => {
  const kind = CONTENT_KINDS[params.type];
  const state = await kind.discard(params.id);
  audit({ action: "delete", entityType: kind.label, entityId: params.id, summary: `Discarded the draft of ${kind.label} #${params.id}` });
  return state;
});
