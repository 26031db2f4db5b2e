// Optimised images kept in memory by `next start` alone (docs/decisions/017). Next keeps none in
// this setup: its image disk cache is tied to `experimental.isrFlushToDisk`, off so that pages stay
// in memory (docs/decisions/010), and an image cache handler (`images.customCacheHandler`) would
// replace the page cache handler as well. So every /_next/image request ran sharp again (70–190 ms
// for Home's cover, its largest element). The shipped nginx keeps these answers too (its `static`
// zone); this copy is for the app without it. Same store as the pages (response-cache.mjs), not
// cleared by tag invalidations: an image's URL names its source file, width and quality.
import { PRIVATE_COOKIES } from "./response-cache.mjs";

const IMAGE_PATH = /^\/_next\/image\?/;
const MAX_URL_LENGTH = 2048;
/** Requests Next would answer differently, or that may see private files: never from the copy. */
const BYPASS_HEADER = /^(?:range|authorization)$/;

/**
 * The key of an image request, or null when it must reach Next. Next picks the format from the
 * Accept header (images.formats), so the key holds which of those formats the client takes.
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} request
 */
export function imageCacheKey({ method, url = "", headers }) {
  if (method !== "GET" && method !== "HEAD") return null;
  if (url.length > MAX_URL_LENGTH || !IMAGE_PATH.test(url)) return null;
  for (const name of Object.keys(headers)) if (BYPASS_HEADER.test(name)) return null;
  const cookie = headers.cookie;
  if (Array.isArray(cookie) || (cookie && PRIVATE_COOKIES.test(cookie))) return null;
  const accept = String(headers.accept ?? "");
  return `${/\bimage\/avif\b/.test(accept) ? "avif" : ""}|${/\bimage\/webp\b/.test(accept) ? "webp" : ""}|${url}`;
}

/**
 * How long an optimised image may be kept, in ms: Next's own max-age for it (at least
 * images.minimumCacheTTL), when it is a public 200 image without a cookie.
 * @param {{ method: string, status: number, headers: Record<string, unknown> }} response
 */
export function keepImageFor({ method, status, headers }) {
  if (method !== "GET" || status !== 200 || headers["set-cookie"] !== undefined) return 0;
  if (!/^image\//.test(String(headers["content-type"] ?? ""))) return 0;
  const cacheControl = String(headers["cache-control"] ?? "").toLowerCase();
  if (!/(^|,)\s*public\s*(,|$)/.test(cacheControl) || /private|no-store|no-cache/.test(cacheControl)) return 0;
  const maxAge = /(?:^|,)\s*max-age=(\d+)/.exec(cacheControl);
  return maxAge ? Number(maxAge[1]) * 1000 : 0;
}

/** Bounds of the image copy: a few hundred covers and pictures at their displayed sizes. */
export const IMAGE_CACHE_LIMITS = {
  maxEntries: 1_000,
  maxBytes: 64 * 1024 * 1024,
  maxEntryBytes: 4 * 1024 * 1024,
  maxAgeMs: 24 * 60 * 60 * 1000,
};
