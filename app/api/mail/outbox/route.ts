import { apiRoute } from "@/lib/api/http";
import { outboxOverview } from "@/lib/mail/admin";
import { outboxQuerySchema } from "@/lib/validation/mail";

export const GET = apiRoute({ auth: "admin", query: outboxQuerySchema }, async ({ query }) =>
  outboxOverview(query.page),
);
