import "server-only";
import { findUserForLogin, type PublicUser } from "@/lib/data/users";
import { unauthorized } from "@/lib/errors";
import { assertNotRateLimited, consumeRateLimit, rateLimitCount, rateLimits, resetRateLimit } from "@/lib/rate-limit";
import { burnPasswordCheck, verifyPassword } from "@/lib/auth/password";
import type { LoginInput } from "@/lib/validation/auth";

export const INVALID_CREDENTIALS = "Invalid credentials";

/**
 * Checks a username and password: the one login path (/api/login and next-auth's Credentials).
 * The username arrives normalised (loginSchema), so every spelling of an account shares its
 * counters. Failures count per (account, IP), per IP and per account (decision 011):
 * - 5 per (account, IP) or 30 per IP in 15 minutes: 429 with Retry-After before any password check;
 * - 10 per account from anywhere: the account slows to one attempt per 30 s, except from an address
 *   it has logged in from before, so someone else's failures never lock its owner out.
 */
export async function authenticate({ username, password }: LoginInput, ip: string): Promise<PublicUser> {
  const pair = `${username}\n${ip}`;
  await assertNotRateLimited("loginFailuresPerAccountIp", pair);
  await assertNotRateLimited("loginFailuresPerIp", ip);
  if (await underAttack(username, pair)) await consumeRateLimit("loginSlowdownPerAccount", username);

  const account = await findUserForLogin(username);
  const valid = account
    ? await verifyPassword(password, account.passwordHash)
    : (await burnPasswordCheck(password), false);
  if (!account || !valid) {
    await Promise.all([
      consumeRateLimit("loginFailuresPerAccountIp", pair),
      consumeRateLimit("loginFailuresPerIp", ip),
      consumeRateLimit("loginFailuresPerAccount", username),
    ]).catch(() => undefined);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  // Remember this address for the account (90 days from the latest login).
  await Promise.all([resetRateLimit("loginFailuresPerAccountIp", pair), resetRateLimit("loginKnownAccountIp", pair)]);
  await consumeRateLimit("loginKnownAccountIp", pair);
  const { passwordHash: _hash, ...user } = account;
  return user;
}

async function underAttack(username: string, pair: string) {
  if ((await rateLimitCount("loginFailuresPerAccount", username)) < rateLimits.loginFailuresPerAccount.points)
    return false;
  return (await rateLimitCount("loginKnownAccountIp", pair)) === 0;
}
