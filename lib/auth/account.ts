import "server-only";
import { readSettingValues } from "@/lib/data/setting-values";
import { findOwnAccount } from "@/lib/data/users";
import { badRequest, conflict, gone } from "@/lib/errors";
import { consumeRateLimit } from "@/lib/rate-limit";
import { verifyPassword } from "./password";
import {
  confirmTotpSetup,
  countUnusedRecoveryCodes,
  disableTotp,
  newRecoveryCodes,
  startTotpSetup,
  twoFactorRequiredFor,
} from "./two-factor";

async function requireOwnAccount(userId: number) {
  const account = await findOwnAccount(userId);
  if (!account) throw gone("This account no longer exists.");
  return account;
}

export async function ownAccount(userId: number) {
  const account = await requireOwnAccount(userId);
  return {
    username: account.username,
    email: account.email,
    role: account.role,
    language: account.language,
    mustChangePassword: account.mustChangePassword,
    twoFactor: {
      enabled: account.totpEnabledAt !== null,
      required: await twoFactorRequiredFor(account.role),
      recoveryCodesLeft: account.totpEnabledAt ? await countUnusedRecoveryCodes(userId) : 0,
    },
  };
}

/** A wrong password on these forms counts like a failed login of the signed-in user (10 per 15 minutes). */
async function checkOwnPassword(account: { id: number; passwordHash: string }, password: string) {
  await consumeRateLimit("accountPasswordChecksPerUser", String(account.id));
  if (!(await verifyPassword(password, account.passwordHash))) {
    throw badRequest("Your password is not right.", { password: ["Your password is not right."] });
  }
}

export async function beginTwoFactorSetup(user: { id: number; username: string }) {
  const account = await requireOwnAccount(user.id);
  if (account.totpEnabledAt) throw conflict("Two-factor sign-in is already on. Turn it off first to set up a new app.");
  const { site_name: issuer } = await readSettingValues(["site_name"]);
  return startTotpSetup(user, issuer);
}

export async function finishTwoFactorSetup(userId: number, code: string) {
  const account = await requireOwnAccount(userId);
  if (account.totpEnabledAt) throw conflict("Two-factor sign-in is already on.");
  await consumeRateLimit("accountPasswordChecksPerUser", String(userId));
  return confirmTotpSetup(account, code);
}

export async function turnOffTwoFactor(user: { id: number }, password: string) {
  const account = await requireOwnAccount(user.id);
  await checkOwnPassword(account, password);
  if (await twoFactorRequiredFor(account.role)) {
    throw conflict("This site requires two-factor sign-in for your role, so it cannot be turned off.");
  }
  await disableTotp(user.id);
}

export async function regenerateRecoveryCodes(user: { id: number }, password: string) {
  const account = await requireOwnAccount(user.id);
  await checkOwnPassword(account, password);
  if (!account.totpEnabledAt) throw conflict("Two-factor sign-in is off: there are no recovery codes.");
  return newRecoveryCodes(user.id);
}
