import "server-only";
import { revalidateTag } from "next/cache";

/** Tags of cached public reads; a write invalidates the tags of what it changed. */
export const CACHE_TAGS = {
  settings: "settings",
  booklets: "booklets",
  flipbook: "flipbook",
  questions: "questions",
  translations: "translations",
} as const;

/** Stored translations of one language, so a new translation in Spanish leaves French pages cached. */
export const translationTag = (language: string) => `translations:${language}` as const;

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS] | ReturnType<typeof translationTag>;

/** Staff expect their change on the very next request, so stale content is never served after a write. */
export function invalidate(...tags: CacheTag[]) {
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}
