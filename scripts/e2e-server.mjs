// The servers the browser tests run against: `npm start`'s server (after `npm run build`).
//
//   node scripts/e2e-server.mjs        fresh embedded database of its own (E2E_DATA_DIR), no AI
//                                      provider, so the first account the tests register is the admin
//                                      and the offline paths are the real ones;
//   node scripts/e2e-server.mjs --ai   a second server on E2E_AI_PORT sharing that database,
//                                      with the fake OpenAI-compatible server as its provider.
// Mail goes where SMTP_URL says (the tests' SMTP sink); the --ai server has none, so the mails it
// writes stay in the outbox, as on a site without a mail server.
import { mkdirSync, rmSync } from "node:fs";
import { spawn } from "node:child_process";
import path from "node:path";
import { connectionUrl } from "./db/embedded.mjs";

const withAi = process.argv.includes("--ai");
const port = withAi ? (process.env.E2E_AI_PORT ?? "3918") : (process.env.E2E_PORT ?? "3917");
const pgPort = process.env.E2E_PG_PORT ?? "25419";
const dataDir = process.env.E2E_DATA_DIR ?? ".data/e2e";

const env = {
  ...process.env,
  NODE_ENV: "production",
  STORAGE_DIR: `${dataDir}/uploads`,
  NEXTAUTH_SECRET: "e2e-only-secret-not-used-anywhere-else-0123456789",
  // The tests stand in for a proxy: each test names its own client address in X-Forwarded-For, so
  // that one test's per-IP limits never spill into another (the shipped proxy setup also sets 1).
  TRUSTED_PROXY_HOPS: "1",
  // tests/e2e/api/cron.spec.ts calls the scheduler's endpoint as a host's cron would.
  CRON_SECRET: process.env.E2E_CRON_SECRET ?? "e2e-only-cron-secret-0123456789",
  // The tests read how Next and the server handled a page (x-nextjs-cache, x-server-cache…),
  // which visitors never see (scripts/server/internal-headers.mjs).
  DIAGNOSTIC_HEADERS: "1",
  // bcrypt's least cost, as in the integration tests: the same code, but each of the run's hundreds of
  // logins, registrations and resets costs about 1 ms of the server's CPU instead of 290 ms.
  PASSWORD_HASH_ROUNDS: "4",
};
delete env.DATABASE_URL;
delete env.OPENAI_API_KEY;
delete env.OPENAI_BASE_URL;

let command;
if (withAi) {
  delete env.SMTP_URL;
  Object.assign(env, {
    DATABASE_URL: connectionUrl(Number(pgPort)),
    SEED: "0",
    OPENAI_API_KEY: "fake-key-for-tests",
    OPENAI_BASE_URL: `http://127.0.0.1:${process.env.FAKE_OPENAI_PORT ?? "3919"}/v1`,
    NEXTAUTH_URL: `http://127.0.0.1:${port}`,
  });
  command = ["scripts/server.mjs", "-p", port];
} else {
  rmSync(dataDir, { recursive: true, force: true });
  Object.assign(env, { EMBEDDED_PG_DIR: `${dataDir}/pg`, EMBEDDED_PG_PORT: pgPort });
  command = ["scripts/with-db.mjs", "node", "scripts/server.mjs", "-p", port];
}

// Node's runtime warnings (deprecations, overlapping pg queries…) go to a file that the run's
// teardown reads: a new one fails the run instead of scrolling by in the log.
mkdirSync(dataDir, { recursive: true });
const warnings = path.resolve(dataDir, `node-warnings-${port}.log`);
env.NODE_OPTIONS = [process.env.NODE_OPTIONS, `--redirect-warnings="${warnings}"`].filter(Boolean).join(" ");

const child = spawn(process.execPath, command, { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
