// A plain-text document as an upload makes it, for integration tests of the knowledge base.
import type { NewDocument } from "@/lib/data/documents";

let seq = 0;

export const textDocument = (categoryId: number, title: string, content: string): NewDocument => ({
  title,
  content,
  documentType: "txt",
  mimeType: "text/plain",
  size: content.length,
  originalName: `${title}.txt`,
  storageKey: `test/knowledge-${Date.now()}-${seq++}`,
  extractionNote: null,
  categoryId,
});
