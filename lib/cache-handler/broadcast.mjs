import { randomUUID } from "node:crypto";
import pg from "pg";

export const CHANNEL = "next_cache_tags";
// A render that read just before a write may cache old data after its notification: a second expiry closes that.
const SECOND_EXPIRY_MS = 2_000;
const RETRY_MS = [500, 1_000, 2_000, 5_000];
// Sends queue: one hanging on a half-open connection would hold back all later ones, so past this it is replaced.
const SEND_TIMEOUT_MS = 5_000;
// pg_notify payloads are limited to 8000 bytes; Next limits a tag to 256 characters.
const MAX_PAYLOAD = 7_000;
const MAX_TAG_LENGTH = 256;
// Bounds what a reconnect expires; past it every tag it has seen is dropped and the list restarts.
const MAX_KNOWN_TAGS = 10_000;

const isTag = (tag) => typeof tag === "string" && tag.length > 0 && tag.length <= MAX_TAG_LENGTH;

function cleanDurations(value) {
  if (!value || typeof value !== "object") return undefined;
  return typeof value.expire === "number" && Number.isFinite(value.expire) && value.expire >= 0
    ? { expire: value.expire }
    : undefined;
}

export function notificationPayloads(from, tags, durations) {
  const payloads = [];
  let batch = [];
  const payload = (list) => JSON.stringify({ from, tags: list, durations: durations ?? null });
  for (const tag of tags.filter(isTag)) {
    if (batch.length > 0 && payload([...batch, tag]).length > MAX_PAYLOAD) {
      payloads.push(payload(batch));
      batch = [];
    }
    batch.push(tag);
  }
  if (batch.length > 0) payloads.push(payload(batch));
  return payloads;
}

export function parseNotification(text) {
  try {
    const message = JSON.parse(text ?? "");
    if (!message || typeof message !== "object" || !Array.isArray(message.tags)) return null;
    const tags = message.tags.filter(isTag);
    if (tags.length === 0) return null;
    return {
      from: typeof message.from === "string" ? message.from : "",
      tags,
      durations: cleanDurations(message.durations),
    };
  } catch {
    return null;
  }
}

const later = (fn, ms) => {
  const timer = setTimeout(fn, ms);
  timer.unref?.();
  return timer;
};

function expire(inner, tags, durations, afterMs) {
  const once = () => void Promise.resolve(inner.updateTags(tags, durations)).catch(() => {});
  if (afterMs === undefined) once();
  else later(once, afterMs);
}

function notificationListener({ instance, inner, secondExpiryMs }) {
  return (message) => {
    if (message.channel !== CHANNEL) return;
    const received = parseNotification(message.payload);
    if (!received) return;
    // Our own change was applied when it was made; only the late second expiry is left.
    if (received.from !== instance) expire(inner, received.tags, received.durations);
    expire(inner, received.tags, received.durations, secondExpiryMs);
  };
}

async function openListener(databaseUrl, onDrop) {
  const listener = new pg.Client({
    connectionString: databaseUrl,
    application_name: "next-cache-broadcast",
    connectionTimeoutMillis: 5_000,
  });
  // A connection error while idle arrives as an event; without a listener it would crash the server.
  listener.on("error", (error) => onDrop(listener, error));
  listener.on("end", () => onDrop(listener, new Error("connection ended")));
  try {
    await listener.connect();
    await listener.query(`LISTEN ${CHANNEL}`);
    return listener;
  } catch (error) {
    listener.removeAllListeners("end");
    listener.end().catch(() => {});
    throw error;
  }
}

function createReconnectingListener({ databaseUrl, log, onNotification, onListening }) {
  let client = null;
  let connecting = null;
  let attempts = 0;
  let closed = false;
  let retryTimer = null;

  function scheduleReconnect(error) {
    if (closed || retryTimer) return;
    const delay = RETRY_MS[Math.min(attempts++, RETRY_MS.length - 1)];
    if (attempts === 1) log(`not listening (${error?.message ?? error}); retrying`);
    retryTimer = later(() => {
      retryTimer = null;
      void connect();
    }, delay);
  }

  function dropped(listener, error) {
    if (client === listener) client = null;
    listener.removeAllListeners("notification");
    listener.end().catch(() => {});
    scheduleReconnect(error);
  }

  async function listen() {
    let listener;
    try {
      listener = await openListener(databaseUrl, dropped);
    } catch (error) {
      connecting = null;
      scheduleReconnect(error);
      return null;
    }
    listener.on("notification", onNotification);
    onListening();
    if (attempts > 0) log("listening again");
    attempts = 0;
    client = listener;
    connecting = null;
    return listener;
  }

  function connect() {
    if (!databaseUrl || closed) return Promise.resolve(null);
    if (client) return Promise.resolve(client);
    connecting ??= listen();
    return connecting;
  }

  async function close() {
    closed = true;
    if (retryTimer) clearTimeout(retryTimer);
    const listener = client ?? (await connecting);
    client = null;
    if (listener) {
      listener.removeAllListeners("end");
      await listener.end().catch(() => {});
    }
  }

  return { connect, close, drop: dropped };
}

function withinTime(promise, ms, onLate) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = later(() => {
      onLate();
      reject(new Error(`no answer within ${ms} ms`));
    }, ms);
  });
  // The late query's own rejection (its connection ended) is the timeout's, already reported.
  promise.catch(() => {});
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

async function broadcastTags(listening, instance, tags, durations, timeoutMs) {
  const target = await listening.connect();
  if (!target) throw new Error("no connection to the database");
  for (const payload of notificationPayloads(instance, tags, durations)) {
    // Parameters, never SQL text: a tag is data whatever characters it holds.
    const notified = target.query("SELECT pg_notify($1, $2)", [CHANNEL, payload]);
    await withinTime(notified, timeoutMs, () => listening.drop(target, new Error("a broadcast did not return")));
  }
}

function rememberTags(knownTags, tags) {
  if (knownTags.size + tags.length > MAX_KNOWN_TAGS) knownTags.clear();
  for (const tag of tags) knownTags.add(tag);
}

/**
 * @param {{ inner: import("next/cache").CacheHandler, databaseUrl?: string, log?: (message: string) => void, secondExpiryMs?: number, sendTimeoutMs?: number }} options
 */
export function createTagBroadcast({
  inner,
  databaseUrl,
  log = (message) => console.error(`[cache-broadcast] ${message}`),
  secondExpiryMs = SECOND_EXPIRY_MS,
  sendTimeoutMs = SEND_TIMEOUT_MS,
}) {
  const instance = randomUUID();
  const knownTags = new Set();
  // The listening client also sends: one query at a time on it (pg 9 refuses a second at once).
  let sending = Promise.resolve();
  const listening = createReconnectingListener({
    databaseUrl,
    log,
    onNotification: notificationListener({ instance, inner, secondExpiryMs }),
    // Invalidations sent while this instance was not listening are lost: expire everything it has cached.
    onListening: () => {
      if (knownTags.size > 0) expire(inner, [...knownTags], undefined);
    },
  });

  /** @type {import("next/cache").CacheHandler & { close(): Promise<void>, ready(): Promise<unknown> }} */
  const handler = {
    get: (cacheKey, softTags) => inner.get(cacheKey, softTags),
    async set(cacheKey, pendingEntry) {
      await inner.set(
        cacheKey,
        pendingEntry.then((entry) => {
          rememberTags(knownTags, entry.tags);
          return entry;
        }),
      );
    },
    // Invalidations arrive pushed by NOTIFY; there is nothing to poll before a request.
    refreshTags: () => Promise.resolve(),
    getExpiration: (tags) => inner.getExpiration(tags),
    async updateTags(tags, durations) {
      await inner.updateTags(tags, durations);
      const send = () => broadcastTags(listening, instance, tags, durations, sendTimeoutMs);
      // Once more on a fresh connection: the other instances' connections are fine and would never learn of it.
      const sent = sending.then(() => send().catch(send));
      sending = sent.catch(() => {});
      try {
        await sent;
      } catch (error) {
        log(
          `broadcast failed (${error?.message ?? error}); other instances expire their cache when they next reconnect`,
        );
      }
    },
    ready: () => listening.connect(),
    close: () => listening.close(),
  };
  return handler;
}
