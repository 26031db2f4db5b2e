import { apiRoute, idParams } from "@/lib/api/http";
import { allows } from "@/lib/auth/policy";
import { LARGE_BODY_LIMIT } from "@/lib/api/body";
import { deleteBookletPage, getBookletPage, updateBookletPage } from "@/lib/data/booklets";
import { bookletPageUpdateSchema } from "@/lib/validation/booklets";
import { preparePageWithTranslations } from "@/lib/knowledge/page-passages";
import { keepingBookletHistory } from "@/lib/data/booklet-drafts";
import { actorOf } from "@/lib/data/content";

export const GET = apiRoute({ auth: "public", params: idParams }, async ({ params, user }) =>
  getBookletPage(params.id, { staff: allows("editor", user?.role) }),
);

export const PATCH = apiRoute(
  { auth: "editor", params: idParams, body: bookletPageUpdateSchema, maxBodyBytes: LARGE_BODY_LIMIT },
  async ({ params, body, user }) => {
    const history = keepingBookletHistory({ pageId: params.id }, actorOf(user));
    const page = await updateBookletPage(params.id, body, preparePageWithTranslations, history);
    return page;
  },
);

export const DELETE = apiRoute({ auth: "editor", params: idParams }, async ({ params, user }) => {
  await deleteBookletPage(params.id, keepingBookletHistory({ pageId: params.id }, actorOf(user)));
  return { success: true, message: "Page deleted" };
});
