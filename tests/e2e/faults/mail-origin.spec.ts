// Links in mails with a forged Host, against a real production server without NEXTAUTH_URL and a real SMTP
// server (decision 011): until an administrator has used the site at its public address, a visitor's password
// reset mails nothing (same answer, logged); after that every link uses that address, whatever Host the
// visitor sent. Uses the build, FAULTS_PORT and FAULTS_PG_PORT, never the shared e2e servers.
import http from "node:http";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { expect, test } from "@playwright/test";
import { startEmbeddedPostgres } from "../../../scripts/db/embedded.mjs";
import { migrate } from "../../../scripts/db/migrate.mjs";
import { startSmtpSink } from "../../support/smtp-sink.mjs";
import { startOwnServer } from "../support/own-server";

const PORT = Number(process.env.FAULTS_PORT ?? 3921);
const PG_PORT = Number(process.env.FAULTS_PG_PORT ?? 25422);
const DATA = path.resolve(".data/mail-origin");
const SITE = "ministry.example";
const FORGED = "attacker.example";
const ADMIN = { username: "originadmin", email: "owner@example.org", password: "Origin-pass-4821" };
const NO_SITE_ORIGIN = "the site's address is unknown";

test.describe.configure({ mode: "serial", timeout: 240_000 });

/** A GET with the Host header chosen here: status, Cache-Control and body. */
function get(urlPath: string, host: string) {
  return new Promise<{ status: number; cacheControl: string; body: string }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port: PORT, path: urlPath, headers: { host } }, (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode!,
            cacheControl: String(response.headers["cache-control"]),
            body: text,
          }),
        );
      })
      .on("error", reject);
  });
}

/** A JSON POST with the Host header chosen here, as any client may send it. */
function post(urlPath: string, body: object, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: PORT,
        path: urlPath,
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode!, body: text }));
      },
    );
    request.on("error", reject);
    request.end(JSON.stringify(body));
  });
}

test("mail links follow the pinned address, never a visitor's Host", async () => {
  rmSync(DATA, { recursive: true, force: true });
  mkdirSync(path.join(DATA, "uploads"), { recursive: true });
  const db = await startEmbeddedPostgres({ dir: path.relative(process.cwd(), path.join(DATA, "pg")), port: PG_PORT });
  const sink = await startSmtpSink({ port: 0 });
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: db.url,
    STORAGE_DIR: path.join(DATA, "uploads"),
    SEED: "0",
    NEXTAUTH_SECRET: "mail-origin-only-secret-not-used-anywhere-else-01",
    SMTP_URL: sink.url,
    MAIL_FROM: "site@example.org",
    TRUSTED_PROXY_HOPS: "0",
  };
  for (const key of ["NEXTAUTH_URL", "OPENAI_API_KEY", "OPENAI_BASE_URL", "BLOB_READ_WRITE_TOKEN"]) delete env[key];
  await migrate(db.url, { log: () => {} });
  const server = await startOwnServer(PORT, env);
  const mailText = (word: string): string =>
    (sink.messages as { to: string[]; subject: string; text: string }[]).find(
      (mail) => mail.to.includes(ADMIN.email) && (mail.subject + mail.text).includes(word),
    )?.text ?? "";
  try {
    // The first administrator, on the server itself: an address of this machine is not pinned.
    expect((await post("/api/register", ADMIN)).status).toBe(201);

    const forgedReset = () => post("/api/password/forgot", { email: ADMIN.email }, { host: FORGED });
    const unknownReset = () => post("/api/password/forgot", { email: "nobody@example.org" }, { host: FORGED });
    const refused = await forgedReset();
    // The same answer as for an address with no account: nothing tells them apart.
    expect(refused).toEqual(await unknownReset());
    await expect.poll(() => server.output(), { timeout: 10_000 }).toContain(NO_SITE_ORIGIN);
    await sleep(1_500);
    expect(sink.messages).toEqual([]);

    // The administrator signs in at the public address (behind TLS): that pins it.
    const login = await post(
      "/api/login",
      { username: ADMIN.username, password: ADMIN.password },
      { host: SITE, "x-forwarded-proto": "https" },
    );
    expect(login.status).toBe(200);

    expect(await forgedReset()).toEqual(refused);
    await expect
      .poll(() => mailText("Reset"), { timeout: 10_000 })
      .toContain(`https://${SITE}/admin/reset-password?token=`);
    expect(mailText("Reset")).not.toContain(FORGED);

    // A registration with a forged Host: the administrators' notice links to the pinned address too.
    const joined = await post(
      "/api/register",
      { username: "newcomer", email: "newcomer@example.org", password: "Newcomer-pass-9137" },
      // As over TLS: registering starts a session, whose secure cookie needs https.
      { host: FORGED, "x-forwarded-proto": "https" },
    );
    expect(joined.status).toBe(202);
    await expect.poll(() => mailText("newcomer"), { timeout: 10_000 }).toContain(`https://${SITE}/admin/users`);
    expect(mailText("newcomer")).not.toContain(FORGED);

    // Podcast apps download from the feed's links, which caches share: they follow the pinned address too.
    const feed = await get("/teachings/feed.xml", FORGED);
    expect(feed.status).toBe(200);
    expect(feed.body).toContain(`<link>https://${SITE}/teachings</link>`);
    expect(feed.body).not.toContain(FORGED);
    expect(feed.cacheControl).toMatch(/^public/);
    for (const route of ["/sitemap.xml", "/robots.txt"]) {
      const listed = await get(route, FORGED);
      expect(listed.body, route).toContain(`https://${SITE}/`);
      expect(listed.body, route).not.toContain(FORGED);
    }
  } finally {
    await server.stop();
    await sink.stop();
    await db.stop();
    rmSync(DATA, { recursive: true, force: true });
  }
});
