import { apiRoute, idParams } from "@/lib/api/http";
import { deleteTeaching } from "@/lib/data/teachings";

export const DELETE = apiRoute({ auth: "editor", params: idParams }, async ({ params, user }) => {
  await deleteTeaching(params.id, user);
  return { success: true };
});
