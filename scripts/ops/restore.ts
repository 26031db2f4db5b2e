// npm run restore -- FILE [--yes]: the database and uploaded files of a backup archive. A damaged
// archive is refused before anything changes; a database that holds data is replaced only after
// a yes (typed, or --yes for scripts).
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import nextEnv from "@next/env";
import { ArchiveError, countRows, openArchive, restoreArchive } from "./archive";
import { runCommand, PROJECT_ROOT } from "./cli";

runCommand(async () => {
  const { values, positionals } = parseArgs({
    options: { yes: { type: "boolean", short: "y" } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) throw new ArchiveError("Usage: npm run restore -- FILE [--yes]");
  nextEnv.loadEnvConfig(PROJECT_ROOT, false, { info: () => {}, error: console.error });
  const archive = await openArchive(positionals[0]);
  const { openDatabase } = await import("../db/open.mjs");
  const { storage } = await import("@/lib/storage");
  const db = await openDatabase({ log: (line: string) => console.error(line), shareRunning: true });
  try {
    const existing = await countRows(db.url);
    if (
      existing > 0 &&
      !values.yes &&
      !(await confirm(`The database holds ${existing} rows. Replace them and the uploaded files with the backup?`))
    ) {
      console.error("Nothing changed.");
      return 1;
    }
    await restoreArchive({ url: db.url, storage: storage(), dir: archive.dir, manifest: archive.manifest });
    const rows = archive.manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Restored ${rows} rows and ${archive.manifest.files.length} files from the backup of ${archive.manifest.createdAt}.`,
    );
    return 0;
  } finally {
    await archive.dispose();
    await db.stop();
  }
});

async function confirm(question: string) {
  if (!process.stdin.isTTY) throw new ArchiveError(`${question} Run again with --yes to confirm (no terminal to ask).`);
  const prompt = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return /^y(es)?$/i.test((await prompt.question(`${question} [y/N] `)).trim());
  } finally {
    prompt.close();
  }
}
