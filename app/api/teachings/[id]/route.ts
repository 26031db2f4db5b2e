// DELETE /api/teachings/[id] — a teaching with its drafts and versions (editor; one on the site only by someone who may publish)
import { apiRoute, idParams } from "@/lib/api/http";
import { deleteTeaching } from "@/lib/data/teachings";

export const DELETE = apiRoute({ auth: "editor", params: idParams }, async ({ params, user }) => {
  await deleteTeaching(params.id, user);
  return { success: true };
});
