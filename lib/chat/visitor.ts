import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { cookies } from "next/headers";
import { secureCookiesEnabled } from "@/lib/auth/cookie";
import { isStrongSessionId } from "@/lib/contracts/chat";
import { env } from "@/lib/env";

// A spec client may send a short, guessable session id (requirements §3 asks only for a timestamp and randomness).

const COOKIE = "chat_visitor";
const TOKEN = /^[A-Za-z0-9_-]{32}$/;
const ONE_YEAR = 365 * 24 * 60 * 60;

/** With `issue` (asking a question) a missing cookie is set; otherwise a browser without it gets null. */
export async function conversationKey(sessionId: string, { issue = false } = {}): Promise<string | null> {
  if (isStrongSessionId(sessionId)) return sessionId;
  const jar = await cookies();
  let token = jar.get(COOKIE)?.value;
  if (!token || !TOKEN.test(token)) {
    if (!issue) return null;
    token = randomBytes(24).toString("base64url");
    jar.set(COOKIE, token, {
      httpOnly: true,
      sameSite: "lax",
      secure: secureCookiesEnabled(env.NEXTAUTH_URL, Boolean(env.VERCEL)),
      path: "/api/chatbot",
      maxAge: ONE_YEAR,
    });
  }
  return `${sessionId}~${createHash("sha256").update(token).digest("base64url").slice(0, 22)}`;
}
