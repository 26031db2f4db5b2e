import { apiRoute, idParams } from "@/lib/api/http";
import { deletePopover } from "@/lib/data/popovers";
import { keepingBookPageHistory } from "@/lib/data/flipbook-drafts";
import { actorOf } from "@/lib/data/content";

export const DELETE = apiRoute({ auth: "admin", params: idParams }, async ({ params, user }) => {
  await deletePopover(params.id, keepingBookPageHistory({ popoverId: params.id }, actorOf(user)));
  return { message: "Popover deleted" };
});
