import { redactDatabaseUrl } from "./url.mjs";

/**
 * The database the server would use: DATABASE_URL when set, otherwise the embedded Postgres
 * (EMBEDDED_PG_DIR, EMBEDDED_PG_PORT), started here and stopped by the returned stop().
 * `shareRunning`: when the site already runs that embedded Postgres, use it (found through its
 * data folder) and leave it running; the server itself never shares one.
 * @param {{ log?: (line: string) => void, shareRunning?: boolean }} [options]
 * @returns {Promise<{ url: string, stop: () => Promise<void>, exited?: Promise<{ code: number | null }> }>}
 */
export async function openDatabase({ log = console.log, shareRunning = false } = {}) {
  const url = process.env.DATABASE_URL;
  if (url) {
    log(`Using DATABASE_URL ${redactDatabaseUrl(url)}`);
    return { url, stop: async () => {} };
  }
  const { startEmbeddedPostgres, runningEmbeddedPostgres, displayPath } = await import("./embedded.mjs");
  const running = shareRunning ? runningEmbeddedPostgres() : null;
  if (running) {
    log(
      `Using the running embedded Postgres on 127.0.0.1:${running.port} (pid ${running.pid}, data in ${displayPath(running.dir)})`,
    );
    return { url: running.url, stop: async () => {} };
  }
  const db = await startEmbeddedPostgres({ log });
  log(`Embedded Postgres on 127.0.0.1:${db.port} (data in ${displayPath(db.dir)})`);
  return db;
}
