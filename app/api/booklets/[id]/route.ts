import { apiRoute, idParams } from "@/lib/api/http";
import { allows } from "@/lib/auth/policy";
import { deleteBooklet, getBookletSummary, updateBooklet } from "@/lib/data/booklets";
import { notFound } from "@/lib/errors";
import { keepingBookletHistory } from "@/lib/data/booklet-drafts";
import { actorOf } from "@/lib/data/content";
import { bookletUpdateSchema } from "@/lib/validation/booklets";

export const GET = apiRoute({ auth: "public", params: idParams }, async ({ params, user }) => {
  const booklet = await getBookletSummary(params.id, { staff: allows("editor", user?.role) });
  if (!booklet) throw notFound("Booklet not found.");
  return booklet;
});

export const PATCH = apiRoute(
  { auth: "editor", params: idParams, body: bookletUpdateSchema },
  async ({ params, body, user }) => {
    const history = keepingBookletHistory({ bookletId: params.id }, actorOf(user));
    const booklet = await updateBooklet(params.id, body, history);
    return booklet;
  },
);

export const DELETE = apiRoute({ auth: "editor", params: idParams }, async ({ params, user }) => {
  await deleteBooklet(params.id, actorOf(user));
  return { success: true, message: "Booklet deleted successfully" };
});
