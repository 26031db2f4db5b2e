// PATCH /api/users/[id] — approve or change a role; DELETE — remove an account (admin; never the last admin)
import { apiRoute, idParams } from "@/lib/api/http";
import { toUserResponse } from "@/lib/auth/user-response";
import { changeUserRole, deleteUser } from "@/lib/data/users";
import { updateUserSchema } from "@/lib/validation/auth";

export const PATCH = apiRoute({ auth: "admin", params: idParams, body: updateUserSchema }, async ({ params, body }) =>
  toUserResponse(await changeUserRole({ userId: params.id, role: body.role })),
);

export const DELETE = apiRoute({ auth: "admin", params: idParams }, async ({ params }) => {
  await deleteUser({ userId: params.id });
  return { success: true, message: "User removed" };
});
