import { after, NextResponse } from "next/server";
import { apiRoute, created } from "@/lib/api/http";
import { clientIp, isDirectLocalRequest } from "@/lib/api/client-ip";
import { hashPassword } from "@/lib/auth/password";
import { passwordProblem } from "@/lib/auth/password-policy";
import { toUserResponse } from "@/lib/auth/user-response";
import { registerUser } from "@/lib/data/users";
import { badRequest } from "@/lib/errors";
import { log } from "@/lib/log";
import { sendWithMailOrigin } from "@/lib/mail/links";
import { notifyRegistrationWithTakenEmail, notifySignupPending } from "@/lib/mail/notifications";
import { consumeRateLimit } from "@/lib/rate-limit";
import { assertSessionCookieWillStick, startSession } from "@/lib/session";
import { registerSchema } from "@/lib/validation/auth";
import type { PendingRegistration } from "@/lib/api/admin/session";

const PENDING_ANSWER: PendingRegistration = {
  success: true,
  role: "pending",
  message:
    "Thank you. An administrator reviews new accounts: you can sign in once yours is approved. If this email address already has an account, we have mailed it instead.",
};

export const POST = apiRoute({ auth: "public", body: registerSchema }, async ({ req, body }) => {
  assertSessionCookieWillStick(req);
  const ip = clientIp(req);
  await consumeRateLimit("registerPerIp", ip);
  const problem = await passwordProblem(body.password, body);
  if (problem) throw badRequest(problem, { password: [problem] });
  const registration = await registerUser(
    { username: body.username, email: body.email, passwordHash: await hashPassword(body.password) },
    { local: isDirectLocalRequest(req), setupToken: body.setupToken || undefined },
  );
  if (registration.outcome === "created" && registration.user.role === "admin") {
    await startSession(registration.user);
    return created(toUserResponse(registration.user));
  }
  after(() =>
    sendWithMailOrigin(req, (origin) =>
      registration.outcome === "created"
        ? notifySignupPending(registration.user, origin)
        : notifyRegistrationWithTakenEmail(registration.owner, origin),
    ).catch((error: unknown) => log.warn("registration mail not queued", { err: error })),
  );
  // Nothing of the account comes back (no id, no date), so a taken email cannot be told from a new one.
  return NextResponse.json(PENDING_ANSWER, { status: 202, headers: { "Cache-Control": "no-store" } });
});
