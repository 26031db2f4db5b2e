// POST /api/flipbook/fix-page-mapping — renumber pages per the 21-entry mapping (admin) → {updated}
import { apiRoute } from "@/lib/api/http";
import { invalidate, CACHE_TAGS } from "@/lib/cache";
import { applyPageMapping } from "@/lib/data/flipbook";
import { STATIC_READER_PAGES } from "@/lib/book/static-reader";

export const POST = apiRoute({ auth: "admin" }, async () => {
  const updated = await applyPageMapping(STATIC_READER_PAGES);
  if (updated > 0) invalidate(CACHE_TAGS.flipbook);
  return { updated };
});
