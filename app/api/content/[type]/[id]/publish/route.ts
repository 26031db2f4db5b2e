import { apiRoute } from "@/lib/api/http";
import { contentKind, publishedNote, requirePublisher } from "@/lib/content/workflow";
import { contentParams, publishSchema } from "@/lib/validation/content";

export const POST = apiRoute(
  { auth: "editor", params: contentParams, body: publishSchema },
  async ({ params, body, user, audit }) => {
    await requirePublisher(user.role);
    const kind = contentKind(params.type, user.role);
    const result = await kind.publish(params.id, { actor: { id: user.id, name: user.username }, note: body.note });
    audit(publishedNote(kind, params.id, result.title, body.note));
    return { ...result, published: true as const };
  },
);
