// DELETE /api/flipbook/popovers/[id] — remove a popover (admin)
import { apiRoute, idParams } from "@/lib/api/http";
import { invalidate, CACHE_TAGS } from "@/lib/cache";
import { deletePopover } from "@/lib/data/popovers";

export const DELETE = apiRoute({ auth: "admin", params: idParams }, async ({ params }) => {
  await deletePopover(params.id);
  invalidate(CACHE_TAGS.flipbook);
  return { message: "Popover deleted" };
});
