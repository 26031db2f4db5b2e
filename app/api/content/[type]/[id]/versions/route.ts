// GET /api/content/[type]/[id]/versions — published versions, newest first (editor)
import { apiRoute } from "@/lib/api/http";
import { listVersions } from "@/lib/data/content";
import { contentParams } from "@/lib/validation/content";

export const GET = apiRoute({ auth: "editor", params: contentParams }, async ({ params }) =>
  listVersions(params.type, params.id),
);
