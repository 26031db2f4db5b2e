/** Where a document stands for the chatbot: what staff need to know after an upload. */
export type DocumentIndexStatus =
  { state: "indexed"; passages: number } | { state: "queued" } | { state: "failed"; reason: string | null };

/**
 * From what the documents list holds: passages mean the chatbot can answer from it; text with no
 * passages yet is waiting to be indexed; no text at all means nothing could be read, and the
 * extraction note says why.
 */
export function documentIndexStatus(document: {
  passageCount: number;
  preview: string;
  extractionNote: string | null;
}): DocumentIndexStatus {
  if (document.passageCount > 0) return { state: "indexed", passages: document.passageCount };
  if (document.preview.trim() === "") return { state: "failed", reason: document.extractionNote };
  return { state: "queued" };
}
