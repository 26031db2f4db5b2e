import { apiRoute } from "@/lib/api/http";
import { LARGE_BODY_LIMIT } from "@/lib/api/body";
import { deleteBookletPopover, updateBookletPopover } from "@/lib/data/booklets";
import { bookletPopoverUpdateSchema, popoverParams } from "@/lib/validation/booklets";
import { keepingBookletHistory } from "@/lib/data/booklet-drafts";
import { actorOf } from "@/lib/data/content";

export const PATCH = apiRoute(
  { auth: "editor", params: popoverParams, body: bookletPopoverUpdateSchema, maxBodyBytes: LARGE_BODY_LIMIT },
  async ({ params, body, user }) => {
    const history = keepingBookletHistory({ pageId: params.id }, actorOf(user));
    const popover = await updateBookletPopover(params.id, params.popoverId, body, history);
    return popover;
  },
);

export const DELETE = apiRoute({ auth: "editor", params: popoverParams }, async ({ params, user }) => {
  const history = keepingBookletHistory({ pageId: params.id }, actorOf(user));
  await deleteBookletPopover(params.id, params.popoverId, history);
  return { success: true, message: "Popover deleted" };
});
