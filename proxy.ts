import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { sessionCookieName, secureCookiesEnabled } from "@/lib/auth/cookie";
import { bookletReaderGate } from "@/lib/booklets/reader-gate";

// The optimistic gate of STYLE pattern 1: it only redirects. Every admin page and API still
// checks the session and role on the server.
export async function proxy(request: NextRequest) {
  if (request.nextUrl.pathname.startsWith("/booklets/")) return (await bookletReaderGate(request)) ?? NextResponse.next();
  const secure = secureCookiesEnabled(process.env.NEXTAUTH_URL, Boolean(process.env.VERCEL));
  const token = await getToken({
    req: request,
    secret: process.env.NEXTAUTH_SECRET,
    cookieName: sessionCookieName(secure),
    secureCookie: secure,
  }).catch(() => null);
  if (token) return NextResponse.next();
  const login = new URL("/admin/login", request.url);
  login.searchParams.set("callbackUrl", request.nextUrl.pathname + request.nextUrl.search);
  return NextResponse.redirect(login);
}

export const config = {
  matcher: ["/admin", "/admin/((?!login|register).*)", "/booklets/:id"],
};
