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

/** 401 that asks for the second factor: the client shows the code field and sends the login again with it. */
const secondFactorNeeded = (message: string) => new AppError(401, message, undefined, { twoFactorRequired: true });

/**
 * Checks a username, password and (when the account has two-factor sign-in) a code: the one login
 * path (/api/login and next-auth's Credentials). The username arrives normalised (loginSchema), so
 * every spelling of an account shares its counters. Failures (a wrong password or code) count per
 * (account, IP), per IP and per account (decisions 003 and 011):
 * - 5 per (account, IP) in 15 minutes: 429 with Retry-After before any check;
 * - 30 per IP: 429 too, but only for the accounts that failed from that address; an account with no
 *   failure there still gets its check, so a wall of someone else's failures never locks its owner out;
 * - 10 per account from anywhere: the account slows to one attempt per 30 s, except from an address
 *   it has logged in from before.
 */
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
  // Remember this address for the account (90 days from the latest login).
  await Promise.all([resetRateLimit("loginFailuresPerAccountIp", pair), resetRateLimit("loginKnownAccountIp", pair)]);
  await consumeRateLimit("loginKnownAccountIp", pair);
  if (needsRehash(account.passwordHash)) await upgradePasswordHash(account.id, await hashPassword(password));
  // A password that no longer meets the rule (set before it existed) is to be changed now.
  const weak = (await passwordProblem(password, account)) !== null;
  if (weak !== account.mustChangePassword) await setMustChangePassword(account.id, weak);
  const { passwordHash: _hash, totpSecret: _secret, totpEnabledAt: _on, mustChangePassword: _old, ...user } = account;
  return { ...user, mustChangePassword: weak };
}

// Every bucket is written before the answer, even when one is already full (its consume rejects):
// the next attempt must see this failure.
async function countFailure(username: string, pair: string, ip: string) {
  await Promise.allSettled([
    consumeRateLimit("loginFailuresPerAccountIp", pair),
    consumeRateLimit("loginFailuresPerIp", ip),
    consumeRateLimit("loginFailuresPerAccount", username),
  ]);
}

// How long a real password check takes here (a moving average): a missing account past the IP wall
// waits as long without spending the CPU, so the wall cannot be used to burn it.
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
