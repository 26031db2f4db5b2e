import pg from "pg";
import { isLocalDatabaseUrl, redactDatabaseUrl } from "./url.mjs";

/** What `prisma migrate reset` does on Postgres, refused for any database not on this machine. */
export async function recreatePublicSchema(url) {
  if (!isLocalDatabaseUrl(url)) {
    throw new Error(
      `Refusing to wipe a database that is not on this machine (localhost, 127.0.0.1, ::1): ${redactDatabaseUrl(url)}.`,
    );
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('DROP SCHEMA IF EXISTS "public" CASCADE; CREATE SCHEMA "public";');
  } finally {
    await client.end();
  }
}
