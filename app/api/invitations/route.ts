import { apiRoute, created } from "@/lib/api/http";
import { inviteStaff } from "@/lib/auth/invitations";
import { listOpenInvitations } from "@/lib/data/account-tokens";
import { adminMailOrigin } from "@/lib/mail/links";
import { invitationSchema } from "@/lib/validation/auth";

export const GET = apiRoute({ auth: "admin" }, async () => listOpenInvitations());

export const POST = apiRoute({ auth: "admin", body: invitationSchema }, async ({ req, body, user, audit }) => {
  const invitation = await inviteStaff(body, {
    origin: await adminMailOrigin(req),
    inviter: { id: user.id, username: user.username },
  });
  audit({ action: "create", entityType: "invitation", summary: `Invited ${body.email} as ${body.role}` });
  return created(invitation);
});
