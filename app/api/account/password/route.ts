import { apiRoute } from "@/lib/api/http";
import { changeOwnPassword } from "@/lib/auth/password-reset";
import { changePasswordSchema } from "@/lib/validation/auth";

export const POST = apiRoute({ auth: "user", body: changePasswordSchema }, async ({ user, body, audit }) => {
  await changeOwnPassword(user, body);
  audit({
    action: "update",
    entityType: "user",
    entityId: user.id,
    summary: `${user.username} changed their password`,
  });
  return { success: true, message: "Password changed. Your other sessions have been signed out." };
});
