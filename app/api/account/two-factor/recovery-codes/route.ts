import { apiRoute } from "@/lib/api/http";
import { regenerateRecoveryCodes } from "@/lib/auth/account";
import { confirmPasswordSchema } from "@/lib/validation/auth";

export const POST = apiRoute({ auth: "user", body: confirmPasswordSchema }, async ({ user, body, audit }) => {
  audit(false);
  return regenerateRecoveryCodes(user, body.password);
});
