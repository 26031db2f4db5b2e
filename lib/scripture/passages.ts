import { findReferences } from "@/lib/scripture/references";

/**
 * The passages a teaching is on, from the references staff typed in any site language: OSIS
 * ranges ("John.3.16-John.3.21") and the books they are in (what the public list filters by).
 * Null when text was typed but no reference could be read from it.
 */
export function readPassages(text: string): { passages: string[]; books: string[] } | null {
  if (!text.trim()) return { passages: [], books: [] };
  const passages = [...new Set(findReferences(text).map((reference) => reference.osis))];
  if (passages.length === 0) return null;
  const books = new Set(passages.flatMap((osis) => osis.split(/[,-]/).map((part) => part.split(".")[0])));
  return { passages, books: [...books] };
}
