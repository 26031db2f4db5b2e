// The server the browser tests run against: `next start` (after `npm run build`) on a fresh
// embedded database of its own, so that the first account registered in the tests is the admin.
import { rmSync } from "node:fs";
import { spawn } from "node:child_process";

const port = process.env.E2E_PORT ?? "3917";
const dataDir = ".data/e2e";
rmSync(dataDir, { recursive: true, force: true });

const env = {
  ...process.env,
  NODE_ENV: "production",
  EMBEDDED_PG_DIR: `${dataDir}/pg`,
  EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? "54419",
  STORAGE_DIR: `${dataDir}/uploads`,
  NEXTAUTH_SECRET: "e2e-only-secret-not-used-anywhere-else-0123456789",
};
delete env.DATABASE_URL;

const child = spawn(process.execPath, ["scripts/with-db.mjs", "node_modules/.bin/next", "start", "-p", port, "-H", "127.0.0.1"], {
  stdio: "inherit",
  env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
