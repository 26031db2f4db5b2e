import { apiRoute } from "@/lib/api/http";
import { finishTwoFactorSetup } from "@/lib/auth/account";
import { twoFactorEnableSchema } from "@/lib/validation/auth";

export const POST = apiRoute({ auth: "user", body: twoFactorEnableSchema }, async ({ user, body, audit }) => {
  const result = await finishTwoFactorSetup(user.id, body.code);
  audit({
    action: "update",
    entityType: "user",
    entityId: user.id,
    summary: `${user.username} turned on two-factor sign-in`,
  });
  return result;
});
