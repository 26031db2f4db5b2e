import "server-only";
import { headers } from "next/headers";
import { env } from "@/lib/env";
import { trustedForwardedEntry } from "@/lib/http/forwarded";

// A host name, IPv4 or [IPv6] address, with an optional port: nothing that could break out of a URL.
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,62})(?:\.[a-z0-9](?:[a-z0-9-]{0,62}))*|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;
const FALLBACK_HOST = "localhost:3000";

/**
 * The site's public origin from a request's headers: NEXTAUTH_URL when set (production should set
 * it); otherwise the Host the request came to. X-Forwarded-Host and -Proto count only as written by
 * a trusted proxy (TRUSTED_PROXY_HOPS, the rule the visitor's address follows): with none, any
 * client could send them, and the podcast feed a cache keeps would carry its host.
 */
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

/** The site's public origin for the request being rendered (see originFromHeaders). */
export async function siteOrigin(): Promise<string> {
  return originFromHeaders(await headers());
}
