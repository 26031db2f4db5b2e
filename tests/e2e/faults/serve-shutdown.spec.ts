// `npm run serve` (scripts/serve.mjs, docs/decisions/015) must stop whole: nginx, every app
// instance and the embedded Postgres, whether the operator presses Ctrl-C (SIGINT to the process
// group) or a supervisor sends SIGTERM to npm alone. Uses the build, FAULTS_PORT (+1) for the app
// instances, FAULTS_SERVE_PORT for nginx and FAULTS_PG_PORT, never the shared e2e servers.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { expect, test } from "@playwright/test";
import { ensureNginx } from "../../../scripts/serve/nginx.mjs";

const APP_PORT = Number(process.env.FAULTS_PORT ?? 3921);
const PROXY_PORT = Number(process.env.FAULTS_SERVE_PORT ?? APP_PORT + 100);
const PG_PORT = Number(process.env.FAULTS_PG_PORT ?? 25422);
const DATA = path.resolve(".data/faults-serve");
const SERVE_DIR = path.join(DATA, "serve");
const PG_DIR = path.join(DATA, "pg");

test.describe.configure({ mode: "serial", timeout: 240_000 });

let serve: ChildProcess | null = null;
let output = "";

test.beforeAll(() => {
  ensureNginx();
  rmSync(DATA, { recursive: true, force: true });
});

test.afterEach(async () => {
  if (serve && serve.exitCode === null && serve.signalCode === null) {
    try {
      process.kill(-serve.pid!, "SIGKILL");
    } catch {}
  }
  serve = null;
  // nginx's workers name neither folder: take every descendant of what does.
  for (const pid of withDescendants(processesMentioning(DATA)))
    try {
      process.kill(pid, "SIGKILL");
    } catch {}
});

test.afterAll(() => rmSync(DATA, { recursive: true, force: true }));

/** Pids whose command line names `text` (nginx -p <serve dir>, postgres -D <pg dir>, …). */
function processesMentioning(text: string) {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, "utf8").includes(text)) pids.push(Number(entry));
    } catch {}
  }
  return pids;
}

function withDescendants(roots: number[]) {
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (name) state ppid …": the name may hold spaces, so read after its closing parenthesis.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {}
  }
  const found = new Set(roots);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, parent] of parents)
      if (found.has(parent) && !found.has(pid)) {
        found.add(pid);
        grew = true;
      }
  }
  return [...found];
}

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.status,
    () => "down" as const,
  );

/** Starts `npm run serve` in its own process group, as a terminal would, and waits for nginx to answer. */
async function startServe() {
  output = "";
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(PROXY_PORT),
    HOST: "127.0.0.1",
    APP_PORT: String(APP_PORT),
    APP_INSTANCES: "2",
    SERVE_DIR,
    EMBEDDED_PG_DIR: path.relative(process.cwd(), PG_DIR),
    EMBEDDED_PG_PORT: String(PG_PORT),
    SEED: "0",
    NEXTAUTH_SECRET: "serve-shutdown-only-secret-not-used-elsewhere-01",
    NEXTAUTH_URL: `http://127.0.0.1:${PROXY_PORT}`,
  };
  for (const key of ["DATABASE_URL", "OPENAI_API_KEY", "OPENAI_BASE_URL", "BLOB_READ_WRITE_TOKEN", "NODE_ENV"])
    delete env[key];
  const child: ChildProcess = spawn("npm", ["run", "--silent", "serve"], {
    env: env as NodeJS.ProcessEnv,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  serve = child;
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk));
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) throw new Error(`npm run serve exited early:\n${output}`);
    if ((await answers(`http://127.0.0.1:${PROXY_PORT}/api/health`)) === 200) break;
    if (waited > 180_000) throw new Error(`npm run serve did not answer:\n${output}`);
    await sleep(100);
  }
  for (const port of [APP_PORT, APP_PORT + 1]) expect(await answers(`http://127.0.0.1:${port}/api/health`)).toBe(200);
  expect(processesMentioning(SERVE_DIR).length, "nginx runs from the serve folder").toBeGreaterThan(0);
  expect(existsSync(path.join(PG_DIR, "postmaster.pid")), "the embedded Postgres runs").toBe(true);
  return child;
}

/** Everything `npm run serve` started is gone within `seconds`: nginx, both apps, Postgres. */
async function expectAllStopped(seconds: number) {
  // Polled every 100 ms: toPass's default backoff reaches 1 s steps about when everything has stopped.
  await expect(async () => {
    expect(processesMentioning(SERVE_DIR), "nginx processes").toEqual([]);
    expect(processesMentioning(PG_DIR), "postgres processes").toEqual([]);
    for (const port of [PROXY_PORT, APP_PORT, APP_PORT + 1])
      expect(await answers(`http://127.0.0.1:${port}/api/health`), `port ${port}`).toBe("down");
  }).toPass({ intervals: [100], timeout: seconds * 1000 });
  expect(existsSync(path.join(PG_DIR, "postmaster.pid")), "Postgres shut down cleanly").toBe(false);
}

test("Ctrl-C (SIGINT to the process group) stops nginx, both app instances and the database", async () => {
  const child = await startServe();
  process.kill(-child.pid!, "SIGINT");
  await expectAllStopped(30);
});

test("SIGTERM to npm alone, as a supervisor sends it, still stops everything", async () => {
  const child = await startServe();
  process.kill(child.pid!, "SIGTERM");
  await expectAllStopped(30);
});

/** A registration's role, posted straight to `base` with the given headers. */
async function registeredRole(base: string, name: string, headers: Record<string, string>) {
  const response = await fetch(`${base}/api/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ username: name, email: `${name}@example.org`, password: "Serve-first-admin-7q!pz93" }),
  });
  const { role } = (await response.clone().json()) as { role: string };
  // The first admin is created (201); a registration waiting for approval is accepted (202).
  expect(response.status, await response.text()).toBe(role === "admin" ? 201 : 202);
  return role;
}

test("on a fresh site, the app port reached directly cannot create the first admin, nor can a forwarded visitor", async () => {
  const child = await startServe();
  // The app instances are bound to loopback: from another address of this machine nothing answers.
  const external = Object.values(os.networkInterfaces())
    .flat()
    .find((address) => address && address.family === "IPv4" && !address.internal)?.address;
  if (external)
    for (const port of [APP_PORT, APP_PORT + 1])
      expect(await answers(`http://${external}:${port}/api/health`), `${external}:${port}`).toBe("down");
  else test.info().annotations.push({ type: "note", description: "no non-loopback address to probe" });

  // The attack: a forged "I am the proxy, the visitor is 127.0.0.1" sent to an app port.
  const spoof = { "X-Forwarded-For": "127.0.0.1" };
  expect(await registeredRole(`http://127.0.0.1:${APP_PORT}`, "spoofdirect", spoof)).toBe("pending");
  expect(
    await registeredRole(`http://127.0.0.1:${APP_PORT + 1}`, "spoofforwarded", { Forwarded: "for=127.0.0.1" }),
  ).toBe("pending");
  // Through nginx every visitor is forwarded, this machine's browser included: the setup link it is.
  expect(await registeredRole(`http://127.0.0.1:${PROXY_PORT}`, "vianginx", spoof)).toBe("pending");
  expect(await registeredRole(`http://127.0.0.1:${PROXY_PORT}`, "vianginxplain", {})).toBe("pending");
  // Each instance prints a fresh link at start, which replaces the one before: the last one holds.
  const setup = [...output.matchAll(/admin\/register\?setup=([\w-]+)/g)].at(-1)?.[1];
  expect(setup, "the server printed a one-time setup link").toBeTruthy();
  const owner = await fetch(`http://127.0.0.1:${PROXY_PORT}/api/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      username: "owner",
      email: "owner@example.org",
      password: "Serve-first-admin-7q!pz93",
      setupToken: setup,
    }),
  });
  expect(owner.status).toBe(201);
  expect((await owner.json()).role).toBe("admin");
  process.kill(-child.pid!, "SIGINT");
  await expectAllStopped(30);
});
