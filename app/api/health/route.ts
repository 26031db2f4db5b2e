import { connection, NextResponse } from "next/server";
import { withRequestLog } from "@/lib/log";

export const GET = withRequestLog(async () => {
  await connection(); // answered per request, never prerendered
  return NextResponse.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
});
