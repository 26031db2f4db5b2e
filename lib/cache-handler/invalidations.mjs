// On globalThis: Next loads the cache handler itself, maybe not as the module the server imported (decision 010).
const LISTENERS = Symbol.for("ministry-site.cache-invalidation-listeners");

/** @returns {Set<(tags: string[]) => void>} */
const listeners = () => (globalThis[LISTENERS] ??= new Set());

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
