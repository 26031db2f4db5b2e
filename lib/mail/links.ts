import "server-only";
import { pinSiteOrigin, readPinnedSiteOrigin } from "@/lib/data/mail-config";
import { env } from "@/lib/env";
import { declaredOrigin } from "@/lib/http/public-origin";
import { originFromHeaders } from "@/lib/http/site-origin";
import { log } from "@/lib/log";

// Never a visitor's Host: a forged one would mail a reset link to the attacker's site (decision 011).
type RequestWithHeaders = { headers: Pick<Headers, "get"> };

export const NO_SITE_ORIGIN =
  "A mail with links was not sent: the site's address is unknown. Set NEXTAUTH_URL, or sign in once as an administrator at the site's public address.";

const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127\.|\[::1\])/;

export async function pinSiteOriginFrom(request: RequestWithHeaders): Promise<string | null> {
  if (env.NEXTAUTH_URL) return null;
  const pinned = await readPinnedSiteOrigin();
  if (pinned) return pinned;
  const origin = originFromHeaders(request.headers);
  return LOOPBACK_ORIGIN.test(origin) ? null : pinSiteOrigin(origin);
}

/** For mails a visitor's request causes (reset, registration, contact alert); null: send none, logged. */
export async function mailOrigin(request: RequestWithHeaders): Promise<string | null> {
  const origin = await declaredOrigin();
  if (origin) return origin;
  // `next dev` on a developer's machine: nobody forges its Host.
  if (env.NODE_ENV !== "production") return originFromHeaders(request.headers);
  log.error(NO_SITE_ORIGIN);
  return null;
}

export async function sendWithMailOrigin(
  request: RequestWithHeaders,
  send: (origin: string) => Promise<unknown>,
): Promise<void> {
  const origin = await mailOrigin(request);
  if (origin) await send(origin);
}

/** For mails an administrator sends (invitation, approval, reset link): their own request may pin the address. */
export async function adminMailOrigin(request: RequestWithHeaders): Promise<string> {
  return (await declaredOrigin()) ?? (await pinSiteOriginFrom(request)) ?? originFromHeaders(request.headers);
}
