import "server-only";
import { env } from "@/lib/env";
import { blobStorage } from "@/lib/storage/blob";
import { localStorage } from "@/lib/storage/local";

/** Files uploaded for the book editor and teachings live under this prefix and are served by /api/upload/files/{name}. */
export const BOOK_FILE_PREFIX = "book-files/";

export type StoredObject = { body: ReadableStream<Uint8Array>; size: number; start: number; end: number };
export type ByteRange = { start: number; end?: number };

/** Where uploaded files live: Vercel Blob when configured, otherwise the local disk (requirements §D1). */
export interface FileStorage {
  put(key: string, body: Uint8Array | ReadableStream<Uint8Array>, contentType: string): Promise<void>;
  /** The object's bytes (a range of them when asked), or null when it does not exist. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** Every stored key (for backups), or those starting with `prefix`, in no particular order. */
  list(prefix?: string): AsyncIterable<string>;
}

export function storage(): FileStorage {
  return env.BLOB_READ_WRITE_TOKEN ? blobStorage(env.BLOB_READ_WRITE_TOKEN) : localStorage(env.STORAGE_DIR);
}
