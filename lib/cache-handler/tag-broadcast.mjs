// Next keeps tag expiries in one process-wide map the ISR cache reads too, so a received invalidation also expires pages.
import { createDefaultCacheHandler } from "../next-internals/default-cache-handler.mjs";
import { createTagBroadcast } from "./broadcast.mjs";
import { announcingInvalidations } from "./invalidations.mjs";

const MAX_MEMORY_BYTES = 50 * 1024 * 1024;

// `next build` prerenders without a database: there is nothing to listen to.
const databaseUrl = process.env.NEXT_PHASE === "phase-production-build" ? undefined : process.env.DATABASE_URL;
const inner = announcingInvalidations(createDefaultCacheHandler(MAX_MEMORY_BYTES));
const handler = createTagBroadcast({ inner, databaseUrl });
void handler.ready();

export default handler;
