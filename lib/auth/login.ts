import "server-only";
import { findUserForLogin, type PublicUser } from "@/lib/data/users";
import { unauthorized } from "@/lib/errors";
import { assertNotRateLimited, consumeRateLimit, resetRateLimit } from "@/lib/rate-limit";
import { burnPasswordCheck, verifyPassword } from "@/lib/auth/password";
import type { LoginInput } from "@/lib/validation/auth";

export const INVALID_CREDENTIALS = "Invalid credentials";

/**
 * Checks a username and password. Failures are counted per username and per IP; once either
 * bucket is empty the next attempt gets 429 (RateLimitedError) before any password check.
 */
export async function authenticate({ username, password }: LoginInput, ip: string): Promise<PublicUser> {
  const userKey = username.toLowerCase();
  await assertNotRateLimited("loginFailuresPerUsername", userKey);
  await assertNotRateLimited("loginFailuresPerIp", ip);

  const account = await findUserForLogin(username);
  const valid = account ? await verifyPassword(password, account.passwordHash) : (await burnPasswordCheck(password), false);
  if (!account || !valid) {
    await Promise.all([consumeRateLimit("loginFailuresPerUsername", userKey), consumeRateLimit("loginFailuresPerIp", ip)]).catch(
      () => undefined,
    );
    throw unauthorized(INVALID_CREDENTIALS);
  }
  await resetRateLimit("loginFailuresPerUsername", userKey);
  const { passwordHash: _hash, ...user } = account;
  return user;
}
