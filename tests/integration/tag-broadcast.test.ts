import net from "node:net";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import {
  CHANNEL,
  createTagBroadcast,
  notificationPayloads,
  parseNotification,
} from "@/lib/cache-handler/broadcast.mjs";
import { announcingInvalidations, onTagsInvalidated } from "@/lib/cache-handler/invalidations.mjs";
import { createResponseCache } from "../../scripts/server/response-cache.mjs";

// Tag invalidations shared by the instances of one database (docs/decisions/010), against the
// test Postgres. Each "instance" here is a broadcast handler around a recording inner handler.
const databaseUrl = process.env.DATABASE_URL!;

type Call = { tags: string[]; durations?: { expire?: number } };

function recordingInner() {
  const calls: Call[] = [];
  return {
    calls,
    handler: {
      get: async () => undefined,
      set: async (_key: string, pending: Promise<{ tags: string[] }>) => void (await pending),
      refreshTags: async () => {},
      getExpiration: async () => 0,
      updateTags: async (tags: string[], durations?: { expire?: number }) => void calls.push({ tags, durations }),
    },
  };
}

const open: { close(): Promise<void> }[] = [];
function instance(url = databaseUrl, sendTimeoutMs?: number) {
  const inner = recordingInner();
  const logs: string[] = [];
  const handler = createTagBroadcast({
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    inner: inner.handler as any,
    databaseUrl: url,
    log: (message: string) => logs.push(message),
    secondExpiryMs: 200,
    sendTimeoutMs,
  });
  open.push(handler);
  return { handler, calls: inner.calls, logs };
}

async function until(check: () => boolean, ms = 5_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A TCP relay to the test Postgres that can go silent, as a half-open connection does. */
async function freezableRelay() {
  const target = new URL(databaseUrl);
  const sockets = new Set<net.Socket>();
  const frozen = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => {});
      socket.on("close", () => (client.destroy(), upstream.destroy()));
    }
    // Frozen: what the client sends is swallowed; nothing reaches Postgres, nothing comes back.
    client.on("data", (chunk) => void (!frozen.has(client) && upstream.write(chunk)));
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = new URL(databaseUrl);
  url.host = `127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  const relay = {
    url: url.toString(),
    /** Silences the connections open now; later ones work. */
    freeze: () => sockets.forEach((socket) => frozen.add(socket)),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  open.push(relay);
  return relay;
}

afterEach(async () => {
  await Promise.all(open.splice(0).map((handler) => handler.close()));
});

describe("tag broadcast", () => {
  it("applies an invalidation made on one instance to the other, with its durations", async () => {
    const a = instance();
    const b = instance();
    await Promise.all([a.handler.ready(), b.handler.ready()]);
    await a.handler.updateTags(["settings", "translations:fr"], { expire: 0 });
    expect(a.calls[0]).toEqual({ tags: ["settings", "translations:fr"], durations: { expire: 0 } });
    await until(() => b.calls.length > 0);
    expect(b.calls[0]).toEqual({ tags: ["settings", "translations:fr"], durations: { expire: 0 } });
    // Once more a little later, for a render that read the database just before the write.
    await until(() => b.calls.length > 1);
    await until(() => a.calls.length > 1);
  });

  it("empties the other instance's response cache (scripts/server.mjs) when its invalidation arrives", async () => {
    // As in production: the broadcast wraps the announcing handler, which the server listens to.
    const pages = createResponseCache();
    const stop = onTagsInvalidated(() => pages.invalidate());
    try {
      const a = instance();
      const bInner = recordingInner();
      const b = createTagBroadcast({
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        inner: announcingInvalidations(bInner.handler as any),
        databaseUrl,
        log: () => {},
      });
      open.push(b);
      await Promise.all([a.handler.ready(), b.ready()]);
      const before = pages.generation();
      await a.handler.updateTags(["settings"], { expire: 0 });
      await until(() => bInner.calls.length > 0);
      expect(pages.generation()).toBeGreaterThan(before);
    } finally {
      stop();
    }
  });

  it("sends invalidations made at once one after another on its one connection, and delivers them all", async () => {
    // pg 8 warns when a client is asked a query while one is running; pg 9 drops support for it.
    const warnings: string[] = [];
    const onWarning = (warning: Error) => void warnings.push(warning.message);
    process.on("warning", onWarning);
    try {
      const a = instance();
      const b = instance();
      await Promise.all([a.handler.ready(), b.handler.ready()]);
      const tags = Array.from({ length: 12 }, (_, index) => [`booklet:${index}`]);
      await Promise.all(tags.map((tag) => a.handler.updateTags(tag, { expire: 0 })));
      await until(() => new Set(b.calls.flatMap((call) => call.tags)).size === tags.length);
      expect(a.logs).toEqual([]);
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((message) => /already executing a query/.test(message))).toEqual([]);
    } finally {
      process.off("warning", onWarning);
    }
  });

  it("carries any characters in a tag as data, never as SQL", async () => {
    const a = instance();
    const b = instance();
    await Promise.all([a.handler.ready(), b.handler.ready()]);
    const hostile = ["x'); DROP TABLE settings; --", 'quote " and \\ backslash', "$1 $$ dollar", "ünïcode ✓"];
    await a.handler.updateTags(hostile);
    await until(() => b.calls.length > 0);
    expect(b.calls[0].tags).toEqual(hostile);
  });

  it("splits a long list into notifications Postgres accepts and drops tags Next would not make", () => {
    const tags = Array.from({ length: 400 }, (_, i) => `tag-${i}-${"x".repeat(200)}`);
    const payloads = notificationPayloads("me", [...tags, "y".repeat(300), ""], undefined);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(payload.length).toBeLessThan(8_000);
    expect(payloads.flatMap((payload) => parseNotification(payload)!.tags)).toEqual(tags);
  });

  it("ignores notifications that are not its own kind", () => {
    for (const text of ["", "not json", "null", "[]", '{"tags":"settings"}', '{"tags":[1,2]}', '{"tags":[]}'])
      expect(parseNotification(text), text).toBeNull();
    expect(parseNotification('{"from":"x","tags":["a"],"durations":{"expire":"soon"}}')).toEqual({
      from: "x",
      tags: ["a"],
      durations: undefined,
    });
  });

  it("delivers a long list across instances", async () => {
    const a = instance();
    const b = instance();
    await Promise.all([a.handler.ready(), b.handler.ready()]);
    const tags = Array.from({ length: 200 }, (_, i) => `tag-${i}-${"x".repeat(100)}`);
    await a.handler.updateTags(tags);
    await until(
      () =>
        new Set(
          b.calls
            .filter((call) => call.tags.length > 0 && call.tags[0].startsWith("tag-"))
            .flatMap((call) => call.tags),
        ).size === tags.length,
    );
  });

  it("starts without a database, keeps working locally, and does not throw", async () => {
    const down = instance("postgresql://postgres:postgres@127.0.0.1:1/app");
    await expect(down.handler.ready()).resolves.toBeNull();
    await down.handler.updateTags(["settings"]);
    expect(down.calls).toEqual([{ tags: ["settings"], durations: undefined }]);
    expect(down.logs.join("\n")).toMatch(/broadcast failed/);
  });

  it("gives up a broadcast its connection never answers, and sends it again on a new one", async () => {
    const relay = await freezableRelay();
    const a = instance(relay.url, 300);
    const b = instance();
    await Promise.all([a.handler.ready(), b.handler.ready()]);
    // The connection A listens and sends on goes silent; a new one works.
    relay.freeze();
    const started = Date.now();
    await a.handler.updateTags(["teachings"]);
    expect(Date.now() - started).toBeLessThan(3_000);
    await until(() => b.calls.some((call) => call.tags.includes("teachings")));
    // Later invalidations are not held behind the lost one.
    await a.handler.updateTags(["booklets"]);
    await until(() => b.calls.some((call) => call.tags.includes("booklets")));
    expect(a.logs.join("\n")).not.toMatch(/broadcast failed/);
  });

  it("listens again after its connection is cut, and expires what it cached meanwhile", async () => {
    const a = instance();
    const b = instance();
    await Promise.all([a.handler.ready(), b.handler.ready()]);
    await b.handler.set("key", Promise.resolve({ tags: ["booklets"] }) as never);
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      // Every listening connection of this test run (both instances) is cut, as by a database restart.
      await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'next-cache-broadcast' AND pid <> pg_backend_pid()",
      );
      // B reconnects and, having maybe missed invalidations, expires every tag it has cached under.
      await until(() => b.calls.some((call) => call.tags.includes("booklets")), 10_000);
      const before = b.calls.length;
      await until(() => b.logs.some((line) => /listening again/.test(line)), 10_000);
      await a.handler.updateTags(["flipbook"]);
      await until(() => b.calls.slice(before).some((call) => call.tags.includes("flipbook")), 10_000);
      const listeners = await admin.query(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'next-cache-broadcast'",
      );
      expect(listeners.rows[0].n).toBeGreaterThanOrEqual(2);
      expect((await admin.query("SELECT $1::text AS channel", [CHANNEL])).rows[0].channel).toBe("next_cache_tags");
    } finally {
      await admin.end();
    }
  });
});
