import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { authenticate } from "@/lib/auth/login";
import { sessionCookieName, secureCookiesEnabled } from "@/lib/auth/cookie";
import { SESSION_MAX_AGE_SECONDS, createAuthSession, deleteAuthSession } from "@/lib/data/auth-sessions";
import { env } from "@/lib/env";
import { loginSchema } from "@/lib/validation/auth";

// next-auth (Credentials + JWT) shares its cookie and token shape with /api/login, so a session
// started by either is read by lib/session.ts and by proxy.ts (docs/decisions/003).
export function authOptions(): NextAuthOptions {
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
        credentials: { username: { label: "Username", type: "text" }, password: { label: "Password", type: "password" } },
        async authorize(credentials, req) {
          const parsed = loginSchema.safeParse(credentials);
          if (!parsed.success) return null;
          const forwarded = req.headers?.["x-forwarded-for"];
          const ip = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim() || "unknown";
          try {
            const user = await authenticate(parsed.data, ip);
            const session = await createAuthSession(user.id);
            return { id: String(user.id), name: user.username, email: user.email, role: user.role, sid: session.id };
          } catch {
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
      session({ session, token }) {
        return { ...session, user: { ...session.user, id: token.sub, role: token.role } };
      },
    },
    events: {
      async signOut({ token }) {
        if (typeof token?.sid === "string") await deleteAuthSession(token.sid);
      },
    },
  };
}
