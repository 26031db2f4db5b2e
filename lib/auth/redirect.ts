const DASHBOARD = "/admin/dashboard";

/** Where to go after login: only a path inside /admin, never another site (no open redirect). */
export function safeAdminPath(callbackUrl: string | null | undefined): string {
  if (!callbackUrl || !callbackUrl.startsWith("/admin") || callbackUrl.startsWith("//")) return DASHBOARD;
  if (/^\/admin\/(login|register)\b/.test(callbackUrl) || /[\\\s]/.test(callbackUrl)) return DASHBOARD;
  return callbackUrl;
}
