import "server-only";
import { setTimeout as sleep } from "node:timers/promises";
import { findUserForLogin, setMustChangePassword, upgradePasswordHash, type PublicUser } from "@/lib/data/users";
import { AppError, unauthorized } from "@/lib/errors";
import { assertNotRateLimited, consumeRateLimit, rateLimitCount, rateLimits, resetRateLimit } from "@/lib/rate-limit";
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from "@/lib/auth/password";
import { passwordProblem } from "@/lib/auth/password-policy";
import { checkSecondFactor } from "@/lib/auth/two-factor";
import type { LoginInput } from "@/lib/validation/auth";

export const INVALID_CREDENTIALS = "Invalid credentials";
export const CODE_REQUIRED = "Enter the code from your authenticator app, or a recovery code.";
export const CODE_WRONG = "That code is not right. Try the newest code from your app.";

export type AuthenticatedUser = PublicUser & { mustChangePassword: boolean };

const secondFactorNeeded = (message: string) => new AppError(401, message, undefined, { twoFactorRequired: true });

// decisions 003 and 011: failures count per (account, IP); per IP, only for accounts that failed there (others'
// failures never lock an owner out); per account, slowed except from an address it logged in from.
export async function authenticate({ username, password, code }: LoginInput, ip: string): Promise<AuthenticatedUser> {
  const pair = `${username}\n${ip}`;
  await assertNotRateLimited("loginFailuresPerAccountIp", pair);
  const pastIpWall = (await rateLimitCount("loginFailuresPerIp", ip)) >= rateLimits.loginFailuresPerIp.points;
  if (pastIpWall && (await rateLimitCount("loginFailuresPerAccountIp", pair)) > 0) {
    await assertNotRateLimited("loginFailuresPerIp", ip);
  }
  if (await underAttack(username, pair)) await consumeRateLimit("loginSlowdownPerAccount", username);

  const account = await findUserForLogin(username);
  const valid = account
    ? await timedCheck(password, account.passwordHash)
    : await missingAccountCheck(password, pastIpWall);
  if (!account || !valid) {
    await countFailure(username, pair, ip);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  if (account.totpEnabledAt) {
    if (!code) throw secondFactorNeeded(CODE_REQUIRED);
    if (!(await checkSecondFactor(account, code))) {
      await countFailure(username, pair, ip);
      throw secondFactorNeeded(CODE_WRONG);
    }
  }
  await Promise.all([resetRateLimit("loginFailuresPerAccountIp", pair), resetRateLimit("loginKnownAccountIp", pair)]);
  await consumeRateLimit("loginKnownAccountIp", pair);
  if (needsRehash(account.passwordHash)) await upgradePasswordHash(account.id, await hashPassword(password));
  const weak = (await passwordProblem(password, account)) !== null;
  if (weak !== account.mustChangePassword) await setMustChangePassword(account.id, weak);
  const { passwordHash: _hash, totpSecret: _secret, totpEnabledAt: _on, mustChangePassword: _old, ...user } = account;
  return { ...user, mustChangePassword: weak };
}

// Every bucket is written before the answer, even a full one: the next attempt must see this failure.
async function countFailure(username: string, pair: string, ip: string) {
  await Promise.allSettled([
    consumeRateLimit("loginFailuresPerAccountIp", pair),
    consumeRateLimit("loginFailuresPerIp", ip),
    consumeRateLimit("loginFailuresPerAccount", username),
  ]);
}

// A missing account past the IP wall waits as long as a real check without spending the CPU on it.
let typicalCheckMs = 250;

async function timedCheck(password: string, hash: string) {
  const started = performance.now();
  const valid = await verifyPassword(password, hash);
  typicalCheckMs = typicalCheckMs * 0.8 + (performance.now() - started) * 0.2;
  return valid;
}

async function missingAccountCheck(password: string, pastIpWall: boolean) {
  if (pastIpWall) await sleep(typicalCheckMs);
  else await burnPasswordCheck(password);
  return false;
}

async function underAttack(username: string, pair: string) {
  if ((await rateLimitCount("loginFailuresPerAccount", username)) < rateLimits.loginFailuresPerAccount.points)
    return false;
  return (await rateLimitCount("loginKnownAccountIp", pair)) === 0;
}
