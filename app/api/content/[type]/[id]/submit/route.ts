import { apiRoute } from "@/lib/api/http";
import { contentKind, editorState } from "@/lib/content/workflow";
import { submitDraft } from "@/lib/data/content";
import { notFound } from "@/lib/errors";
import { contentParams, submitSchema } from "@/lib/validation/content";

export const POST = apiRoute(
  { auth: "editor", params: contentParams, body: submitSchema },
  async ({ params, body, user, audit }) => {
    const kind = contentKind(params.type, user.role);
    const draft = await submitDraft(params.type, params.id, { id: user.id, name: user.username }, body.note);
    if (!draft) throw notFound("There is no draft to submit. Save a change first.");
    audit({
      action: "submit",
      entityType: kind.label,
      entityId: params.id,
      summary: `Submitted the draft of ${kind.label} #${params.id} for review`,
    });
    return editorState(params.type, params.id, user.role);
  },
);
