import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { sessionCookieName, secureCookiesEnabled } from "@/lib/auth/cookie";
import { PRIVATE_NO_STORE, PUBLIC_PAGE_CACHE_CONTROL } from "@/lib/http/cache-headers";
import { LANGUAGE_STORAGE_KEY } from "@/lib/i18n/config";
import { internalPath, isTeachingsFeed, publicRoute } from "@/lib/http/locale-route";
import { requestLanguage } from "@/lib/i18n/request-language.mjs";
import { serverOrigin } from "@/lib/next-internals/server-origin.mjs";

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === "/admin" || pathname.startsWith("/admin/")) {
    // Admin screens depend on the session: never kept by any cache, whatever Next infers.
    const response = await adminGate(request);
    response.headers.set("Cache-Control", PRIVATE_NO_STORE);
    return response;
  }
  if (isTeachingsFeed(pathname)) return NextResponse.next();
  return localeRewrite(request);
}

/**
 * Every public page is served from its internal, per-language route (docs/decisions/010): the
 * language comes from the URL's prefix (/es/about), else the visitor's stored choice (the cookie),
 * else their browser's languages (lib/i18n/request-language.mjs), so the page itself reads nothing
 * from the request and is rendered once per language. Any other path, the internal ones included,
 * gets the 404 page of that language. This runs before every page, cached or not: string work
 * only, never the database.
 */
function localeRewrite(request: NextRequest) {
  const { locale, path } = requestLanguage({
    pathname: request.nextUrl.pathname,
    cookie: request.cookies.get(LANGUAGE_STORAGE_KEY)?.value,
    acceptLanguage: request.headers.get("accept-language"),
    userAgent: request.headers.get("user-agent"),
  });
  const route = publicRoute(path, request.nextUrl.searchParams);
  const response = NextResponse.rewrite(new URL(internalPath(locale, route), rewriteOrigin(request)));
  // Shared caches keep no 404 (scripts/server.mjs also marks the reader's 404 for a missing booklet).
  const notFound = route.kind === "other" || (route.kind === "booklet" && route.id === null);
  response.headers.set("Cache-Control", notFound ? PRIVATE_NO_STORE : PUBLIC_PAGE_CACHE_CONTROL);
  response.headers.set("Content-Language", locale);
  return response;
}

/**
 * A rewrite stays inside this server only when its origin is the one `next start` listens on. With
 * `-H 127.0.0.1` the request URL the proxy sees says "localhost", which Next would then fetch as an
 * external site; the listening origin is what `next start` records (a serverless host has none).
 */
function rewriteOrigin(request: NextRequest): string {
  const listening = serverOrigin();
  return listening ? `${request.nextUrl.protocol}//${new URL(listening).host}` : request.url;
}

// The optimistic gate of STYLE pattern 1: it only redirects. Every admin page and API still
// checks the session and role on the server.
async function adminGate(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (/^\/admin\/(login|register|forgot-password|reset-password|invitation)(\/|$)/.test(pathname))
    return NextResponse.next();
  const secure = secureCookiesEnabled(process.env.NEXTAUTH_URL, Boolean(process.env.VERCEL));
  const token = await getToken({
    req: request,
    secret: process.env.NEXTAUTH_SECRET,
    cookieName: sessionCookieName(secure),
    secureCookie: secure,
  }).catch(() => null);
  if (token) return NextResponse.next();
  const login = new URL("/admin/login", request.url);
  login.searchParams.set("callbackUrl", pathname + request.nextUrl.search);
  return NextResponse.redirect(login);
}

export const config = {
  // Every path but the APIs, Next's own files, the folders of public/ and files at the root
  // (/robots.txt, /icon.svg): a page path with a dot (/en/flipbook/1/x.x) is still answered here,
  // never by an internal route directly. tests/unit/proxy-matcher.test.ts lists public/'s folders.
  matcher: ["/((?!api/|_next/|assets/|wyra-website/|[^/]*\\.[^/]*$).*)"],
};
