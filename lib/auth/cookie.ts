// Shared by the proxy and the server: the cookie next-auth v4 itself reads and writes, so one
// session serves both next-auth and the spec's /api/login (docs/decisions/003).

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Secure cookies in production by default (decision 011). The one exception is a production
 * build whose NEXTAUTH_URL is plain http on this machine (trying `npm start` locally, the e2e
 * servers): browsers treat localhost as secure, but other clients would drop the cookie.
 */
export function secureCookiesEnabled(nextAuthUrl: string | undefined, onVercel: boolean) {
  if (nextAuthUrl?.startsWith("https://")) return true;
  if (nextAuthUrl?.startsWith("http://") && LOOPBACK_HOSTS.has(hostOf(nextAuthUrl))) return false;
  return onVercel || process.env.NODE_ENV === "production";
}

function hostOf(url: string) {
  try {
    return new URL(url).hostname;
  } catch {
    return "";
  }
}

const isLoopbackHost = (host: string) =>
  LOOPBACK_HOSTS.has(host) || host.endsWith(".localhost") || /^127\.\d+\.\d+\.\d+$/.test(host);

/**
 * Why a login answered to this request would leave the browser without its session, or null when
 * it will stick. A Secure cookie sent over plain http is dropped by browsers everywhere except on
 * localhost, so a production server opened at http://192.168.x.x would "log in" and forget it at
 * once. The scheme is the one the browser used: the X-Forwarded-Proto of a TLS proxy (Next fills
 * it from the socket when no proxy did), else the request URL's. A client that forges the header
 * only loses its own cookie.
 */
export function insecureLoginProblem(secure: boolean, request: { url: string; headers: Headers }): string | null {
  if (!secure) return null;
  const url = new URL(request.url);
  const proto = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  if ((proto ?? url.protocol.replace(/:$/, "")) === "https") return null;
  const hostHeader = request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? url.host;
  const host = hostOf(`http://${hostHeader.split(",")[0].trim()}`) || url.hostname;
  if (isLoopbackHost(host)) return null;
  return (
    `Logging in needs HTTPS here: browsers drop this site's secure login cookie over plain http at ${host}. ` +
    "Serve the site over TLS (or behind a proxy that sends X-Forwarded-Proto: https) and set NEXTAUTH_URL " +
    "to its https:// address; to try it without TLS, open it on the server itself at http://localhost."
  );
}

export function sessionCookieName(secure: boolean) {
  return `${secure ? "__Secure-" : ""}next-auth.session-token`;
}
