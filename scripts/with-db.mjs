// Runs a command against a migrated, seeded database (RECIPE §8, requirements §D1):
//
//   node scripts/with-db.mjs [command args…]   e.g. `next dev`; no command: serve the embedded DB until Ctrl-C
//   node scripts/with-db.mjs --migrate-only    migrate, then exit
//   node scripts/with-db.mjs --seed-only       migrate and seed, then exit
//   node scripts/with-db.mjs --reset           local databases only: drop schema public, migrate, seed, exit
//
// DATABASE_URL (from the environment or .env*) selects the database; when unset an embedded
// Postgres is started (EMBEDDED_PG_DIR, EMBEDDED_PG_PORT) and exported to the command.
// SEED=0 skips prisma/seed.ts.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import nextEnv from "@next/env";
import { ensureAuthSecret } from "./auth-secret.mjs";
import { migrate } from "./db/migrate.mjs";
import { openDatabase } from "./db/open.mjs";
import { recreatePublicSchema } from "./db/reset.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const SEED_FILE = path.join(ROOT, "prisma/seed.ts");
const MODES = { "--migrate-only": "migrate", "--seed-only": "seed", "--reset": "reset" };
const FORWARDED_SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"];
const USAGE = "Usage: node scripts/with-db.mjs [--migrate-only | --seed-only | --reset] | [command args…]";

async function main(argv) {
  const { mode, command } = parseArgs(argv);
  nextEnv.loadEnvConfig(ROOT, process.env.NODE_ENV !== "production", { info: () => {}, error: console.error });
  if (command.length > 0) ensureAuthSecret(path.join(ROOT, ".data"));
  const db = await openDatabase();
  try {
    if (mode === "reset") await resetSchema(db.url);
    await migrate(db.url);
    if (mode !== "migrate") await seed(db.url, { required: mode === "seed" });
    if (command.length > 0) return await run(command, db.url);
    if (!mode && db.exited) return await serveUntilStopped(db);
    return 0;
  } finally {
    await db.stop();
  }
}

function parseArgs(argv) {
  const commandStart = argv.findIndex((arg) => !arg.startsWith("--"));
  const flags = commandStart === -1 ? argv : argv.slice(0, commandStart);
  const command = commandStart === -1 ? [] : argv.slice(commandStart);
  const unknown = flags.find((flag) => !MODES[flag]);
  if (unknown || flags.length > 1 || (flags.length === 1 && command.length > 0)) {
    throw new Error(unknown ? `Unknown option ${unknown}\n${USAGE}` : USAGE);
  }
  return { mode: MODES[flags[0]], command };
}

async function resetSchema(url) {
  await recreatePublicSchema(url);
  console.log("Dropped and recreated schema public.");
}

async function seed(url, { required }) {
  if (process.env.SEED === "0" || !fs.existsSync(SEED_FILE)) {
    if (required)
      console.log(process.env.SEED === "0" ? "SEED=0: not seeding." : "No prisma/seed.ts: nothing to seed.");
    return;
  }
  if (required) console.log("Seeding (prisma/seed.ts)…");
  // The seed reuses server modules that `import "server-only"`, which throws unless resolved
  // with the react-server condition, as Next resolves server code.
  const code = await run(["tsx", "--conditions=react-server", SEED_FILE], url);
  if (code !== 0) throw new Error(`prisma/seed.ts failed (exit code ${code}).`);
}

/** Spawns the command with DATABASE_URL, forwarding signals; resolves with its exit code. */
function run([command, ...args], url) {
  const child = spawn(resolveCommand(command), args, {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: url },
  });
  const forward = (signal) => child.kill(signal);
  for (const signal of FORWARDED_SIGNALS) process.on(signal, forward);
  return new Promise((resolve, reject) => {
    const done = () => {
      for (const signal of FORWARDED_SIGNALS) process.removeListener(signal, forward);
    };
    child.once("error", (error) => {
      done();
      reject(error.code === "ENOENT" ? new Error(`Command not found: ${command}`) : error);
    });
    child.once("exit", (code, signal) => {
      done();
      resolve(code ?? 128 + (os.constants.signals[signal] ?? 0));
    });
  });
}

// Project binaries run directly, never through npx: with `npx next start` under a wrapper,
// SIGTERM left an orphaned next-server holding the port (RECIPE §8).
function resolveCommand(command) {
  if (command === "node") return process.execPath;
  const local = path.join(ROOT, "node_modules", ".bin", command);
  return !command.includes("/") && fs.existsSync(local) ? local : command;
}

/** Resolves 0 on Ctrl-C (or SIGTERM/SIGHUP) or a clean Postgres shutdown, 1 if Postgres dies. */
async function serveUntilStopped(db) {
  console.log(`DATABASE_URL=${db.url}\nServing until Ctrl-C.`);
  const signalled = new Promise((resolve) => {
    for (const signal of FORWARDED_SIGNALS) process.once(signal, () => resolve(0));
  });
  return Promise.race([signalled, db.exited.then(({ code }) => (code === 0 ? 0 : 1))]);
}

// Expected failures (busy port, failed migration, unreachable database) get one readable
// message; programming errors keep their stack.
function report(error) {
  const isBug = error instanceof TypeError || error instanceof ReferenceError || error instanceof SyntaxError;
  console.error(isBug ? error : `Error: ${error?.message ?? error}`);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    report(error);
    process.exit(1);
  },
);
