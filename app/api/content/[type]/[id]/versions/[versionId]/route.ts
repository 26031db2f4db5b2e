import { apiRoute } from "@/lib/api/http";
import { contentKind } from "@/lib/content/workflow";
import { getVersion } from "@/lib/data/content";
import { notFound } from "@/lib/errors";
import { contentVersionParams } from "@/lib/validation/content";

export const GET = apiRoute({ auth: "editor", params: contentVersionParams }, async ({ params, user }) => {
  contentKind(params.type, user.role);
  const version = await getVersion(params.type, params.id, params.versionId);
  if (!version) throw notFound("Version not found.");
  return version;
});
