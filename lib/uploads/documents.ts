import "server-only";
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import {
  claimInterruptedIndexing,
  createQueuedDocuments,
  deleteDocuments,
  finishIndexing,
  markIndexing,
  touchIndexing,
} from "@/lib/data/documents";
import { extractTextFromFile, type AnalyzedPassages } from "@/lib/extract";
import { log } from "@/lib/log";
import { storage } from "@/lib/storage";
import { tempFileStream, type ReceivedFile } from "@/lib/uploads/receive";
import { makeUploadTempDir } from "@/lib/uploads/temp";
import { defaultTitle, MAX_TITLE_LENGTH, type DocumentExtension } from "@/lib/validation/documents";
import { embedChunks } from "@/lib/knowledge/indexing";

const noPassages = (): AnalyzedPassages => ({ chunks: [], refs: [], tokens: [], language: "en", config: "english" });

export async function storeUploadedDocuments({
  files,
  titles,
  categoryId,
  uploadedBy,
}: {
  files: ReceivedFile[];
  titles: Record<string, string>;
  categoryId: number;
  uploadedBy: string;
}) {
  const documents = files.map((file) => {
    const extension = file.extension as DocumentExtension;
    return {
      title: (titles[file.fileName]?.trim() || defaultTitle(file.fileName) || file.fileName).slice(0, MAX_TITLE_LENGTH),
      documentType: extension,
      mimeType: file.mimeType,
      size: file.size,
      originalName: file.fileName,
      storageKey: `documents/${randomUUID()}.${extension}`,
      categoryId,
      uploadedBy,
    };
  });

  const stored: string[] = [];
  let rows: { id: number }[] = [];
  const removeAll = async () => {
    await deleteDocuments(rows.map((row) => row.id)).catch(() => {});
    await Promise.allSettled(stored.map((key) => storage().delete(key)));
  };
  try {
    for (const [index, file] of files.entries()) {
      await storage().put(documents[index].storageKey, tempFileStream(file), file.mimeType);
      stored.push(documents[index].storageKey);
    }
    rows = await createQueuedDocuments(documents);
  } catch (error) {
    await removeAll();
    throw error;
  }
  const indexed = await Promise.allSettled(rows.map((row, index) => indexDocument(row.id, files[index])));
  const failure = indexed.find((outcome) => outcome.status === "rejected");
  if (failure) {
    await removeAll();
    throw failure.reason;
  }
  return indexed.map((outcome) => (outcome as PromiseFulfilledResult<Awaited<ReturnType<typeof indexDocument>>>).value);
}

const indexingHere: Set<number> = ((globalThis as { documentsIndexingHere?: Set<number> }).documentsIndexingHere ??=
  new Set());

async function indexDocument(id: number, file: Pick<ReceivedFile, "extension" | "tempPath">) {
  const extension = file.extension as DocumentExtension;
  const started: Promise<void>[] = [];
  indexingHere.add(id);
  try {
    const { textPieces, note, passages } = await extractTextFromFile(extension, file.tempPath, {
      onStart: () => started.push(markIndexing(id).catch(() => {})),
    });
    await Promise.all(started);
    const prepared = await embedChunks(passages ?? noPassages());
    return await finishIndexing(id, { textPieces, extractionNote: note, prepared });
  } finally {
    indexingHere.delete(id);
  }
}

export const INDEXING_HEARTBEAT_MS = 20_000;
export const INDEXING_STALE_MS = 3 * INDEXING_HEARTBEAT_MS;

export const NOTE_INTERRUPTED =
  "Reading this file stopped when the server restarted, and its stored copy could not be read again. Upload it again.";

export const NOTE_STOPPED_TWICE =
  "Reading this file was cut short twice, by the server stopping, so it is not read again. The file may be damaged: upload a new copy.";

// Reading a file that stops the server must not stop it again at every start (review 10, H1).
const MAX_INDEXING_ATTEMPTS = 2;

export async function resumeInterruptedIndexing({ staleMs = INDEXING_STALE_MS } = {}) {
  const claimed = await claimInterruptedIndexing(new Date(Date.now() - staleMs));
  if (claimed.length > 0) log.info("resuming interrupted document indexing", { documents: claimed.length });
  return Promise.all(claimed.map(resumeIndexing));
}

async function resumeIndexing(document: {
  id: number;
  storageKey: string;
  documentType: string;
  indexingAttempts: number;
}) {
  if (document.indexingAttempts >= MAX_INDEXING_ATTEMPTS) {
    log.warn("a document's reading was cut short twice: not read again", { documentId: document.id });
    return failIndexing(document.id, NOTE_STOPPED_TWICE);
  }
  indexingHere.add(document.id);
  const folder = await makeUploadTempDir();
  try {
    const stored = await storage().get(document.storageKey);
    if (stored) {
      const tempPath = path.join(folder, "file");
      await pipeline(Readable.fromWeb(stored.body as NodeReadableStream<Uint8Array>), createWriteStream(tempPath));
      return await indexDocument(document.id, { extension: document.documentType, tempPath });
    }
  } catch (error) {
    log.warn("interrupted document could not be read again", { documentId: document.id, err: error });
  } finally {
    indexingHere.delete(document.id);
    await rm(folder, { recursive: true, force: true });
  }
  return failIndexing(document.id, NOTE_INTERRUPTED);
}

async function failIndexing(id: number, note: string) {
  return finishIndexing(id, { textPieces: [], extractionNote: note, prepared: await embedChunks(noPassages()) }).catch(
    () => null,
  );
}

// Started once per process (instrumentation.ts): resumes what a stopped process left, then heartbeats and sweeps.
export function startIndexingRecovery({ intervalMs = INDEXING_HEARTBEAT_MS } = {}) {
  let sweeping = false;
  const sweep = async () => {
    if (sweeping) return;
    sweeping = true;
    try {
      await touchIndexing([...indexingHere]);
      await resumeInterruptedIndexing();
    } catch (error) {
      log.warn("indexing recovery tick failed", { err: error });
    } finally {
      sweeping = false;
    }
  };
  void sweep();
  const timer = setInterval(() => void sweep(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
