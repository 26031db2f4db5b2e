import "server-only";
import { del, head, list, put } from "@vercel/blob";
import type { FileStorage } from "@/lib/storage";

// Keys are random, never guessable from a title; visitors get files through the download route.
export function blobStorage(token: string): FileStorage {
  return {
    async put(key, body, contentType) {
      await put(key, body as Blob | ReadableStream, {
        access: "public",
        token,
        contentType,
        addRandomSuffix: false,
        allowOverwrite: true,
      });
    },
    async get(key, range) {
      const meta = await head(key, { token }).catch(() => null);
      if (!meta) return null;
      const start = range?.start ?? 0;
      const end = Math.min(range?.end ?? meta.size - 1, meta.size - 1);
      const response = await fetch(meta.url, range ? { headers: { Range: `bytes=${start}-${end}` } } : undefined);
      if (!response.ok || !response.body) return null;
      return { body: response.body, size: meta.size, start, end };
    },
    async delete(key) {
      await del(key, { token });
    },
    async *list(prefix) {
      let cursor: string | undefined;
      do {
        const page = await list({ token, cursor, limit: 1000, prefix });
        for (const blob of page.blobs) yield blob.pathname;
        cursor = page.hasMore ? page.cursor : undefined;
      } while (cursor);
    },
  };
}
