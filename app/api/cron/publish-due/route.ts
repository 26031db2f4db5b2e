// GET /api/cron/publish-due — publishes the drafts whose scheduled time has come (Authorization: Bearer CRON_SECRET; a host's cron, vercel.json)
import { apiRoute } from "@/lib/api/http";
import { requireCronAuthorization } from "@/lib/auth/cron";
import { publishDue } from "@/lib/content/scheduler";
import { env } from "@/lib/env";

// Where no process lives long enough for the per-minute timer of instrumentation.ts (serverless),
// the host calls this instead; with both, each due draft is still published once (publishDue claims it).
export const GET = apiRoute({ auth: "public" }, async ({ req }) => {
  requireCronAuthorization(req.headers.get("authorization"), env.CRON_SECRET);
  return { published: await publishDue(new Date()) };
});
