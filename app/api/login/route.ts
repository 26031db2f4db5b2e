// POST /api/login — check username and password, start a session, return the user (public, throttled)
import { apiRoute } from "@/lib/api/http";
import { clientIp } from "@/lib/api/client-ip";
import { authenticate } from "@/lib/auth/login";
import { toUserResponse } from "@/lib/auth/user-response";
import { assertSessionCookieWillStick, startSession } from "@/lib/session";
import { loginSchema } from "@/lib/validation/auth";

export const POST = apiRoute({ auth: "public", body: loginSchema }, async ({ req, body }) => {
  assertSessionCookieWillStick(req);
  const user = await authenticate(body, clientIp(req));
  await startSession(user);
  return toUserResponse(user);
});
