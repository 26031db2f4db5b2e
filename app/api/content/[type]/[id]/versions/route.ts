import { apiRoute } from "@/lib/api/http";
import { contentKind } from "@/lib/content/workflow";
import { listVersions } from "@/lib/data/content";
import { contentParams } from "@/lib/validation/content";

export const GET = apiRoute({ auth: "editor", params: contentParams }, async ({ params, user }) => {
  contentKind(params.type, user.role);
  return listVersions(params.type, params.id);
});
