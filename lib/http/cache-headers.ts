// Cache-Control of every response kind in one place (docs/decisions/010).

export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=5, stale-while-revalidate=5";

export const PRIVATE_NO_STORE = "private, no-store";
