import { apiRoute } from "@/lib/api/http";
import { ifMatching } from "@/lib/content/if-match";
import { contentKind, editorState, requirePublisher } from "@/lib/content/workflow";
import { actorOf, setDraftSchedule } from "@/lib/data/content";
import { notFound } from "@/lib/errors";
import { contentParams, scheduleSchema } from "@/lib/validation/content";

export const PUT = apiRoute(
  { auth: "editor", params: contentParams, body: scheduleSchema },
  async ({ req, params, body, user, audit }) => {
    await requirePublisher(user.role);
    const kind = contentKind(params.type, user.role);
    const publishAt = body.publishAt === null ? null : new Date(body.publishAt);
    const draft = await ifMatching(req, params, user.role, (expected) =>
      setDraftSchedule(params.type, params.id, publishAt, actorOf(user), expected),
    );
    if (!draft) throw notFound("There is no draft to schedule. Save a change first.");
    audit({
      action: "schedule",
      entityType: kind.label,
      entityId: params.id,
      summary: publishAt
        ? `Scheduled ${kind.label} #${params.id} to publish at ${publishAt.toISOString()}`
        : `Cleared the publish time of ${kind.label} #${params.id}`,
    });
    return editorState(params.type, params.id, user.role);
  },
);
