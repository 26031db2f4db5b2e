import NextAuth from "next-auth";
import { NextRequest } from "next/server";
import { authOptions } from "@/auth";
import { readBodyText } from "@/lib/api/body";
import { clientIp } from "@/lib/api/client-ip";
import { errorResponse } from "@/lib/api/http";
import type { RateLimitedError } from "@/lib/rate-limit";
import { assertSessionCookieWillStick } from "@/lib/session";

type NextAuthContext = { params: Promise<{ nextauth: string[] }> };

async function handler(req: NextRequest, context: NextAuthContext) {
  let rateLimited: RateLimitedError | undefined;
  try {
    if (req.method === "POST" && req.nextUrl.pathname.endsWith("/callback/credentials"))
      assertSessionCookieWillStick(req);
    // Bounded like every other body (decision 011), then handed on as a fresh request.
    const body = req.method === "POST" ? await readBodyText(req) : undefined;
    const bounded =
      body === undefined ? req : new NextRequest(req.url, { method: req.method, headers: req.headers, body });
    const options = authOptions({ ip: clientIp(req), onRateLimited: (error) => (rateLimited = error) });
    const response = (await NextAuth(bounded as never, context as never, options)) as Response;
    // The same answer as /api/login when the one throttle refuses (not next-auth's generic 401).
    return rateLimited ? errorResponse(rateLimited) : response;
  } catch (error) {
    return errorResponse(error);
  }
}

export { handler as GET, handler as POST };
