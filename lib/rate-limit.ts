import "server-only";
import { createHash } from "node:crypto";
import { isIP } from "node:net";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { fastCommitPool } from "@/lib/db";
import { addressNetwork } from "@/lib/api/ip-network";

// requirements §D5: in Postgres, so every server instance sees the same counts.
export const rateLimits = {
  // decision 011: past 10 failures from anywhere an account slows, except from an address it logged in from before.
  loginFailuresPerAccountIp: { points: 5, duration: 15 * 60 },
  loginFailuresPerIp: { points: 30, duration: 15 * 60 },
  loginFailuresPerAccount: { points: 10, duration: 15 * 60 },
  loginSlowdownPerAccount: { points: 1, duration: 30 },
  loginKnownAccountIp: { points: 1, duration: 90 * 24 * 60 * 60 },
  registerPerIp: { points: 10, duration: 60 * 60 },
  // Reset: 429 per address; per email only the mail stops (no account hint), per email+requester first (no lockout).
  passwordResetPerIp: { points: 10, duration: 60 * 60 },
  passwordResetMailsPerEmailIp: { points: 3, duration: 60 * 60 },
  passwordResetMailsPerEmail: { points: 10, duration: 60 * 60 },
  // "Someone tried to register with your address": stops the mail only (was 18 in 10 s; security review 6, L1).
  registrationNoticesPerEmail: { points: 3, duration: 60 * 60 },
  accountPasswordChecksPerUser: { points: 10, duration: 15 * 60 },
  // Generous per address: a church's Wi-Fi or a carrier's shared address serves many visitors.
  contactPerIp: { points: 30, duration: 10 * 60 },
  contactPerEmail: { points: 3, duration: 60 * 60 },
  chatPerIp: { points: 30, duration: 60 },
  chatPerSession: { points: 15, duration: 60 },
  speechPerIp: { points: 20, duration: 60 },
  speechPerSession: { points: 15, duration: 60 },
  listenPerIp: { points: 30, duration: 60 },
  translatePerIp: { points: 60, duration: 60 },
  translateCharsPerIp: { points: 1_000, duration: 10 * 60 },
} as const;

export type RateLimitName = keyof typeof rateLimits;

export class RateLimitedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("Too many requests. Please try again later.");
  }
}

const limiters = new Map<RateLimitName, RateLimiterPostgres>();

function limiter(name: RateLimitName) {
  let instance = limiters.get(name);
  if (!instance) {
    instance = new RateLimiterPostgres({
      storeClient: fastCommitPool(),
      tableName: "rate_limits",
      tableCreated: true,
      keyPrefix: name,
      ...rateLimits[name],
    });
    limiters.set(name, instance);
  }
  return instance;
}

// Hashed keys: an address may be longer than the column; an address counts by its network (lib/api/ip-network.ts).
const storageKey = (key: string) =>
  createHash("sha256")
    .update(
      key
        .split("\n")
        .map((part) => (isIP(part) ? addressNetwork(part) : part))
        .join("\n"),
    )
    .digest("base64url");

const retryAfter = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

export async function consumeRateLimit(name: RateLimitName, key: string, points = 1) {
  try {
    await limiter(name).consume(storageKey(key), points);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw new RateLimitedError(retryAfter(error));
    throw error;
  }
}

export async function consumeRateLimits(buckets: { name: RateLimitName; key: string }[]) {
  const now = Date.now();
  const { rows } = await fastCommitPool().query<{ key: string; points: number; expire: string | null }>({
    name: "rate-limits-consume",
    text: `INSERT INTO rate_limits AS r (key, points, expire)
           SELECT * FROM unnest($1::text[], $2::int[], $3::bigint[])
           ON CONFLICT (key) DO UPDATE SET
             points = CASE WHEN r.expire <= $4 THEN EXCLUDED.points ELSE r.points + EXCLUDED.points END,
             expire = CASE WHEN r.expire <= $4 THEN EXCLUDED.expire ELSE r.expire END
           RETURNING key, points, expire`,
    values: [
      buckets.map(({ name, key }) => `${name}:${storageKey(key)}`),
      buckets.map(() => 1),
      buckets.map(({ name }) => now + rateLimits[name].duration * 1000),
      now,
    ],
  });
  let wait = 0;
  for (const row of rows) {
    const name = row.key.slice(0, row.key.indexOf(":")) as RateLimitName;
    if (row.points > rateLimits[name].points) wait = Math.max(wait, Number(row.expire ?? now) - now);
  }
  if (wait > 0) throw new RateLimitedError(Math.max(1, Math.ceil(wait / 1000)));
}

export async function assertNotRateLimited(name: RateLimitName, key: string) {
  const res = await limiter(name).get(storageKey(key));
  if (res && res.consumedPoints >= rateLimits[name].points) {
    throw new RateLimitedError(retryAfter(res));
  }
}

export async function rateLimitCount(name: RateLimitName, key: string) {
  return (await limiter(name).get(storageKey(key)))?.consumedPoints ?? 0;
}

export async function resetRateLimit(name: RateLimitName, key: string) {
  await limiter(name).delete(storageKey(key));
}
