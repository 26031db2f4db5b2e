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
