import { apiRoute } from "@/lib/api/http";
import { LARGE_BODY_LIMIT } from "@/lib/api/body";
import { toBookletHtml } from "@/lib/data/booklets";
import { bookletPreviewSchema } from "@/lib/validation/booklets";

export const POST = apiRoute(
  { auth: "editor", body: bookletPreviewSchema, maxBodyBytes: LARGE_BODY_LIMIT },
  async ({ body }) => ({ html: toBookletHtml(body.content) }),
);
