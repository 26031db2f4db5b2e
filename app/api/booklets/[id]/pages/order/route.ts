import { apiRoute, idParams } from "@/lib/api/http";
import { reorderBookletPages } from "@/lib/data/booklets";
import { bookletPageOrderSchema } from "@/lib/validation/booklets";
import { keepingBookletHistory } from "@/lib/data/booklet-drafts";
import { actorOf } from "@/lib/data/content";

export const PUT = apiRoute(
  { auth: "editor", params: idParams, body: bookletPageOrderSchema },
  async ({ params, body, user }) => {
    const history = keepingBookletHistory({ bookletId: params.id }, actorOf(user));
    const pages = await reorderBookletPages(params.id, body.pageIds, history);
    return pages;
  },
);
