// POST /api/account/two-factor/setup — a new authenticator secret with its QR code (SVG); two-factor
// stays as it was until a code confirms it (any signed-in user)
import { apiRoute } from "@/lib/api/http";
import { beginTwoFactorSetup } from "@/lib/auth/account";

export const POST = apiRoute({ auth: "user" }, async ({ user, audit }) => {
  audit(false);
  return beginTwoFactorSetup(user);
});
