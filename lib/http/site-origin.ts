import "server-only";
import { headers } from "next/headers";
import { env } from "@/lib/env";

/** The site's public origin: NEXTAUTH_URL when set, otherwise the host this request came to. */
export async function siteOrigin(): Promise<string> {
  if (env.NEXTAUTH_URL) return new URL(env.NEXTAUTH_URL).origin;
  const h = await headers();
  const host = h.get("x-forwarded-host") ?? h.get("host") ?? "localhost:3000";
  const proto =
    h.get("x-forwarded-proto") ?? (host.startsWith("localhost") || host.startsWith("127.") ? "http" : "https");
  return `${proto}://${host}`;
}
