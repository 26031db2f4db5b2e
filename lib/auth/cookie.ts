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

export function sessionCookieName(secure: boolean) {
  return `${secure ? "__Secure-" : ""}next-auth.session-token`;
}
