// Vitest global setup: one Postgres for the whole run, empty and migrated at the start, and a copy
// of that database per worker (worker-db.ts points each worker at its own), so integration files
// run side by side without seeing each other's rows.
//
// By default an embedded Postgres separate from the dev one (.data/pg-test, port TEST_PG_PORT
// or 25418). TEST_DATABASE_URL may name another local database instead; it is wiped too, and its
// role must be allowed to create databases (the copies). A developer's DATABASE_URL is never used:
// the run drops schema public. App code reads its worker's copy from process.env.DATABASE_URL;
// inject("databaseUrl") gives the migrated original (to create scratch databases beside it).
import pg from "pg";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "../../scripts/db/embedded.mjs";
import { migrate } from "../../scripts/db/migrate.mjs";
import { recreatePublicSchema } from "../../scripts/db/reset.mjs";
import { isLocalDatabaseUrl, redactDatabaseUrl } from "../../scripts/db/url.mjs";
import { workerDatabaseName } from "./worker-db-name";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

// Durability is pointless for a database recreated on every run.
const FAST_POSTGRES = ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"];

export default async function setup(project: TestProject) {
  const db = await openTestDatabase();
  try {
    if (!isLocalDatabaseUrl(db.url)) {
      throw new Error(`Refusing to run tests against ${redactDatabaseUrl(db.url)}: they drop schema public.`);
    }
    await recreatePublicSchema(db.url);
    await migrate(db.url, { log: () => {} });
    await copyPerWorker(db.url, project.vitest.config.maxWorkers);
  } catch (error) {
    await db.stop();
    throw error;
  }
  process.env.DATABASE_URL = db.url;
  project.provide("databaseUrl", db.url);
  return () => db.stop();
}

/** Fresh copies `<name>_w1` … `<name>_w<workers>` of the migrated database (a template copy: milliseconds). */
async function copyPerWorker(url: string, workers: number) {
  const base = new URL(url).pathname.slice(1);
  const maintenance = new URL(url);
  maintenance.pathname = "/postgres";
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    for (let id = 1; id <= workers; id++) {
      const copy = pg.escapeIdentifier(workerDatabaseName(base, id));
      await client.query(`DROP DATABASE IF EXISTS ${copy} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${copy} TEMPLATE ${pg.escapeIdentifier(base)}`);
    }
  } finally {
    await client.end();
  }
}

async function openTestDatabase() {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return { url, stop: async () => {} };
  return startEmbeddedPostgres({
    dir: ".data/pg-test",
    port: Number(process.env.TEST_PG_PORT || 25418),
    postgresFlags: FAST_POSTGRES,
    busyPortHint: "set TEST_PG_PORT to a free port (or TEST_DATABASE_URL to use another local Postgres).",
  });
}
