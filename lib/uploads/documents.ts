import "server-only";
import { randomUUID } from "node:crypto";
import { createQueuedDocuments, deleteDocuments, finishIndexing, markIndexing } from "@/lib/data/documents";
import { extractTextFromFile, type AnalyzedPassages } from "@/lib/extract";
import { storage } from "@/lib/storage";
import { tempFileStream, type ReceivedFile } from "@/lib/uploads/receive";
import { defaultTitle, MAX_TITLE_LENGTH, type DocumentExtension } from "@/lib/validation/documents";
import { embedChunks } from "@/lib/knowledge/indexing";

const noPassages = (): AnalyzedPassages => ({ chunks: [], refs: [], tokens: [], language: "en", config: "english" });

/**
 * Turns received files into documents (requirements §D4, decision 004): the originals are stored and
 * their rows created as queued, then the process's extraction queue reads each file's text and
 * passages in a worker thread, and each document's text and passages are stored in one transaction
 * (status indexed, or failed with the reason). The upload answers when every file is indexed. If
 * anything fails unexpectedly, the rows and files of the upload are removed again, so a failed
 * upload leaves no row and no file.
 */
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

/** Waits for the extraction queue, then stores the text and passages it read. */
async function indexDocument(id: number, file: ReceivedFile) {
  const extension = file.extension as DocumentExtension;
  const started: Promise<void>[] = [];
  const { textPieces, note, passages } = await extractTextFromFile(extension, file.tempPath, {
    onStart: () => started.push(markIndexing(id).catch(() => {})),
  });
  await Promise.all(started);
  const prepared = await embedChunks(passages ?? noPassages());
  return finishIndexing(id, { textPieces, extractionNote: note, prepared });
}
