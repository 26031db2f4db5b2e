import { findReferences } from "@/lib/scripture/references";

export function readPassages(text: string): { passages: string[]; books: string[] } | null {
  if (!text.trim()) return { passages: [], books: [] };
  const passages = [...new Set(findReferences(text).map((reference) => reference.osis))];
  if (passages.length === 0) return null;
  const books = new Set(passages.flatMap((osis) => osis.split(/[,-]/).map((part) => part.split(".")[0])));
  return { passages, books: [...books] };
}
