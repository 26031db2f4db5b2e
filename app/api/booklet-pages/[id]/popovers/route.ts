import { apiRoute, created, idParams } from "@/lib/api/http";
import { allows } from "@/lib/auth/policy";
import { LARGE_BODY_LIMIT } from "@/lib/api/body";
import { createBookletPopover, listBookletPagePopovers } from "@/lib/data/booklets";
import { bookletPopoverSchema } from "@/lib/validation/booklets";
import { keepingBookletHistory } from "@/lib/data/booklet-drafts";
import { actorOf } from "@/lib/data/content";

export const GET = apiRoute({ auth: "public", params: idParams }, async ({ params, user }) =>
  listBookletPagePopovers(params.id, { staff: allows("editor", user?.role) }),
);

export const POST = apiRoute(
  { auth: "editor", params: idParams, body: bookletPopoverSchema, maxBodyBytes: LARGE_BODY_LIMIT },
  async ({ params, body, user }) => {
    const history = keepingBookletHistory({ pageId: params.id }, actorOf(user));
    const popover = await createBookletPopover(params.id, body, history);
    return created(popover);
  },
);
