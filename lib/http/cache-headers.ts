// Cache-Control of every response kind in one place (docs/decisions/010).

/**
 * Public pages: any shared cache may keep them for a few seconds and serve them stale while it
 * refetches, so an editor's change reaches visitors within 10 s. Browsers revalidate each time
 * (max-age=0), which keeps the back/forward cache usable (no `no-store`).
 */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=5, stale-while-revalidate=5";

/** Admin screens and anything that depends on the session. */
export const PRIVATE_NO_STORE = "private, no-store";
