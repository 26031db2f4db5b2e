import { apiRoute } from "@/lib/api/http";
import { beginTwoFactorSetup } from "@/lib/auth/account";

export const POST = apiRoute({ auth: "user" }, async ({ user, audit }) => {
  audit(false);
  return beginTwoFactorSetup(user);
});
