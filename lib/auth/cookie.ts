// The cookie next-auth v4 reads and writes, so one session serves it and /api/login (decision 003).

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

// decision 011: not Secure only for a production build at plain http on this machine (local `npm start`, e2e).
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

// A Secure cookie over plain http is dropped except on localhost; a client that forges X-Forwarded-Proto only loses its own.
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
