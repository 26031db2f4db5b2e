// The one login throttle (decision 011) against the real database: every spelling of an account
// shares its counters, an attacker is slowed per (account, IP) and per IP, and the owner logging in
// from an address they used before is never locked out by someone else's failures.
import bcrypt from "bcryptjs";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { authenticate } from "@/lib/auth/login";
import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { RateLimitedError, rateLimits } from "@/lib/rate-limit";
import { loginSchema } from "@/lib/validation/auth";

const PASSWORD = "Owner-pass-123";
const login = (username: string, password: string, ip: string) =>
  authenticate(loginSchema.parse({ username, password }), ip);
const outcome = (attempt: Promise<unknown>) =>
  attempt.then(
    () => "ok",
    (error: unknown) => (error instanceof RateLimitedError ? 429 : (error as { status?: number }).status),
  );

afterAll(async () => {
  await db.user.deleteMany();
  await db.rateLimit.deleteMany();
});

beforeAll(() => {
  vi.stubEnv("PASSWORD_HASH_ROUNDS", "4");
});

beforeEach(async () => {
  await db.user.deleteMany();
  await db.rateLimit.deleteMany();
  await db.user.create({
    data: { username: "owner", email: "owner@example.org", passwordHash: await hashPassword(PASSWORD), role: "admin" },
  });
});

describe("login throttle", () => {
  it("matches the account exactly: a wildcard or another case is not a login", async () => {
    for (const spelling of ["%", "own%", "owne_"])
      expect(await outcome(login(spelling, PASSWORD, "192.0.2.1"))).toBe(401);
    expect(await outcome(login(" OWNER ", PASSWORD, "192.0.2.1"))).toBe("ok");
  });

  it("counts every spelling of an account together, per (account, IP), with a Retry-After", async () => {
    const spellings = ["owner", "OWNER", " Owner", "oWnEr", "owner "];
    for (const spelling of spellings) expect(await outcome(login(spelling, "wrong-password", "192.0.2.2"))).toBe(401);
    const refused = await login("OwNeR", PASSWORD, "192.0.2.2").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect((refused as RateLimitedError).retryAfterSeconds).toBeGreaterThan(0);
    expect((refused as RateLimitedError).retryAfterSeconds).toBeLessThanOrEqual(
      rateLimits.loginFailuresPerAccountIp.duration,
    );
    // The owner elsewhere is not locked out by that address's failures.
    expect(await outcome(login("owner", PASSWORD, "198.51.100.7"))).toBe("ok");
  });

  it("slows an account attacked from many addresses, but not its owner at a known address", async () => {
    expect(await outcome(login("owner", PASSWORD, "198.51.100.7"))).toBe("ok");
    const failures = rateLimits.loginFailuresPerAccount.points;
    for (let i = 0; i < failures; i++) expect(await outcome(login("owner", "wrong-password", `10.9.9.${i}`))).toBe(401);
    // A fresh address: one try per slow-down window, then 429 with a short Retry-After.
    expect(await outcome(login("owner", "wrong-password", "10.9.9.200"))).toBe(401);
    const refused = await login("owner", "wrong-password", "10.9.9.201").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect((refused as RateLimitedError).retryAfterSeconds).toBeLessThanOrEqual(
      rateLimits.loginSlowdownPerAccount.duration,
    );
    // The owner from the address they used before gets straight in.
    expect(await outcome(login("owner", PASSWORD, "198.51.100.7"))).toBe("ok");
  });

  it("runs a dummy password check for a missing user, so timing does not tell who exists", async () => {
    const compare = vi.spyOn(bcrypt, "compare");
    expect(await outcome(login("nobody-at-all", PASSWORD, "192.0.2.50"))).toBe(401);
    expect(compare).toHaveBeenCalledTimes(1);
    compare.mockRestore();
  });

  it("limits one address across the accounts that failed from it, never the owner who did not", async () => {
    const { points } = rateLimits.loginFailuresPerIp;
    for (let i = 0; i < points; i++) await outcome(login(`nobody${i}`, "wrong-password", "203.0.113.9"));
    expect(await outcome(login("nobody0", "wrong-password", "203.0.113.9"))).toBe(429);
    expect(await outcome(login("owner", PASSWORD, "203.0.113.9"))).toBe("ok");
  });
});
