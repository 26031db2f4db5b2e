import { apiRoute } from "@/lib/api/http";
import { turnOffTwoFactor } from "@/lib/auth/account";
import { confirmPasswordSchema } from "@/lib/validation/auth";

export const POST = apiRoute({ auth: "user", body: confirmPasswordSchema }, async ({ user, body, audit }) => {
  await turnOffTwoFactor(user, body.password);
  audit({
    action: "update",
    entityType: "user",
    entityId: user.id,
    summary: `${user.username} turned off two-factor sign-in`,
  });
  return { success: true, message: "Two-factor sign-in is off." };
});
