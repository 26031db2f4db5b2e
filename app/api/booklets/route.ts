// GET /api/booklets — booklets with totalPages (public); POST — create a booklet (editor)
import { apiRoute, created } from "@/lib/api/http";
import { CACHE_TAGS, invalidate } from "@/lib/cache";
import { createBooklet, listBookletSummaries } from "@/lib/data/booklets";
import { bookletSchema } from "@/lib/validation/booklets";

export const GET = apiRoute({ auth: "public" }, async () => listBookletSummaries());

export const POST = apiRoute({ auth: "editor", body: bookletSchema }, async ({ body }) => {
  const booklet = await createBooklet(body);
  invalidate(CACHE_TAGS.booklets);
  return created(booklet);
});
