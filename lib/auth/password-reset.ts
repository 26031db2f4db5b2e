import "server-only";
import { findUsableAccountToken, issueAccountToken, resetPasswordWithToken } from "@/lib/data/account-tokens";
import { findOwnAccount, findUserByEmail, findUserForMail, replacePassword } from "@/lib/data/users";
import { badRequest, gone } from "@/lib/errors";
import { sendTemplateMail } from "@/lib/mail/notifications";
import { consumeRateLimit, RateLimitedError } from "@/lib/rate-limit";
import { hashPassword, verifyPassword } from "./password";
import { passwordProblem } from "./password-policy";

export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
export const RESET_LINK_GONE = "This link has been used or has expired. Ask for a new one on the login page.";
export const FORGOT_PASSWORD_ANSWER = {
  success: true,
  message:
    "If that address belongs to an account, a link to choose a new password is on its way. It works for one hour.",
} as const;

export const resetLink = (origin: string, token: string) => `${origin}/admin/reset-password?token=${token}`;

export async function limitResetRequests(ip: string) {
  await consumeRateLimit("passwordResetPerIp", ip);
}

/** Whether a link may be mailed to `email` now; every address counts, with an account or not. */
export async function mayMailResetLink(email: string, ip: string): Promise<boolean> {
  try {
    await consumeRateLimit("passwordResetMailsPerEmailIp", `${email}\n${ip}`);
    await consumeRateLimit("passwordResetMailsPerEmail", email);
    return true;
  } catch (error) {
    if (error instanceof RateLimitedError) return false;
    throw error;
  }
}

export async function mailResetLinkIfAccount(email: string, origin: string) {
  const user = await findUserByEmail(email);
  if (!user) return;
  const { token } = await issueAccountToken({ purpose: "password_reset", userId: user.id, ttlMs: RESET_LINK_TTL_MS });
  await sendTemplateMail("passwordReset", user, { username: user.username }, { link: resetLink(origin, token) });
}

export async function adminResetLink(
  userId: number,
  { send, origin, adminId }: { send: boolean; origin: string; adminId: number },
) {
  const user = await findUserForMail(userId);
  if (!user) return null;
  const { token, expiresAt } = await issueAccountToken({
    purpose: "password_reset",
    userId,
    ttlMs: RESET_LINK_TTL_MS,
    createdById: adminId,
  });
  const link = resetLink(origin, token);
  const mail = send ? await sendTemplateMail("passwordReset", user, { username: user.username }, { link }) : null;
  return { username: user.username, link, expiresAt, mailed: mail ? { id: mail.id, held: mail.held } : null };
}

export async function describeResetLink(token: string) {
  const row = await findUsableAccountToken(token, "password_reset");
  const user = row?.userId ? await findUserForMail(row.userId) : null;
  if (!user) throw gone(RESET_LINK_GONE);
  return { username: user.username, expiresAt: row!.expiresAt };
}

export async function resetPasswordWithLink(token: string, password: string) {
  const row = await findUsableAccountToken(token, "password_reset");
  const user = row?.userId ? await findUserForMail(row.userId) : null;
  if (!user) throw gone(RESET_LINK_GONE);
  const problem = await passwordProblem(password, user);
  if (problem) throw badRequest(problem, { password: [problem] });
  if (!(await resetPasswordWithToken(token, await hashPassword(password)))) throw gone(RESET_LINK_GONE);
  return { username: user.username };
}

export async function changeOwnPassword(
  user: { id: number; sessionId: string },
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
) {
  const account = await findOwnAccount(user.id);
  if (!account) throw gone("This account no longer exists.");
  await consumeRateLimit("accountPasswordChecksPerUser", String(user.id));
  if (!(await verifyPassword(currentPassword, account.passwordHash))) {
    throw badRequest("Your current password is not right.", {
      currentPassword: ["Your current password is not right."],
    });
  }
  const problem = await passwordProblem(newPassword, account);
  if (problem) throw badRequest(problem, { newPassword: [problem] });
  await replacePassword(user.id, await hashPassword(newPassword), { keepSessionId: user.sessionId });
}
