import { isIP } from "node:net";
import type { NextRequest } from "next/server";
import { env } from "@/lib/env";
import { trustedForwardedEntry } from "@/lib/http/forwarded";

// decision 011: the Nth X-Forwarded-For entry from the right (N trusted proxies), else the socket's: never a client's.
export function clientIp(req: Pick<NextRequest, "headers">): string {
  const socket = socketAddress(req);
  const entry = trustedForwardedEntry(req.headers.get("x-forwarded-for"), env.TRUSTED_PROXY_HOPS);
  return entry && isIP(entry) ? normalise(entry) : socket;
}

function socketAddress(req: Pick<NextRequest, "headers">): string {
  const header = process.env.APP_SOCKET_ADDRESS_HEADER;
  // Without scripts/server.mjs there is no socket header to believe: one shared bucket rather than a forgeable one.
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

export const isLoopback = (ip: string) => LOOPBACK.test(ip);

const DEV_FORWARDED = ["forwarded", "x-real-ip", "via"];

// A forwarded request is never local: behind a proxy on this machine every peer is loopback (decision 011).
export function isDirectLocalRequest(req: Pick<NextRequest, "headers">): boolean {
  const mark = process.env.APP_FORWARDED_HEADER;
  if (mark) return req.headers.get(mark) === "0" && isLoopback(socketAddress(req));
  // `next dev` fills X-Forwarded-For from the socket itself, so only the others can be checked.
  if (env.NODE_ENV === "production") return false;
  return !DEV_FORWARDED.some((name) => req.headers.has(name)) && isLoopback(socketAddress(req));
}
