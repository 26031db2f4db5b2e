// The README's nightly backup, run exactly as its cron line says (only the folder differs), while
// `npm start` serves the site on the embedded Postgres with requests in flight; the archive is
// then restored into another embedded Postgres and checked. Uses the build, FAULTS_PORT,
// FAULTS_PG_PORT and FAULTS_RESTORE_PG_PORT, never the shared e2e servers.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { expect, request as playwrightRequest, test } from "@playwright/test";
import pg from "pg";
import { startEmbeddedPostgres } from "../../../scripts/db/embedded.mjs";

const PORT = Number(process.env.FAULTS_PORT ?? 3921);
const PG_PORT = Number(process.env.FAULTS_PG_PORT ?? 25422);
const RESTORE_PG_PORT = Number(process.env.FAULTS_RESTORE_PG_PORT ?? PG_PORT + 1);
const BASE = `http://127.0.0.1:${PORT}`;
const ROOT = process.cwd();
const DATA = path.resolve(".data/faults-backup");
const SITE = { pg: path.join(DATA, "site-pg"), storage: path.join(DATA, "site-uploads") };
const RESTORED = { pg: path.join(DATA, "restored-pg"), storage: path.join(DATA, "restored-uploads") };
const ADMIN = { username: "backupadmin", email: "backup@example.org", password: "Backup-live-test-9x!k" };

test.describe.configure({ mode: "serial", timeout: 300_000 });

let site: ChildProcess | null = null;
let output = "";

/** The README's cron line without its schedule, in this project's folder instead of /srv/site. */
function readmeCronCommand() {
  const block = /```cron\n(.+)\n```/.exec(readFileSync(path.join(ROOT, "README.md"), "utf8"))?.[1];
  expect(block, "the README has a cron block").toBeTruthy();
  const command = block!.split(/\s+/).slice(5).join(" ");
  expect(command).toContain("cd /srv/site && ");
  return command.replace("cd /srv/site", `cd '${ROOT}'`);
}

/** The environment a site's .env would give: its own database and upload folders. */
function siteEnv(folders: { pg: string; storage: string }, pgPort: number) {
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    EMBEDDED_PG_DIR: folders.pg,
    EMBEDDED_PG_PORT: String(pgPort),
    STORAGE_DIR: folders.storage,
    PORT: String(PORT),
    SEED: "0",
    NEXTAUTH_SECRET: "backup-live-only-secret-not-used-elsewhere-0123",
    NEXTAUTH_URL: BASE,
  };
  for (const key of ["DATABASE_URL", "OPENAI_API_KEY", "OPENAI_BASE_URL", "BLOB_READ_WRITE_TOKEN", "NODE_ENV"])
    delete env[key];
  return env as NodeJS.ProcessEnv;
}

function run(command: string, env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; text: string }>((resolve) => {
    const child = spawn("sh", ["-c", command], { env, stdio: ["ignore", "pipe", "pipe"] });
    let text = "";
    child.stdout.on("data", (chunk: Buffer) => (text += chunk));
    child.stderr.on("data", (chunk: Buffer) => (text += chunk));
    child.on("exit", (code) => resolve({ code, text }));
  });
}

const backupLog = () => {
  try {
    return readFileSync(path.join(ROOT, "backups/backup.log"), "utf8");
  } catch {
    return "";
  }
};

const newestArchive = () =>
  backupLog()
    .trim()
    .split("\n")
    .filter((line) => line.endsWith(".tar.gz"))
    .at(-1)!;

async function stopSite() {
  if (site && site.exitCode === null && site.signalCode === null) {
    const exited = new Promise((resolve) => site!.once("exit", resolve));
    process.kill(-site.pid!, "SIGINT");
    await exited;
  }
  site = null;
}

test.beforeAll(() => rmSync(DATA, { recursive: true, force: true }));
test.afterAll(async () => {
  if (site) process.kill(-site.pid!, "SIGKILL");
  rmSync(DATA, { recursive: true, force: true });
});

test("the README's nightly backup runs while the site serves requests, and its archive restores elsewhere", async () => {
  const archives: string[] = [];
  try {
    // `npm start`: with-db starts the embedded Postgres on the site's folder, then the server.
    site = spawn("npm", ["start", "--silent"], { env: siteEnv(SITE, PG_PORT), detached: true, stdio: "pipe" });
    site.stdout!.on("data", (chunk: Buffer) => (output += chunk));
    site.stderr!.on("data", (chunk: Buffer) => (output += chunk));
    await expect(async () => expect((await fetch(`${BASE}/api/health/ready`)).status).toBe(200)).toPass({
      timeout: 150_000,
      intervals: [500],
    });

    const admin = await playwrightRequest.newContext({ baseURL: BASE });
    const visitor = await playwrightRequest.newContext({ baseURL: BASE });
    expect((await admin.post("/api/register", { data: ADMIN })).status()).toBe(201);
    const createBooklet = async (title: string) => {
      const response = await admin.post("/api/booklets", { data: { title } });
      expect(response.status(), await response.text()).toBe(201);
      return (await response.json()).id as number;
    };
    const before: number[] = [];
    for (let i = 0; i < 5; i++) before.push(await createBooklet(`Before the backup ${i}`));

    // Requests in flight for the whole backup: writes, API reads and pages, with their statuses.
    let busy = true;
    const statuses: number[] = [];
    const traffic = Array.from({ length: 4 }, (_, worker) =>
      (async () => {
        for (let i = 0; busy; i++) {
          const response =
            worker === 0
              ? await admin.post("/api/booklets", { data: { title: `During the backup ${i}` } })
              : await visitor.get(worker === 1 ? "/api/booklets" : worker === 2 ? "/" : "/about");
          statuses.push(response.status());
        }
      })(),
    );
    const command = readmeCronCommand();
    const logStart = backupLog().length;
    const backup = await run(command, siteEnv(SITE, PG_PORT));
    busy = false;
    await Promise.all(traffic);
    const logged = backupLog().slice(logStart);
    expect(backup.code, `${command}\n${backup.text}\n${logged}`).toBe(0);
    expect(logged, "it used the site's running database").toContain("Using the running embedded Postgres");
    expect(statuses.length).toBeGreaterThan(10);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect((await fetch(`${BASE}/api/health/ready`)).status, "the site still runs").toBe(200);
    const archive = newestArchive();
    archives.push(archive);
    // Password hashes and secrets inside: readable by the site's user only.
    expect((statSync(archive).mode & 0o777).toString(8), "the archive's mode").toBe("600");

    await admin.dispose();
    await visitor.dispose();
    await stopSite();

    // Restore into another folder and port, as on a fresh machine.
    const restored = await run(`npm run --silent restore -- '${archive}' --yes`, siteEnv(RESTORED, RESTORE_PG_PORT));
    expect(restored.code, restored.text).toBe(0);
    const db = await startEmbeddedPostgres({ dir: RESTORED.pg, port: RESTORE_PG_PORT });
    const client = new pg.Client({ connectionString: db.url });
    try {
      await client.connect();
      const booklets = await client.query<{ id: number; title: string }>('SELECT id, title FROM "Booklet"');
      const ids = booklets.rows.map((row) => row.id);
      for (const id of before) expect(ids).toContain(id);
      expect(booklets.rows.filter((row) => row.title.startsWith("Before the backup"))).toHaveLength(before.length);
      const users = await client.query<{ username: string; role: string }>('SELECT username, role FROM "User"');
      expect(users.rows).toEqual([{ username: ADMIN.username, role: "admin" }]);
    } finally {
      await client.end();
      await db.stop();
    }

    // With the site stopped, the same line starts the database itself, as before.
    const offline = await run(command, siteEnv(SITE, PG_PORT));
    expect(offline.code, offline.text).toBe(0);
    archives.push(newestArchive());
    expect(archives[1]).not.toBe(archives[0]);
  } finally {
    await stopSite();
    for (const archive of archives) rmSync(archive, { force: true });
  }
  // Wait for the embedded Postgres with-db stops after the server, before the folder goes.
  await sleep(500);
});
