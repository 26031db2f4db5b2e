// The `use cache` handler of every `next start` instance (next.config.ts `cacheHandlers.default`):
// Next's own in-memory handler, plus a broadcast of tag invalidations through Postgres
// LISTEN/NOTIFY, so an editor's change made through one instance expires the cached data and
// pages of every instance sharing the database within milliseconds (docs/decisions/010).
//
// Next keeps the expiry of each tag in one process-wide map that both this handler and the page
// (ISR) cache read, so applying a received invalidation here also expires the cached pages.
// Plain JavaScript: Next imports this file at runtime, outside the app's bundles.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { createDefaultCacheHandler } from "next/dist/server/lib/cache-handlers/default.js";

export const CHANNEL = "next_cache_tags";
const MAX_MEMORY_BYTES = 50 * 1024 * 1024;
// A render that read the database just before a write can finish just after its notification and
// cache the old data; expiring the tags once more a little later closes that window.
const SECOND_EXPIRY_MS = 2_000;
const RETRY_MS = [500, 1_000, 2_000, 5_000];
// pg_notify payloads are limited to 8000 bytes.
const MAX_PAYLOAD = 7_000;

const inner = createDefaultCacheHandler(MAX_MEMORY_BYTES);
const instance = randomUUID();
/** Every tag this instance has cached something under, to expire after a gap in the broadcast. */
const knownTags = new Set();
let client = null;
let connecting = null;
let attempts = 0;
let everConnected = false;

const log = (...args) => console.error("[cache-broadcast]", ...args);

function applyRemote(tags, durations) {
  void inner.updateTags(tags, durations);
  setTimeout(() => void inner.updateTags(tags, durations), SECOND_EXPIRY_MS).unref();
}

function connect() {
  const url = process.env.DATABASE_URL;
  // `next build` prerenders without a database; there is nothing to broadcast to.
  if (!url || process.env.NEXT_PHASE === "phase-production-build") return null;
  if (client) return Promise.resolve(client);
  connecting ??= (async () => {
    const next = new pg.Client({ connectionString: url, application_name: "next-cache-broadcast" });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      connecting = null;
      await next.end().catch(() => {});
      scheduleReconnect(error);
      return null;
    }
    next.on("notification", (message) => {
      try {
        const { from, tags, durations } = JSON.parse(message.payload ?? "");
        if (!Array.isArray(tags) || !tags.every((tag) => typeof tag === "string")) return;
        if (from === instance) setTimeout(() => void inner.updateTags(tags, durations ?? undefined), SECOND_EXPIRY_MS).unref();
        else applyRemote(tags, durations ?? undefined);
      } catch {
        // Not ours; ignore.
      }
    });
    next.on("error", (error) => {
      if (client === next) client = null;
      connecting = null;
      next.end().catch(() => {});
      scheduleReconnect(error);
    });
    // Invalidations sent while this instance was not listening are lost: expire everything it holds.
    if (everConnected && knownTags.size > 0) applyRemote([...knownTags], undefined);
    everConnected = true;
    attempts = 0;
    client = next;
    connecting = null;
    return next;
  })();
  return connecting;
}

function scheduleReconnect(error) {
  const delay = RETRY_MS[Math.min(attempts++, RETRY_MS.length - 1)];
  if (attempts === 1) log(`listening failed (${error?.message ?? error}); retrying`);
  setTimeout(() => void connect(), delay).unref();
}

async function broadcast(tags, durations) {
  const target = await connect();
  if (!target) return;
  // Split so that every payload stays under the limit.
  let batch = [];
  const send = async () => {
    if (batch.length === 0) return;
    const payload = JSON.stringify({ from: instance, tags: batch, durations: durations ?? null });
    batch = [];
    await target.query("SELECT pg_notify($1, $2)", [CHANNEL, payload]);
  };
  for (const tag of tags) {
    if (JSON.stringify(batch.concat(tag)).length > MAX_PAYLOAD) await send();
    batch.push(tag);
  }
  await send();
}

void connect();

/** @type {import("next/cache").CacheHandler} */
const handler = {
  get: (cacheKey, softTags) => inner.get(cacheKey, softTags),
  async set(cacheKey, pendingEntry) {
    await inner.set(
      cacheKey,
      pendingEntry.then((entry) => {
        for (const tag of entry.tags) knownTags.add(tag);
        return entry;
      }),
    );
  },
  // Invalidations arrive pushed by NOTIFY; there is nothing to poll before a request.
  refreshTags: () => Promise.resolve(),
  getExpiration: (tags) => inner.getExpiration(tags),
  async updateTags(tags, durations) {
    await inner.updateTags(tags, durations);
    try {
      await broadcast(tags, durations);
    } catch (error) {
      log(`broadcast failed (${error?.message ?? error}); other instances keep this change's old pages until their next reconnect`);
    }
  },
};

export default handler;
