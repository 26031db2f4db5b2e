import "server-only";
import { revalidateTag } from "next/cache";
import { db } from "@/lib/db";
import { log } from "@/lib/log";

/** Tags of cached public reads; a write invalidates the tags of what it changed. */
export const CACHE_TAGS = {
  settings: "settings",
  booklets: "booklets",
  flipbook: "flipbook",
  teachings: "teachings",
  questions: "questions",
  translations: "translations",
} as const;

/** Stored translations of one language, so a new translation in Spanish leaves French pages cached. */
export const translationTag = (language: string) => `translations:${language}` as const;

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS] | ReturnType<typeof translationTag>;

/**
 * Expires the tags at once: staff expect their change on the very next request. The one place that
 * does (docs/decisions/013), called by the lib/data function that wrote the rows. Inside a request
 * Next expires them (and the cache handler tells the other instances); outside one (the publishing
 * scheduler) Next refuses, and the broadcast the handler listens to expires them in every instance,
 * this one included. Resolves once that is sent; never rejects.
 */
export async function invalidate(...tags: CacheTag[]): Promise<void> {
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
  } catch {
    const payload = JSON.stringify({ from: "outside-request", tags, durations: null });
    await db.$executeRaw`SELECT pg_notify('next_cache_tags', ${payload})`.catch((error: unknown) =>
      log.warn("cache tags not broadcast", { err: error }),
    );
  }
}
