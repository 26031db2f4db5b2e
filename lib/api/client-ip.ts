import { isIP } from "node:net";
import type { NextRequest } from "next/server";
import { env } from "@/lib/env";
import { trustedForwardedEntry } from "@/lib/http/forwarded";

/**
 * The visitor's address for per-IP limits (decision 011). By default (TRUSTED_PROXY_HOPS=0) it is
 * the TCP peer, which scripts/server.mjs writes into its own header on every request: nothing the
 * client sends can change it. Behind N trusted proxies, each appends the address it saw to
 * X-Forwarded-For, so the Nth entry from the right is the client as the outermost proxy saw it;
 * everything left of it is the client's own invention. A malformed, over-long or too-short header
 * falls back to the socket address, never to a client-chosen value.
 */
export function clientIp(req: Pick<NextRequest, "headers">): string {
  const socket = socketAddress(req);
  const entry = trustedForwardedEntry(req.headers.get("x-forwarded-for"), env.TRUSTED_PROXY_HOPS);
  return entry && isIP(entry) ? normalise(entry) : socket;
}

function socketAddress(req: Pick<NextRequest, "headers">): string {
  const header = process.env.APP_SOCKET_ADDRESS_HEADER;
  // Without scripts/server.mjs there is no socket header to believe. `next dev` fills
  // X-Forwarded-For from the socket when the client sent none, which is good enough on a
  // developer's machine; in production it is one shared bucket rather than a forgeable one.
  const value = header
    ? req.headers.get(header)?.trim()
    : env.NODE_ENV === "production"
      ? undefined
      : req.headers.get("x-forwarded-for")?.split(",").at(-1)?.trim();
  return value && isIP(value) ? normalise(value) : "unknown";
}

// "::ffff:203.0.113.7" is the IPv4 client of a dual-stack socket: one client, one key.
const normalise = (ip: string) => ip.toLowerCase().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, "$1");

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1)$/;

/** True for a visitor on this very machine (local development, or a proxy with 0 trusted hops). */
export const isLoopback = (ip: string) => LOOPBACK.test(ip);

// Whichever of these a client sends, scripts/server.mjs marks the request as forwarded.
const DEV_FORWARDED = ["forwarded", "x-real-ip", "via"];

/**
 * May this request claim the first administrator as "someone on this machine" (decision 011)? Only
 * when its TCP peer is loopback and it carries no forwarding header at all. A forwarded request is
 * never local, whatever TRUSTED_PROXY_HOPS says: behind a proxy on this machine every visitor's peer
 * is loopback (hops left at 0), and with hops ≥ 1 the forwarded address is only as true as the
 * proxy in front. Such sites use the one-time setup link or `npm run admin:create`.
 */
export function isDirectLocalRequest(req: Pick<NextRequest, "headers">): boolean {
  const mark = process.env.APP_FORWARDED_HEADER;
  if (mark) return req.headers.get(mark) === "0" && isLoopback(socketAddress(req));
  // `next dev` fills X-Forwarded-For from the socket itself, so only the others can be checked.
  if (env.NODE_ENV === "production") return false;
  return !DEV_FORWARDED.some((name) => req.headers.has(name)) && isLoopback(socketAddress(req));
}
