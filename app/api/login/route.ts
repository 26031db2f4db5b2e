// POST /api/login — check username, password and (two-factor accounts) code, start a session, return the
// user (public, throttled); a 401 with twoFactorRequired asks for the code
import { apiRoute } from "@/lib/api/http";
import { clientIp } from "@/lib/api/client-ip";
import { authenticate } from "@/lib/auth/login";
import { toSessionUserResponse } from "@/lib/auth/user-response";
import { assertSessionCookieWillStick, startSession } from "@/lib/session";
import { loginSchema } from "@/lib/validation/auth";

export const POST = apiRoute({ auth: "public", body: loginSchema }, async ({ req, body }) => {
  assertSessionCookieWillStick(req);
  const user = await authenticate(body, clientIp(req));
  await startSession(user);
  return toSessionUserResponse(user);
});
