import "server-only";
import { env } from "@/lib/env";
import { blobStorage } from "@/lib/storage/blob";
import { localStorage } from "@/lib/storage/local";

export const BOOK_FILE_PREFIX = "book-files/";

export type StoredObject = { body: ReadableStream<Uint8Array>; size: number; start: number; end: number };
export type ByteRange = { start: number; end?: number };

export interface FileStorage {
  put(key: string, body: Uint8Array | ReadableStream<Uint8Array>, contentType: string): Promise<void>;
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  list(prefix?: string): AsyncIterable<string>;
}

export function storage(): FileStorage {
  return env.BLOB_READ_WRITE_TOKEN ? blobStorage(env.BLOB_READ_WRITE_TOKEN) : localStorage(env.STORAGE_DIR);
}
