import "server-only";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { pgPool } from "@/lib/db";

// Buckets live in Postgres (table rate_limits) so every server instance sees the same counts
// (DESIGN §5). Each entry: `points` requests per `duration` seconds.
export const rateLimits = {
  loginFailuresPerUsername: { points: 5, duration: 15 * 60 },
  loginFailuresPerIp: { points: 30, duration: 15 * 60 },
  registerPerIp: { points: 10, duration: 60 * 60 },
  // Generous per address: a church's Wi-Fi or a carrier's shared address serves many visitors.
  contactPerIp: { points: 30, duration: 10 * 60 },
  contactPerEmail: { points: 3, duration: 60 * 60 },
  chatPerIp: { points: 30, duration: 60 },
  chatPerSession: { points: 15, duration: 60 },
  speechPerIp: { points: 20, duration: 60 },
  speechPerSession: { points: 15, duration: 60 },
  translatePerIp: { points: 60, duration: 60 },
  // Thousands of characters sent for translation: the endpoints store what they translate.
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
      storeClient: pgPool(),
      tableName: "rate_limits",
      tableCreated: true,
      keyPrefix: name,
      ...rateLimits[name],
    });
    limiters.set(name, instance);
  }
  return instance;
}

const retryAfter = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/** Counts one request (or `points` of it); throws RateLimitedError once the bucket is empty. */
export async function consumeRateLimit(name: RateLimitName, key: string, points = 1) {
  try {
    await limiter(name).consume(key, points);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw new RateLimitedError(retryAfter(error));
    throw error;
  }
}

/** Throws RateLimitedError if the bucket is already empty, without counting this request. */
export async function assertNotRateLimited(name: RateLimitName, key: string) {
  const res = await limiter(name).get(key);
  if (res && res.consumedPoints >= rateLimits[name].points) {
    throw new RateLimitedError(retryAfter(res));
  }
}

export async function resetRateLimit(name: RateLimitName, key: string) {
  await limiter(name).delete(key);
}
