import { apiRoute } from "@/lib/api/http";
import { ownAccount } from "@/lib/auth/account";
import { setUserLanguage } from "@/lib/data/users";
import { accountUpdateSchema } from "@/lib/validation/auth";

export const GET = apiRoute({ auth: "user" }, async ({ user }) => ownAccount(user.id));

export const PATCH = apiRoute({ auth: "user", body: accountUpdateSchema }, async ({ user, body, audit }) => {
  await setUserLanguage(user.id, body.language);
  audit(false);
  return ownAccount(user.id);
});
