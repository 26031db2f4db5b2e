import { apiRoute, idParams } from "@/lib/api/http";
import { toUserResponse } from "@/lib/auth/user-response";
import { changeUserRole, deleteUser } from "@/lib/data/users";
import { log } from "@/lib/log";
import { adminMailOrigin } from "@/lib/mail/links";
import { notifyAccountApproved } from "@/lib/mail/notifications";
import { updateUserSchema } from "@/lib/validation/auth";

export const PATCH = apiRoute(
  { auth: "admin", params: idParams, body: updateUserSchema },
  async ({ req, params, body, audit }) => {
    const user = await changeUserRole({ userId: params.id, role: body.role });
    if (user.previousRole === user.role) audit(false);
    else if (user.previousRole === "pending") {
      audit({ action: "approve", summary: `Approved ${user.username} as ${user.role}` });
      await notifyAccountApproved(user.id, await adminMailOrigin(req)).catch((error: unknown) =>
        log.warn("approval mail not queued", { err: error }),
      );
    } else
      audit({ action: "role_change", summary: `Changed ${user.username} from ${user.previousRole} to ${user.role}` });
    return toUserResponse(user);
  },
);

export const DELETE = apiRoute({ auth: "admin", params: idParams }, async ({ params, audit }) => {
  const { username } = await deleteUser({ userId: params.id });
  audit({ summary: `Removed the account ${username}` });
  return { success: true, message: "User removed" };
});
