// POST /api/register — create an account (first admin: from this machine or with the setup token;
// otherwise pending) and log it in (public, throttled)
import { apiRoute, created } from "@/lib/api/http";
import { clientIp, isLoopback } from "@/lib/api/client-ip";
import { hashPassword } from "@/lib/auth/password";
import { toUserResponse } from "@/lib/auth/user-response";
import { registerUser } from "@/lib/data/users";
import { consumeRateLimit } from "@/lib/rate-limit";
import { assertSessionCookieWillStick, startSession } from "@/lib/session";
import { registerSchema } from "@/lib/validation/auth";

export const POST = apiRoute({ auth: "public", body: registerSchema }, async ({ req, body }) => {
  assertSessionCookieWillStick(req);
  const ip = clientIp(req);
  await consumeRateLimit("registerPerIp", ip);
  const user = await registerUser(
    { username: body.username, email: body.email, passwordHash: await hashPassword(body.password) },
    { local: isLoopback(ip), setupToken: body.setupToken || undefined },
  );
  await startSession(user);
  return created(toUserResponse(user));
});
