import { apiRoute } from "@/lib/api/http";
import { requireCronAuthorization } from "@/lib/auth/cron";
import { publishDue } from "@/lib/content/scheduler";
import { env } from "@/lib/env";

// For serverless hosts, where no process lives long enough for the timer; publishDue claims each draft once.
export const GET = apiRoute({ auth: "public" }, async ({ req }) => {
  requireCronAuthorization(req.headers.get("authorization"), env.CRON_SECRET);
  return { published: await publishDue(new Date()) };
});
