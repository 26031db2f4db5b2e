import type { NextRequest } from "next/server";

/**
 * The visitor's address as the hosting proxy reports it. On a host without a proxy the header
 * can be forged, so per-IP limits are a second line; per-username and per-session limits hold.
 */
export function clientIp(req: NextRequest): string {
  const forwarded = req.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || req.headers.get("x-real-ip") || "unknown";
}
