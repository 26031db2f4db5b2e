// Integration files run side by side, one per worker: each reads and writes its worker's own copy of
// the migrated database (global-db.ts makes them), set here before the file imports the app.
import { inject } from "vitest";
import { currentWorkerDatabaseUrl } from "./worker-db-name";

process.env.DATABASE_URL = currentWorkerDatabaseUrl(inject("databaseUrl"));
