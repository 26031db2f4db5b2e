import "server-only";
import { revalidateTag } from "next/cache";
import { db } from "@/lib/db";
import { log } from "@/lib/log";

export const CACHE_TAGS = {
  settings: "settings",
  booklets: "booklets",
  flipbook: "flipbook",
  teachings: "teachings",
  questions: "questions",
  translations: "translations",
} as const;

export const translationTag = (language: string) => `translations:${language}` as const;

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS] | ReturnType<typeof translationTag>;

// docs/decisions/013: staff expect their change on the very next request; outside a request the broadcast expires them.
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
