// npm run test:external-db: the integration tests whose outcome depends on the server, against a
// separate Postgres (Debian's `postgresql` package) reached only through a URL, as a managed database
// would be. No embedded Postgres is involved. The server lives in a temporary folder on
// EXTERNAL_PG_PORT (default 25421) and is removed afterwards. As root, the package is installed when
// missing. Files given as arguments replace the list (`-- tests/integration` runs the whole suite).
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

const port = Number(process.env.EXTERNAL_PG_PORT || 25421);

// What differs on another server is the server itself (its version, its text-search dictionaries and
// contrib extensions, locks and notifications) and reaching it only by URL, so these run here: the
// migrations, backup and restore, the cache broadcast, full-text search and spelling, the outbox's
// SKIP LOCKED, advisory locks and upserts. Prisma's own queries and the workflows built on them run
// the same on every supported version and stay in the main run (docs/testing.md).
const SERVER_DEPENDENT = [
  "tests/integration/migrations.test.ts",
  "tests/integration/backup-restore.test.ts",
  "tests/integration/tag-broadcast.test.ts",
  "tests/integration/knowledge-search-statement.test.ts",
  "tests/integration/knowledge-question-analysis.test.ts",
  "tests/integration/knowledge-retrieval.test.ts",
  "tests/integration/knowledge-ranking.test.ts",
  "tests/integration/site-search.test.ts",
  "tests/integration/mail-outbox.test.ts",
  "tests/integration/users.test.ts",
  "tests/integration/site-texts-workflow.test.ts",
  "tests/integration/rate-limit.test.ts",
  "tests/integration/login-throttle.test.ts",
];
const options = process.argv.slice(2).filter((arg) => arg.startsWith("-"));
const chosen = process.argv.slice(2).filter((arg) => !arg.startsWith("-"));
const files = chosen.length ? chosen : SERVER_DEPENDENT;
const missing = files.filter((file) => !fs.existsSync(file));
if (missing.length) {
  console.error(`Not found (renamed? update the list in scripts/test-external-db.mjs): ${missing.join(", ")}`);
  process.exit(1);
}
const asRoot = process.getuid?.() === 0;

function findBinDir() {
  const root = "/usr/lib/postgresql";
  if (!fs.existsSync(root)) return null;
  const versions = fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, "bin", "initdb")));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], "bin") : null;
}

function ensureInstalled() {
  const found = findBinDir();
  if (found) return found;
  if (!asRoot) {
    console.error("Debian's postgresql package is not installed: run `sudo apt-get install -y postgresql`.");
    process.exit(1);
  }
  console.log("Installing Debian's postgresql package…");
  const install = () =>
    spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "postgresql"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    }).status;
  if (install() !== 0) {
    spawnSync("apt-get", ["update"], { stdio: "inherit" });
    if (install() !== 0) process.exit(1);
  }
  return findBinDir();
}

/** Runs a server binary as the postgres user (Postgres refuses to run as root). */
function asPostgres(binary, args) {
  const [command, fullArgs] = asRoot ? ["runuser", ["-u", "postgres", "--", binary, ...args]] : [binary, args];
  execFileSync(command, fullArgs, { stdio: ["ignore", "inherit", "inherit"] });
}

const bin = ensureInstalled();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "external-pg-"));
const dataDir = path.join(dir, "data");
if (asRoot) execFileSync("chown", ["-R", "postgres:postgres", dir]);
fs.chmodSync(dir, 0o755);
let started = false;
let status = 1;
try {
  asPostgres(path.join(bin, "initdb"), [
    "-D",
    dataDir,
    "-U",
    "postgres",
    "--auth=trust",
    "--encoding=UTF8",
    "--locale=C",
  ]);
  asPostgres(path.join(bin, "pg_ctl"), [
    "-D",
    dataDir,
    "-w",
    "-l",
    path.join(dir, "server.log"),
    "-o",
    `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off -c synchronous_commit=off`,
    "start",
  ]);
  started = true;
  const admin = new pg.Client({ connectionString: `postgresql://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  const { rows } = await admin.query("SHOW server_version");
  await admin.query("CREATE DATABASE app");
  await admin.end();
  const url = `postgresql://postgres@127.0.0.1:${port}/app`;
  console.log(
    `External Postgres ${rows[0].server_version} on 127.0.0.1:${port}; running the server-dependent integration tests through DATABASE_URL.`,
  );
  const run = spawnSync("node_modules/.bin/vitest", ["run", "--project=integration", ...options, ...files], {
    stdio: "inherit",
    env: { ...process.env, TEST_DATABASE_URL: url },
  });
  status = run.status ?? 1;
} finally {
  if (started) asPostgres(path.join(bin, "pg_ctl"), ["-D", dataDir, "-m", "fast", "-w", "stop"]);
  fs.rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
