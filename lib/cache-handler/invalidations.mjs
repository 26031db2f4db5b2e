// Tells the server's response cache (scripts/server/response-cache.mjs) that cached data or pages
// have just been invalidated in this process: a local revalidateTag, one received from another
// instance through LISTEN/NOTIFY, the broadcast's late second expiry, or the expiry of everything
// after a reconnect all pass through the wrapped handler's updateTags (docs/decisions/010).
//
// The listeners live on globalThis: Next loads the cache handler itself, and nothing guarantees it
// shares a module instance with the server that imported this file.
const LISTENERS = Symbol.for("ministry-site.cache-invalidation-listeners");

/** @returns {Set<(tags: string[]) => void>} */
const listeners = () => (globalThis[LISTENERS] ??= new Set());

/** Calls `listener` with the tags of every invalidation in this process; returns the unsubscribe. */
export function onTagsInvalidated(listener) {
  listeners().add(listener);
  return () => listeners().delete(listener);
}

function tagsInvalidated(tags) {
  for (const listener of listeners()) {
    try {
      listener(tags);
    } catch {
      // A listener's failure must not stop the invalidation itself.
    }
  }
}

/**
 * `inner` with every updateTags announced: before (responses in flight are not kept) and once the
 * tags are expired (a response read in between is not kept either).
 * @template {import("next/cache").CacheHandler} T
 * @param {T} inner
 * @returns {T}
 */
export function announcingInvalidations(inner) {
  return {
    ...inner,
    async updateTags(tags, durations) {
      tagsInvalidated(tags);
      try {
        return await inner.updateTags(tags, durations);
      } finally {
        tagsInvalidated(tags);
      }
    },
  };
}
