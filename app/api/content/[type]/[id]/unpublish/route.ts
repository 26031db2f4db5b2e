import { apiRoute } from "@/lib/api/http";
import { contentKind, requirePublisher } from "@/lib/content/workflow";
import { contentParams } from "@/lib/validation/content";

export const POST = apiRoute({ auth: "editor", params: contentParams }, async ({ params, user, audit }) => {
  await requirePublisher(user.role);
  const kind = contentKind(params.type, user.role);
  const result = await kind.unpublish(params.id);
  audit({
    action: "unpublish",
    entityType: kind.label,
    entityId: params.id,
    summary: `Unpublished ${kind.label} "${result.title}"`,
  });
  return { ...result, published: false as const };
});
