import "server-only";
import { readPinnedSiteOrigin } from "@/lib/data/mail-config";
import { env } from "@/lib/env";
import { siteOrigin } from "@/lib/http/site-origin";

/** The site's address as configured: NEXTAUTH_URL, else the one an administrator's sign-in pinned (decision 011). */
export async function declaredOrigin(): Promise<string | null> {
  if (env.NEXTAUTH_URL) return new URL(env.NEXTAUTH_URL).origin;
  return readPinnedSiteOrigin();
}

/** For feed links: the declared address, else the request's (a forged Host decides it: `shared` false, not stored). */
export async function publicOrigin(): Promise<{ origin: string; shared: boolean }> {
  // The request is read first, also when unused: it makes the route dynamic, never prerendered without a database.
  const fromRequest = await siteOrigin();
  const declared = await declaredOrigin();
  return declared ? { origin: declared, shared: true } : { origin: fromRequest, shared: false };
}
