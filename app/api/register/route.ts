// POST /api/register — create an account (first admin: from this machine or with the setup token;
// otherwise pending, and the admins are mailed) and log it in (public, throttled; common and
// breached passwords refused)
import { after } from "next/server";
import { apiRoute, created } from "@/lib/api/http";
import { clientIp, isDirectLocalRequest } from "@/lib/api/client-ip";
import { hashPassword } from "@/lib/auth/password";
import { passwordProblem } from "@/lib/auth/password-policy";
import { toUserResponse } from "@/lib/auth/user-response";
import { registerUser } from "@/lib/data/users";
import { badRequest } from "@/lib/errors";
import { log } from "@/lib/log";
import { siteOrigin } from "@/lib/mail/links";
import { notifySignupPending } from "@/lib/mail/notifications";
import { consumeRateLimit } from "@/lib/rate-limit";
import { assertSessionCookieWillStick, startSession } from "@/lib/session";
import { registerSchema } from "@/lib/validation/auth";

export const POST = apiRoute({ auth: "public", body: registerSchema }, async ({ req, body }) => {
  assertSessionCookieWillStick(req);
  const ip = clientIp(req);
  await consumeRateLimit("registerPerIp", ip);
  const problem = await passwordProblem(body.password, body);
  if (problem) throw badRequest(problem, { password: [problem] });
  const user = await registerUser(
    { username: body.username, email: body.email, passwordHash: await hashPassword(body.password) },
    { local: isDirectLocalRequest(req), setupToken: body.setupToken || undefined },
  );
  await startSession(user);
  if (user.role === "pending") {
    const origin = siteOrigin(req.nextUrl.origin);
    after(() =>
      notifySignupPending(user, origin).catch((error: unknown) => log.warn("sign-up alert not queued", { err: error })),
    );
  }
  return created(toUserResponse(user));
});
