// The `use cache` handler of every `next start` instance (next.config.ts `cacheHandlers.default`):
// Next's own in-memory handler, plus a broadcast of tag invalidations through Postgres
// LISTEN/NOTIFY (lib/cache-handler/broadcast.mjs), so an editor's change made through one instance
// expires the cached data and pages of every instance sharing the database (docs/decisions/010).
//
// Next keeps the expiry of each tag in one process-wide map that both this handler and the page
// (ISR) cache read, so applying a received invalidation here also expires the cached pages.
import { createDefaultCacheHandler } from "../next-internals/default-cache-handler.mjs";
import { createTagBroadcast } from "./broadcast.mjs";
import { announcingInvalidations } from "./invalidations.mjs";

const MAX_MEMORY_BYTES = 50 * 1024 * 1024;

// `next build` prerenders without a database: there is nothing to listen to.
const databaseUrl = process.env.NEXT_PHASE === "phase-production-build" ? undefined : process.env.DATABASE_URL;
// Every expiry, local or received, also clears the server's response cache (scripts/server.mjs).
const inner = announcingInvalidations(createDefaultCacheHandler(MAX_MEMORY_BYTES));
const handler = createTagBroadcast({ inner, databaseUrl });
// Listen from startup, not from the first cached read.
void handler.ready();

export default handler;
