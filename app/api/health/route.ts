import { connection, NextResponse } from "next/server";
import { withRequestLog } from "@/lib/log";

/** Liveness: the process answers. No database, no storage, no rate limit. */
export const GET = withRequestLog(async () => {
  await connection(); // answered per request, never prerendered
  return NextResponse.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
});
