import "server-only";
import { cache } from "react";
import { cookies, headers } from "next/headers";
import { decode, encode } from "next-auth/jwt";
import { env, requireAuthSecret } from "@/lib/env";
import { forbidden, unauthorized } from "@/lib/errors";
import { insecureLoginProblem, sessionCookieName, secureCookiesEnabled } from "@/lib/auth/cookie";
import {
  SESSION_MAX_AGE_SECONDS,
  createAuthSession,
  deleteAuthSession,
  findSessionUser,
  type SessionAccount,
} from "@/lib/data/auth-sessions";
import type { PublicUser } from "@/lib/data/users";
import { allows, type AuthPolicy } from "@/lib/auth/policy";
import { twoFactorRequiredFor } from "@/lib/auth/two-factor";
import type { Role } from "@/lib/validation/auth";
import { log } from "@/lib/log";
import { pinSiteOriginFrom } from "@/lib/mail/links";

export type SessionUser = SessionAccount & { sessionId: string };

const secure = () => secureCookiesEnabled(env.NEXTAUTH_URL, Boolean(env.VERCEL));
const cookieName = () => sessionCookieName(secure());

export type SessionToken = { sub: string; name: string; email: string; role: Role; sid: string };

export async function encodeSessionToken(token: SessionToken) {
  return encode({ token, secret: requireAuthSecret(), maxAge: SESSION_MAX_AGE_SECONDS });
}

export function assertSessionCookieWillStick(req: { url: string; headers: Headers }) {
  const problem = insecureLoginProblem(secure(), req);
  if (problem) throw forbidden(problem);
}

export async function startSession(user: PublicUser) {
  // An administrator signing in is a trusted moment to learn the site's address for mail links (decision 011).
  if (user.role === "admin")
    await pinSiteOriginFrom({ headers: await headers() }).catch((error: unknown) =>
      log.warn("site address not pinned", { err: error }),
    );
  const session = await createAuthSession(user.id);
  const jwt = await encodeSessionToken({
    sub: String(user.id),
    name: user.username,
    email: user.email,
    role: user.role,
    sid: session.id,
  });
  (await cookies()).set(cookieName(), jwt, {
    httpOnly: true,
    sameSite: "lax",
    secure: secure(),
    path: "/",
    expires: session.expiresAt,
  });
}

async function readSessionId(): Promise<string | null> {
  const raw = (await cookies()).get(cookieName())?.value;
  if (!raw) return null;
  try {
    const token = await decode({ token: raw, secret: requireAuthSecret() });
    return typeof token?.sid === "string" ? token.sid : null;
  } catch {
    return null;
  }
}

// Read fresh on every request, so a logout, role change or removed account takes effect at once.
export const getCurrentUser = cache(async (): Promise<SessionUser | null> => {
  const sessionId = await readSessionId();
  if (!sessionId) return null;
  const user = await findSessionUser(sessionId);
  return user ? { ...user, sessionId } : null;
});

export async function endSession() {
  const sessionId = await readSessionId();
  if (sessionId) await deleteAuthSession(sessionId);
  (await cookies()).delete({ name: cookieName(), path: "/" });
}

export const TWO_FACTOR_REQUIRED =
  "This site requires two-factor sign-in for staff: turn it on on your Account page (/admin/account).";

export async function requireRole(policy: Exclude<AuthPolicy, "public">): Promise<SessionUser> {
  const user = await getCurrentUser();
  if (!user) throw unauthorized();
  if (!allows(policy, user.role)) {
    throw forbidden(user.role === "pending" ? "Your account is waiting for approval." : undefined);
  }
  if (policy !== "user" && !user.twoFactorEnabled && (await twoFactorRequiredFor(user.role))) {
    throw forbidden(TWO_FACTOR_REQUIRED);
  }
  return user;
}

export const requireUser = () => requireRole("user");
