import type { NextRequest } from "next/server";
import { env } from "@/lib/env";

/**
 * The visitor's address for per-IP limits. Proxies append the address they saw to
 * X-Forwarded-For, so everything left of the entries our own TRUSTED_PROXY_HOPS proxies added is
 * whatever the client sent and cannot be trusted; the entry the outermost trusted proxy added is.
 * On a host without a proxy the header is entirely the client's, so per-IP limits are a second
 * line there; the per-username and per-session limits hold regardless (decision 003).
 */
export function clientIp(req: Pick<NextRequest, "headers">): string {
  const chain = (req.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const trusted = chain.at(-Math.min(env.TRUSTED_PROXY_HOPS, chain.length));
  return trusted || req.headers.get("x-real-ip")?.trim() || "unknown";
}
