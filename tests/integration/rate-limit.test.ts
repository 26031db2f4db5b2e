import { describe, expect, it } from "vitest";
import { RateLimitedError, assertNotRateLimited, consumeRateLimit, rateLimits, resetRateLimit } from "@/lib/rate-limit";
import { pgPool } from "@/lib/db";

describe("rate limits in Postgres", () => {
  it("allow `points` requests, then refuse with a Retry-After, and reset", async () => {
    const key = `test-${Date.now()}`;
    const { points, duration } = rateLimits.loginFailuresPerUsername;
    for (let i = 0; i < points; i++) await consumeRateLimit("loginFailuresPerUsername", key);
    const refused = await assertNotRateLimited("loginFailuresPerUsername", key).catch((e) => e);
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(duration);
    await expect(consumeRateLimit("loginFailuresPerUsername", key)).rejects.toBeInstanceOf(RateLimitedError);

    await resetRateLimit("loginFailuresPerUsername", key);
    await expect(assertNotRateLimited("loginFailuresPerUsername", key)).resolves.toBeUndefined();
  });

  it("count in the shared table, so every server instance sees the same buckets", async () => {
    const key = `shared-${Date.now()}`;
    await consumeRateLimit("contactPerIp", key);
    const { rows } = await pgPool().query("SELECT points FROM rate_limits WHERE key = $1", [`contactPerIp:${key}`]);
    expect(rows[0].points).toBe(1);
  });

  it("keep separate buckets per limit", async () => {
    const key = `separate-${Date.now()}`;
    for (let i = 0; i < rateLimits.contactPerIp.points; i++) await consumeRateLimit("contactPerIp", key);
    await expect(consumeRateLimit("contactPerIp", key)).rejects.toBeInstanceOf(RateLimitedError);
    await expect(consumeRateLimit("translatePerIp", key)).resolves.toBeUndefined();
  });
});
