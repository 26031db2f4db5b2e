import "server-only";
import { env } from "@/lib/env";
import { trimEndWhere } from "@/lib/format";

// Production must set NEXTAUTH_URL: otherwise links follow the Host header, which a client chooses.
export function siteOrigin(requestOrigin: string): string {
  return trimEndWhere(env.NEXTAUTH_URL ?? requestOrigin, (character) => character === "/");
}
