import "server-only";
import { headers } from "next/headers";
import { env } from "@/lib/env";
import { trustedForwardedEntry } from "@/lib/http/forwarded";

const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,62})(?:\.[a-z0-9](?:[a-z0-9-]{0,62}))*|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;
const FALLBACK_HOST = "localhost:3000";

// X-Forwarded-Host and -Proto count only from a trusted proxy (TRUSTED_PROXY_HOPS): else any client could set them.
export function originFromHeaders(requestHeaders: Pick<Headers, "get">): string {
  if (env.NEXTAUTH_URL) return new URL(env.NEXTAUTH_URL).origin;
  const hops = env.TRUSTED_PROXY_HOPS;
  const forwardedHost = trustedForwardedEntry(requestHeaders.get("x-forwarded-host"), hops);
  const host = [forwardedHost, requestHeaders.get("host")].find((value) => value && HOST.test(value)) ?? FALLBACK_HOST;
  const forwardedProto = trustedForwardedEntry(requestHeaders.get("x-forwarded-proto"), hops);
  const proto =
    forwardedProto === "http" || forwardedProto === "https"
      ? forwardedProto
      : /^(localhost|127\.|\[::1\])/.test(host)
        ? "http"
        : "https";
  return `${proto}://${host.toLowerCase()}`;
}

export async function siteOrigin(): Promise<string> {
  return originFromHeaders(await headers());
}
