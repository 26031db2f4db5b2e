import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  RateLimitedError,
  assertNotRateLimited,
  consumeRateLimit,
  consumeRateLimits,
  rateLimitCount,
  rateLimits,
  resetRateLimit,
} from "@/lib/rate-limit";
import { fastCommitPool, pgPool } from "@/lib/db";

describe("rate limits in Postgres", () => {
  it("allow `points` requests, then refuse with a Retry-After, and reset", async () => {
    const key = `test-${Date.now()}`;
    const { points, duration } = rateLimits.loginFailuresPerAccountIp;
    for (let i = 0; i < points; i++) await consumeRateLimit("loginFailuresPerAccountIp", key);
    const refused = await assertNotRateLimited("loginFailuresPerAccountIp", key).catch((e) => e);
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(duration);
    await expect(consumeRateLimit("loginFailuresPerAccountIp", key)).rejects.toBeInstanceOf(RateLimitedError);

    await resetRateLimit("loginFailuresPerAccountIp", key);
    await expect(assertNotRateLimited("loginFailuresPerAccountIp", key)).resolves.toBeUndefined();
  });

  it("count an IPv6 visitor by its /64 and an IPv4-mapped address as the IPv4 one", async () => {
    const prefix = `2001:db8:${(Date.now() % 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
    const { points } = rateLimits.registerPerIp;
    for (let i = 0; i < points; i++) await consumeRateLimit("registerPerIp", `${prefix}:${i.toString(16)}::${i + 1}`);
    // A fresh address of the same /64 is refused, also in an account-and-address pair's address half.
    await expect(consumeRateLimit("registerPerIp", `${prefix}:ffff:ffff:ffff:ffff`)).rejects.toBeInstanceOf(
      RateLimitedError,
    );
    await expect(assertNotRateLimited("registerPerIp", `${prefix}::beef`)).rejects.toBeInstanceOf(RateLimitedError);
    await consumeRateLimit("loginFailuresPerAccountIp", `alice\n${prefix}::1`);
    expect(await rateLimitCount("loginFailuresPerAccountIp", `alice\n${prefix}::2`)).toBe(1);
    // Another /64 has its own bucket.
    await expect(
      consumeRateLimit("registerPerIp", `${prefix.replace(/:[0-9a-f]+$/, ":0")}::1`),
    ).resolves.toBeUndefined();

    const v4 = `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    await consumeRateLimit("contactPerIp", `::ffff:${v4}`);
    expect(await rateLimitCount("contactPerIp", v4)).toBeGreaterThanOrEqual(1);
  });

  it("count in the shared table, so every server instance sees the same buckets", async () => {
    const key = `shared-${Date.now()}`;
    await consumeRateLimit("contactPerIp", key);
    const hashed = createHash("sha256").update(key).digest("base64url");
    const { rows } = await pgPool().query("SELECT points FROM rate_limits WHERE key = $1", [`contactPerIp:${hashed}`]);
    expect(rows[0].points).toBe(1);
  });

  it("store hashed keys of a fixed length, however long the address or name", async () => {
    const long = `${"9".repeat(5_000)}-${Date.now()}`;
    await expect(consumeRateLimit("registerPerIp", long)).resolves.toBeUndefined();
    const { rows } = await pgPool().query<{ key: string }>(
      "SELECT key FROM rate_limits WHERE key LIKE 'registerPerIp:%'",
    );
    expect(new Set(rows.map((row) => row.key.length))).toEqual(new Set(["registerPerIp:".length + 43]));
  });

  it("keep separate buckets per limit", async () => {
    const key = `separate-${Date.now()}`;
    for (let i = 0; i < rateLimits.contactPerIp.points; i++) await consumeRateLimit("contactPerIp", key);
    await expect(consumeRateLimit("contactPerIp", key)).rejects.toBeInstanceOf(RateLimitedError);
    await expect(consumeRateLimit("translatePerIp", key)).resolves.toBeUndefined();
  });
});

describe("several buckets counted in one statement (the chatbot's admission)", () => {
  const chat = (ip: string, session: string) => [
    { name: "chatPerIp" as const, key: ip },
    { name: "chatPerSession" as const, key: session },
  ];

  it("counts one request in each bucket, in the rows the single-bucket functions read", async () => {
    const [ip, session] = [`ip-${Date.now()}`, `session-${Date.now()}`];
    await consumeRateLimits(chat(ip, session));
    await consumeRateLimit("chatPerSession", session);
    expect(await rateLimitCount("chatPerIp", ip)).toBe(1);
    expect(await rateLimitCount("chatPerSession", session)).toBe(2);
  });

  it("refuses once any bucket is past its points, with a Retry-After within the window", async () => {
    const session = `busy-${Date.now()}`;
    const { points, duration } = rateLimits.chatPerSession;
    for (let i = 0; i < points; i++) await consumeRateLimits(chat(`ip-${i}-${Date.now()}`, session));
    const refused = await consumeRateLimits(chat(`other-${Date.now()}`, session)).catch((error) => error);
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(duration);
    await expect(assertNotRateLimited("chatPerSession", session)).rejects.toBeInstanceOf(RateLimitedError);
  });

  it("starts a new window once the old one expired", async () => {
    const [ip, session] = [`expired-${Date.now()}`, `expired-session-${Date.now()}`];
    await consumeRateLimits(chat(ip, session));
    await consumeRateLimits(chat(ip, session));
    const hashed = createHash("sha256").update(ip).digest("base64url");
    await pgPool().query("UPDATE rate_limits SET expire = $2 WHERE key = $1", [`chatPerIp:${hashed}`, Date.now() - 1]);
    await consumeRateLimits(chat(ip, session));
    expect(await rateLimitCount("chatPerIp", ip)).toBe(1);
    expect(await rateLimitCount("chatPerSession", session)).toBe(3);
  });
});

describe("the fast-commit pool (the chatbot's hot path: rate limits and the chat log)", () => {
  const commitSetting = async (pool: typeof pgPool) =>
    (
      await pool().query<{ setting: string; source: string }>(
        "SELECT setting, source FROM pg_settings WHERE name = 'synchronous_commit'",
      )
    ).rows[0];

  it("commits without waiting for the disk, set by its own connections; the main pool keeps the server's setting", async () => {
    expect(await commitSetting(fastCommitPool)).toEqual({ setting: "off", source: "client" });
    expect((await commitSetting(pgPool)).source).not.toBe("client");
  });

  it("holds the rate-limit buckets", async () => {
    const key = `fast-${Date.now()}`;
    const before = fastCommitPool().totalCount;
    await consumeRateLimit("chatPerIp", key);
    expect(fastCommitPool().totalCount).toBeGreaterThanOrEqual(Math.max(1, before));
    const hashed = createHash("sha256").update(key).digest("base64url");
    const { rows } = await pgPool().query("SELECT points FROM rate_limits WHERE key = $1", [`chatPerIp:${hashed}`]);
    expect(rows).toEqual([{ points: 1 }]);
  });
});
