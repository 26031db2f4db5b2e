import { apiRoute } from "@/lib/api/http";
import { adminMailServer, saveAdminMailServer } from "@/lib/mail/admin";
import { mailServerSchema } from "@/lib/validation/mail";

export const GET = apiRoute({ auth: "admin" }, async () => adminMailServer());

export const PUT = apiRoute({ auth: "admin", body: mailServerSchema }, async ({ body, audit }) => {
  audit({ summary: "Changed the mail server" });
  return saveAdminMailServer(body);
});
