// Shared by the proxy and the server: the cookie next-auth v4 itself reads and writes, so one
// session serves both next-auth and the spec's /api/login (docs/decisions/003).
export function secureCookiesEnabled(nextAuthUrl: string | undefined, onVercel: boolean) {
  return nextAuthUrl ? nextAuthUrl.startsWith("https://") : onVercel;
}

export function sessionCookieName(secure: boolean) {
  return `${secure ? "__Secure-" : ""}next-auth.session-token`;
}
