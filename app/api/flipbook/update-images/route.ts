// POST /api/flipbook/update-images — point every page at /assets/images/page-{n}.webp (admin)
import { apiRoute } from "@/lib/api/http";
import { invalidate, CACHE_TAGS } from "@/lib/cache";
import { pointPagesAtImages } from "@/lib/data/flipbook";

export const POST = apiRoute({ auth: "admin" }, async () => {
  const count = await pointPagesAtImages();
  invalidate(CACHE_TAGS.flipbook);
  return { message: `Updated image paths for ${count} pages` };
});
