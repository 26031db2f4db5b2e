// npm run backup [-- --out FILE]: database, uploaded files and a manifest in one .tar.gz.
// Prints the archive's path as its last line. Uses the same database and storage as the server:
// DATABASE_URL or the embedded Postgres (EMBEDDED_PG_DIR, EMBEDDED_PG_PORT): the one the site runs
// when it is up (its port read from the data folder), else started here; Blob or STORAGE_DIR.
import path from "node:path";
import { parseArgs } from "node:util";
import nextEnv from "@next/env";
import { createBackup } from "./archive";
import { runCommand, PROJECT_ROOT } from "./cli";

runCommand(async () => {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  nextEnv.loadEnvConfig(PROJECT_ROOT, false, { info: () => {}, error: console.error });
  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  const out = path.resolve(values.out ?? path.join(PROJECT_ROOT, "backups", `backup-${stamp}.tar.gz`));
  const { openDatabase } = await import("../db/open.mjs");
  const { storage } = await import("@/lib/storage");
  const db = await openDatabase({ log: (line: string) => console.error(line), shareRunning: true });
  try {
    const manifest = await createBackup({ url: db.url, storage: storage(), out });
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.error(`Backed up ${manifest.tables.length} tables (${rows} rows) and ${manifest.files.length} files.`);
    console.log(out);
  } finally {
    await db.stop();
  }
});
