// GET /api/flipbook/popovers?pageId=[&language=] — a page's popovers (public); POST — add one (admin)
import { apiRoute, created } from "@/lib/api/http";
import { invalidate, CACHE_TAGS } from "@/lib/cache";
import { createPopover, listPopovers } from "@/lib/data/popovers";
import { popoverCreateSchema, popoversQuerySchema } from "@/lib/validation/flipbook";

// `language` is accepted for the spec's client; popovers are served in their stored language
// until a translation provider is configured.
export const GET = apiRoute({ auth: "public", query: popoversQuerySchema }, async ({ query }) => listPopovers(query.pageId));

export const POST = apiRoute({ auth: "admin", body: popoverCreateSchema }, async ({ body }) => {
  const popover = await createPopover(body);
  invalidate(CACHE_TAGS.flipbook);
  return created(popover);
});
