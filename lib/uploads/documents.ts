import "server-only";
import { randomUUID } from "node:crypto";
import { createDocuments, type NewDocument } from "@/lib/data/documents";
import { extractTextFromFile } from "@/lib/extract";
import { storage } from "@/lib/storage";
import { tempFileStream, type ReceivedFile } from "@/lib/uploads/receive";
import { defaultTitle, MAX_TITLE_LENGTH, type DocumentExtension } from "@/lib/validation/documents";
import { prepareChunks } from "@/lib/knowledge/indexing";

/**
 * Turns received files into documents: text is read from each (requirements §D4), the originals are
 * stored, and the rows and their passages are written in one transaction. If anything fails,
 * the files stored so far are removed again, so a failed upload leaves no row and no file.
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
  const documents: NewDocument[] = [];
  // One file at a time, so at most one document's bytes are in memory while its text is read.
  for (const file of files) {
    const extension = file.extension as DocumentExtension;
    const { text, note } = await extractTextFromFile(extension, file.tempPath);
    documents.push({
      title: (titles[file.fileName]?.trim() || defaultTitle(file.fileName) || file.fileName).slice(0, MAX_TITLE_LENGTH),
      content: text,
      documentType: extension,
      mimeType: file.mimeType,
      size: file.size,
      originalName: file.fileName,
      storageKey: `documents/${randomUUID()}.${extension}`,
      extractionNote: note,
      categoryId,
      uploadedBy,
    });
  }

  const stored: string[] = [];
  try {
    for (const [index, file] of files.entries()) {
      await storage().put(documents[index].storageKey, tempFileStream(file), file.mimeType);
      stored.push(documents[index].storageKey);
    }
    return await createDocuments(documents, prepareChunks);
  } catch (error) {
    await Promise.allSettled(stored.map((key) => storage().delete(key)));
    throw error;
  }
}
