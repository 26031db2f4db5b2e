import type { DocumentStatus } from "@/lib/generated/prisma/enums";

export type DocumentIndexStatus =
  | { state: "indexed"; passages: number }
  | { state: "queued" }
  | { state: "indexing" }
  | { state: "failed"; reason: string | null };

export function documentIndexStatus(document: {
  status: DocumentStatus;
  passages: number;
  extractionNote: string | null;
}): DocumentIndexStatus {
  if (document.status === "failed") return { state: "failed", reason: document.extractionNote };
  if (document.status === "indexed") return { state: "indexed", passages: document.passages };
  return document.status === "indexing" ? { state: "indexing" } : { state: "queued" };
}
