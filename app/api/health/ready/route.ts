import { connection, NextResponse } from "next/server";
import { withRequestLog } from "@/lib/log";
import { checkReadiness } from "@/lib/health";

export const GET = withRequestLog(async () => {
  await connection();
  const readiness = await checkReadiness();
  const ok = readiness.status === "ok";
  return NextResponse.json(readiness, {
    status: ok ? 200 : 503,
    headers: { "Cache-Control": "no-store", ...(ok ? {} : { "Retry-After": "5" }) },
  });
});
