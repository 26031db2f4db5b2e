import { apiRoute } from "@/lib/api/http";
import { ifMatching } from "@/lib/content/if-match";
import { contentKind, publishedNote, requirePublisher } from "@/lib/content/workflow";
import { contentParams, publishSchema } from "@/lib/validation/content";

export const POST = apiRoute(
  { auth: "editor", params: contentParams, body: publishSchema },
  async ({ req, params, body, user, audit }) => {
    await requirePublisher(user.role);
    const kind = contentKind(params.type, user.role);
    const actor = { id: user.id, name: user.username };
    // With If-Match, only the draft the admin reviewed goes live.
    const result = await ifMatching(req, params, user.role, (expected) =>
      kind.publish(params.id, { actor, note: body.note, expected }),
    );
    audit(publishedNote(kind, params.id, result.title, body.note));
    return { ...result, published: true as const };
  },
);
