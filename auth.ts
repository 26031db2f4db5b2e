import "server-only";
import type { NextAuthOptions, Session } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { authenticate } from "@/lib/auth/login";
import { sessionCookieName, secureCookiesEnabled } from "@/lib/auth/cookie";
import {
  SESSION_MAX_AGE_SECONDS,
  createAuthSession,
  deleteAuthSession,
  findSessionUser,
} from "@/lib/data/auth-sessions";
import { env } from "@/lib/env";
import { RateLimitedError } from "@/lib/rate-limit";
import { loginSchema } from "@/lib/validation/auth";

/** What the route knows about the request that next-auth's authorize() cannot see. */
export type SignInContext = { ip: string; onRateLimited: (error: RateLimitedError) => void };

// next-auth (Credentials + JWT) shares its cookie and token shape with /api/login, so a session
// started by either is read by lib/session.ts and by proxy.ts (docs/decisions/003). Its sign-in goes
// through the very authenticate() of /api/login with the same client address (decision 011).
export function authOptions(
  signIn: SignInContext = { ip: "unknown", onRateLimited: () => undefined },
): NextAuthOptions {
  const secure = secureCookiesEnabled(env.NEXTAUTH_URL, Boolean(env.VERCEL));
  return {
    secret: env.NEXTAUTH_SECRET,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    useSecureCookies: secure,
    cookies: {
      sessionToken: {
        name: sessionCookieName(secure),
        options: { httpOnly: true, sameSite: "lax", path: "/", secure },
      },
    },
    pages: { signIn: "/admin/login" },
    providers: [
      CredentialsProvider({
        name: "credentials",
        credentials: {
          username: { label: "Username", type: "text" },
          password: { label: "Password", type: "password" },
          code: { label: "Two-factor code", type: "text" },
        },
        async authorize(credentials) {
          const parsed = loginSchema.safeParse(credentials);
          if (!parsed.success) return null;
          try {
            const user = await authenticate(parsed.data, signIn.ip);
            const session = await createAuthSession(user.id);
            return { id: String(user.id), name: user.username, email: user.email, role: user.role, sid: session.id };
          } catch (error) {
            if (error instanceof RateLimitedError) signIn.onRateLimited(error);
            return null;
          }
        },
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        if (user) {
          const { role, sid } = user as unknown as { role: string; sid: string };
          return { ...token, role, sid };
        }
        return token;
      },
      // The session's row decides, as for every route (lib/session.ts): after a logout, a password
      // change or a removal the token alone is no session, and a changed role shows at once.
      async session({ session, token }) {
        const account = typeof token.sid === "string" ? await findSessionUser(token.sid) : null;
        if (!account) return {} as Session;
        return { ...session, user: { ...session.user, id: token.sub, role: account.role } };
      },
    },
    events: {
      async signOut({ token }) {
        if (typeof token?.sid === "string") await deleteAuthSession(token.sid);
      },
    },
  };
}
