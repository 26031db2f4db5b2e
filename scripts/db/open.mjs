import { redactDatabaseUrl } from "./url.mjs";

/**
 * The database the server would use: DATABASE_URL when set, otherwise the embedded Postgres
 * (EMBEDDED_PG_DIR, EMBEDDED_PG_PORT), started here and stopped by the returned stop().
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {Promise<{ url: string, stop: () => Promise<void>, exited?: Promise<{ code: number | null }> }>}
 */
export async function openDatabase({ log = console.log } = {}) {
  const url = process.env.DATABASE_URL;
  if (url) {
    log(`Using DATABASE_URL ${redactDatabaseUrl(url)}`);
    return { url, stop: async () => {} };
  }
  const { startEmbeddedPostgres, displayPath } = await import("./embedded.mjs");
  const db = await startEmbeddedPostgres({ log });
  log(`Embedded Postgres on 127.0.0.1:${db.port} (data in ${displayPath(db.dir)})`);
  return db;
}
