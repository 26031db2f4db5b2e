import { apiRoute } from "@/lib/api/http";
import { findUserForMail } from "@/lib/data/users";
import { unauthorized } from "@/lib/errors";
import { sendTestMail } from "@/lib/mail/admin";

export const POST = apiRoute({ auth: "admin" }, async ({ user, audit }) => {
  const me = await findUserForMail(user.id);
  if (!me) throw unauthorized();
  audit({ summary: "Sent a test email" });
  return sendTestMail(me);
});
