// npm run test:external-db: the integration suite against a separate Postgres server (Debian's
// `postgresql` package), reached only through a URL, as a managed database would be. No embedded
// Postgres is involved. The server lives in a temporary folder on EXTERNAL_PG_PORT (default
// 54421) and is removed afterwards. As root, the package is installed when missing.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

const port = Number(process.env.EXTERNAL_PG_PORT || 54421);
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
    `External Postgres ${rows[0].server_version} on 127.0.0.1:${port}; running the integration tests through DATABASE_URL.`,
  );
  const run = spawnSync("node_modules/.bin/vitest", ["run", "tests/integration", ...process.argv.slice(2)], {
    stdio: "inherit",
    env: { ...process.env, TEST_DATABASE_URL: url },
  });
  status = run.status ?? 1;
} finally {
  if (started) asPostgres(path.join(bin, "pg_ctl"), ["-D", dataDir, "-m", "fast", "-w", "stop"]);
  fs.rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
