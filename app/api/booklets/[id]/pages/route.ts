import { apiRoute, created, idParams } from "@/lib/api/http";
import { allows } from "@/lib/auth/policy";
import { LARGE_BODY_LIMIT } from "@/lib/api/body";
import { createBookletPage, listBookletPages } from "@/lib/data/booklets";
import { bookletPageSchema } from "@/lib/validation/booklets";
import { preparePageWithTranslations } from "@/lib/knowledge/page-passages";
import { keepingBookletHistory } from "@/lib/data/booklet-drafts";
import { actorOf } from "@/lib/data/content";

export const GET = apiRoute({ auth: "public", params: idParams }, async ({ params, user }) =>
  listBookletPages(params.id, { staff: allows("editor", user?.role) }),
);

export const POST = apiRoute(
  { auth: "editor", params: idParams, body: bookletPageSchema, maxBodyBytes: LARGE_BODY_LIMIT },
  async ({ params, body, user }) => {
    const history = keepingBookletHistory({ bookletId: params.id }, actorOf(user));
    const page = await createBookletPage(params.id, body, preparePageWithTranslations, history);
    return created(page);
  },
);
