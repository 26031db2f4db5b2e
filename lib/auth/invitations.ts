import "server-only";
import { consumeAccountToken, findUsableAccountToken, issueAccountToken } from "@/lib/data/account-tokens";
import { createInvitedUser, findUserByEmail } from "@/lib/data/users";
import { badRequest, conflict, gone } from "@/lib/errors";
import { sendTemplateMail } from "@/lib/mail/notifications";
import type { Role } from "@/lib/validation/auth";
import { hashPassword } from "./password";
import { passwordProblem } from "./password-policy";

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const INVITATION_GONE = "This invitation has been used or has expired. Ask an administrator for a new one.";

export const invitationLink = (origin: string, token: string) => `${origin}/admin/invitation?token=${token}`;

export async function inviteStaff(
  { email, role }: { email: string; role: Exclude<Role, "pending"> },
  { origin, inviter }: { origin: string; inviter: { id: number; username: string } },
) {
  if (await findUserByEmail(email)) {
    throw conflict("That address already has an account.", { email: ["That address already has an account."] });
  }
  const { token, expiresAt } = await issueAccountToken({
    purpose: "invitation",
    email,
    role,
    ttlMs: INVITATION_TTL_MS,
    createdById: inviter.id,
  });
  const link = invitationLink(origin, token);
  const mail = await sendTemplateMail("invitation", { email }, { inviter: inviter.username, role }, { link });
  return { email, role, expiresAt, link, mailed: { id: mail.id, held: mail.held } };
}

export async function describeInvitation(token: string) {
  const row = await findUsableAccountToken(token, "invitation");
  if (!row?.email || !row.role) throw gone(INVITATION_GONE);
  return { email: row.email, role: row.role, expiresAt: row.expiresAt };
}

export async function acceptInvitation({
  token,
  username,
  password,
}: {
  token: string;
  username: string;
  password: string;
}) {
  const invitation = await describeInvitation(token);
  const problem = await passwordProblem(password, { username, email: invitation.email });
  if (problem) throw badRequest(problem, { password: [problem] });
  const user = await createInvitedUser({ username, passwordHash: await hashPassword(password) }, (tx) =>
    consumeAccountToken(tx, token, "invitation"),
  );
  if (!user) throw gone(INVITATION_GONE);
  return user;
}
