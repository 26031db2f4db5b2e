// GET /api/mail/outbox[?page=] — the mails the site wrote, newest first, with the mail server in use (admin)
import { apiRoute } from "@/lib/api/http";
import { outboxOverview } from "@/lib/mail/admin";
import { outboxQuerySchema } from "@/lib/validation/mail";

export const GET = apiRoute({ auth: "admin", query: outboxQuerySchema }, async ({ query }) =>
  outboxOverview(query.page),
);
