import { apiRoute, idParams } from "@/lib/api/http";
import { retryOutboxMail } from "@/lib/mail/admin";

export const POST = apiRoute({ auth: "admin", params: idParams }, async ({ params, audit }) => {
  const mail = await retryOutboxMail(params.id);
  audit({ summary: `Sent mail #${params.id} again` });
  return mail;
});
