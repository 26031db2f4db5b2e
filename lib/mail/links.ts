import "server-only";
import { env } from "@/lib/env";
import { trimEndWhere } from "@/lib/format";

/**
 * The site's address for links in mails: NEXTAUTH_URL when set (production must set it: otherwise
 * links follow the request's Host header, which a client chooses), else the request's own origin.
 */
export function siteOrigin(requestOrigin: string): string {
  return trimEndWhere(env.NEXTAUTH_URL ?? requestOrigin, (character) => character === "/");
}
