// Faults a real `next start` must survive (issue: reliability): the database stopped for 5 s,
// SIGKILL in the middle of an upload, SIGTERM with requests in flight. Each test runs its own
// server and Postgres on FAULTS_PORT / FAULTS_PG_PORT, never the shared e2e servers.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import http from "node:http";
import { createHash } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { expect, test, type APIRequestContext } from "@playwright/test";
import pg from "pg";
import { connectionUrl, startEmbeddedPostgres } from "../../../scripts/db/embedded.mjs";
import { migrate } from "../../../scripts/db/migrate.mjs";

const PORT = Number(process.env.FAULTS_PORT ?? 3921);
const PG_PORT = Number(process.env.FAULTS_PG_PORT ?? 25422);
const BASE = `http://127.0.0.1:${PORT}`;
const DATA = path.resolve(".data/faults");
const PG_DIR = path.join(DATA, "pg");
const STORAGE = path.join(DATA, "uploads");
// Mirrors lib/uploads/temp.ts: the site's own temporary folder, keyed by its storage folder.
const TEMP_ROOT = path.join(
  os.tmpdir(),
  `site-uploads-${createHash("sha256").update(STORAGE).digest("hex").slice(0, 12)}`,
);
const ADMIN = { username: "faultadmin", email: "fault@example.org", password: "fault-password-123" };

test.describe.configure({ mode: "serial", timeout: 180_000 });

type Db = Awaited<ReturnType<typeof startEmbeddedPostgres>>;
let db: Db | null = null;
let app: ChildProcess | null = null;
let output = "";

const appEnv = (extra: Record<string, string> = {}) => {
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: "production",
    STORAGE_DIR: STORAGE,
    SEED: "0",
    NEXTAUTH_SECRET: "faults-only-secret-not-used-anywhere-else-0123",
    NEXTAUTH_URL: BASE,
    ...extra,
  };
  for (const key of ["OPENAI_API_KEY", "OPENAI_BASE_URL", "BLOB_READ_WRITE_TOKEN"]) delete env[key];
  return env;
};

/** Starts a process group (so SIGKILL reaches next-server's children too) and waits for health. */
async function startApp(command: string[], env: Record<string, string>) {
  output = "";
  const child: ChildProcess = spawn(process.execPath, command, {
    env: env as NodeJS.ProcessEnv,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  app = child;
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk));
  for (let waited = 0; ; waited += 250) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const ok = await fetch(`${BASE}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    if (waited > 90_000) throw new Error(`server did not start:\n${output}`);
    await sleep(250);
  }
}

// What `npm start` runs: `next start` plus the socket address (decision 011).
const nextStart = ["scripts/server.mjs", "-p", String(PORT)];

function exited(child: ChildProcess) {
  return new Promise<number | null>((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.once("exit", (code) => resolve(code)),
  );
}

async function stopEverything() {
  if (app && app.exitCode === null && app.signalCode === null) {
    try {
      process.kill(-app.pid!, "SIGKILL");
    } catch {}
    await exited(app);
  }
  app = null;
  await db?.stop();
  db = null;
}

test.beforeAll(async () => {
  rmSync(DATA, { recursive: true, force: true });
  mkdirSync(STORAGE, { recursive: true });
});

test.afterEach(stopEverything);
test.afterAll(() => rmSync(DATA, { recursive: true, force: true }));

async function login(request: APIRequestContext) {
  const registered = await request.post(`${BASE}/api/register`, { data: ADMIN });
  expect([201, 409]).toContain(registered.status());
  const response = await request.post(`${BASE}/api/login`, {
    data: { username: ADMIN.username, password: ADMIN.password },
  });
  expect(response.status()).toBe(200);
}

/**
 * A multipart upload sent slowly: the first half at once, the rest when `release` resolves.
 * Resolves with the response status (or the connection error).
 */
function slowUpload(cookie: string, categoryId: number, bytes: number, release: Promise<unknown>) {
  const boundary = "----faults-boundary";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="categoryId"\r\n\r\n${categoryId}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="slow.txt"\r\nContent-Type: text/plain\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.alloc(bytes, "word of the teaching ");
  const half = Math.floor(bytes / 2);
  return new Promise<{ status: number } | { error: string }>((resolve) => {
    const req = http.request(`${BASE}/api/documents`, {
      method: "POST",
      headers: {
        cookie,
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "content-length": head.length + body.length + tail.length,
      },
    });
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode! }));
    });
    req.on("error", (error) => resolve({ error: error.message }));
    req.write(head);
    req.write(body.subarray(0, half));
    void release.then(() => {
      req.write(body.subarray(half));
      req.end(tail);
    });
  });
}

async function sessionCookie(request: APIRequestContext) {
  const state = await request.storageState();
  return state.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

async function waitForTempFiles() {
  for (let waited = 0; waited < 10_000; waited += 100) {
    if (
      existsSync(TEMP_ROOT) &&
      readdirSync(TEMP_ROOT, { recursive: true }).some((name) => String(name).endsWith(".txt"))
    )
      return;
    await sleep(100);
  }
  throw new Error("the upload never reached the server's temporary folder");
}

async function documentRows(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM "Document"`)).rows[0].n;
  } finally {
    await client.end();
  }
}

const storedFiles = () =>
  existsSync(STORAGE)
    ? readdirSync(STORAGE, { recursive: true }).filter((name) => statSync(path.join(STORAGE, String(name))).isFile())
    : [];

test("the database stopped for 5 s: clean 503s with Retry-After, cached pages still served, recovery without restart", async ({
  request,
}) => {
  db = await startEmbeddedPostgres({ dir: path.relative(process.cwd(), PG_DIR), port: PG_PORT });
  await migrate(db.url, { log: () => {} });
  await startApp(nextStart, appEnv({ DATABASE_URL: db.url }));
  expect((await request.get(`${BASE}/api/settings`)).status()).toBe(200);
  expect((await request.get(`${BASE}/`)).status()).toBe(200); // fills the cache of public pages

  await db.stop();
  const outageEnds = Date.now() + 5_000;
  const seen: number[] = [];
  while (Date.now() < outageEnds) {
    const started = Date.now();
    const [api, post, ready, home] = await Promise.all([
      request.get(`${BASE}/api/settings`, { timeout: 10_000 }),
      request.post(`${BASE}/api/contact/send`, {
        data: { name: "Dora", email: "d@example.org", message: "During the outage" },
        timeout: 10_000,
      }),
      request.get(`${BASE}/api/health/ready`, { timeout: 10_000 }),
      request.get(`${BASE}/`, { timeout: 10_000 }),
    ]);
    expect(Date.now() - started, "no request hangs").toBeLessThan(7_000);
    for (const response of [api, post]) {
      seen.push(response.status());
      expect(response.status()).toBe(503);
      expect(response.headers()["retry-after"]).toBe("5");
      const text = await response.text();
      expect(JSON.parse(text).message).toMatch(/briefly unavailable/);
      expect(text).not.toMatch(/ECONNREFUSED|at .*\.js|postgres|127\.0\.0\.1/);
    }
    expect(ready.status()).toBe(503);
    expect((await ready.json()).database.status).toBe("failing");
    expect(home.status(), "cached public page").toBe(200);
    await sleep(500);
  }
  expect(seen.length).toBeGreaterThan(2);

  db = await startEmbeddedPostgres({ dir: path.relative(process.cwd(), PG_DIR), port: PG_PORT });
  await expect
    .poll(async () => (await request.get(`${BASE}/api/health/ready`)).status(), { timeout: 20_000 })
    .toBe(200);
  expect((await request.get(`${BASE}/api/settings`)).status()).toBe(200);
  const sent = await request.post(`${BASE}/api/contact/send`, {
    data: { name: "Dora", email: "d@example.org", message: "After the outage" },
  });
  expect(sent.status()).toBeLessThan(300);
  expect(output).not.toMatch(/uncaught|unhandled/i);
});

test("without NEXTAUTH_URL a forged X-Forwarded-Host reaches neither the podcast feed nor a page a cache keeps", async ({
  request,
}) => {
  db = await startEmbeddedPostgres({ dir: path.relative(process.cwd(), PG_DIR), port: PG_PORT });
  await migrate(db.url, { log: () => {} });
  const env = appEnv({ DATABASE_URL: db.url, TRUSTED_PROXY_HOPS: "0" });
  delete env.NEXTAUTH_URL;
  delete env.PORT;
  await startApp(nextStart, env);
  // No admin yet and no public address: the setup link names the port `npm start -- -p` was given.
  await expect
    .poll(() => output)
    .toMatch(new RegExp(`Register the first one at http://localhost:${PORT}/admin/register\\?setup=\\S+`));
  const forged = { "x-forwarded-host": "attacker.example", "x-forwarded-proto": "https" };
  const paths = ["/teachings/feed.xml", "/sitemap.xml", "/robots.txt", "/", "/about"];
  // Asked twice with the forged header (the second answer may come from a cache), then plainly.
  for (const headers of [forged, forged, {}]) {
    for (const route of paths) {
      const response = await request.get(`${BASE}${route}`, { headers });
      expect(response.status(), route).toBe(200);
      expect(await response.text(), route).not.toContain("attacker.example");
    }
  }
  const feed = await (await request.get(`${BASE}/teachings/feed.xml`, { headers: forged })).text();
  expect(feed).toContain(`<link>${BASE}/teachings</link>`);
  // The Host itself is what the app then has: the feed follows it, so no cache may keep it for anyone else.
  const hosted = await new Promise<{ cacheControl: string; body: string }>((resolve, reject) => {
    http
      .get(
        { host: "127.0.0.1", port: PORT, path: "/teachings/feed.xml", headers: { host: "attacker.example" } },
        (res) => {
          let body = "";
          res.on("data", (chunk: Buffer) => (body += chunk));
          res.on("end", () => resolve({ cacheControl: String(res.headers["cache-control"]), body }));
        },
      )
      .on("error", reject);
  });
  expect(hosted.body).toContain("attacker.example");
  expect(hosted.cacheControl).toBe("private, no-store");
});

test("SIGKILL in the middle of an upload, then a restart: no row, no file, temporary files removed", async ({
  request,
}) => {
  db = await startEmbeddedPostgres({ dir: path.relative(process.cwd(), PG_DIR), port: PG_PORT });
  await migrate(db.url, { log: () => {} });
  await startApp(nextStart, appEnv({ DATABASE_URL: db.url }));
  await login(request);
  const category = await (
    await request.post(`${BASE}/api/categories`, { data: { name: "Kill", slug: `kill-${Date.now()}` } })
  ).json();
  const rowsBefore = await documentRows(db.url);
  const filesBefore = storedFiles().length;

  const never = new Promise(() => {});
  const upload = slowUpload(await sessionCookie(request), category.id, 4 * 1024 * 1024, never);
  await waitForTempFiles();
  process.kill(-app!.pid!, "SIGKILL");
  await exited(app!);
  expect(await upload).toHaveProperty("error");
  // A leftover as a killed process leaves it (made old, as it would be after a real crash).
  expect(existsSync(TEMP_ROOT)).toBe(true);
  writeFileSync(path.join(TEMP_ROOT, "stale.bin"), "x");
  utimesSync(TEMP_ROOT, new Date(0), new Date(0));

  await startApp(nextStart, appEnv({ DATABASE_URL: db.url }));
  expect(existsSync(TEMP_ROOT) ? readdirSync(TEMP_ROOT) : []).toEqual([]);
  expect(await documentRows(db.url)).toBe(rowsBefore);
  expect(storedFiles().length).toBe(filesBefore);
});

test("SIGTERM: in-flight requests finish, then the server exits and its embedded Postgres shuts down cleanly", async ({
  request,
}) => {
  const server = await startApp(
    ["scripts/with-db.mjs", "node", ...nextStart],
    appEnv({ EMBEDDED_PG_DIR: path.relative(process.cwd(), PG_DIR), EMBEDDED_PG_PORT: String(PG_PORT) }),
  );
  await login(request);
  const category = await (
    await request.post(`${BASE}/api/categories`, { data: { name: "Term", slug: `term-${Date.now()}` } })
  ).json();

  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const upload = slowUpload(await sessionCookie(request), category.id, 1024 * 1024, released);
  await waitForTempFiles();
  const code = exited(server);
  process.kill(server.pid!, "SIGTERM");
  await sleep(1_000);
  expect(server.exitCode, "still serving the upload").toBeNull();
  release();
  expect(await upload).toEqual({ status: 201 });
  expect([0, 143]).toContain(await code);
  app = null;
  expect(existsSync(path.join(PG_DIR, "postmaster.pid")), "Postgres stopped and removed its pid file").toBe(false);
  // Nothing of the server is left listening.
  expect(
    await fetch(`${BASE}/api/health`).then(
      () => "up",
      () => "down",
    ),
  ).toBe("down");
  // The data survived: the uploaded document is there after the next start.
  const again = await startEmbeddedPostgres({ dir: path.relative(process.cwd(), PG_DIR), port: PG_PORT });
  db = again;
  expect(await documentRows(connectionUrl(PG_PORT))).toBeGreaterThan(0);
});
