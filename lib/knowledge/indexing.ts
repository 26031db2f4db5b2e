import "server-only";
import type { ChunkOwner, PreparedChunks } from "@/lib/contracts/knowledge";
import { embedTexts } from "@/lib/knowledge/embeddings";
import { htmlToText } from "@/lib/html/sanitize";
import { configOf, detectLanguage } from "@/lib/knowledge/language";
import { passageReferenceKeys } from "@/lib/scripture/references";

/**
 * Indexing (requirements §D4, docs/decisions/008 and 013): text is split into passages, its language
 * detected, its scripture references read as keys, its passages' lengths counted and, with an
 * embeddings provider, the passages embedded. No database here: callers prepare passages BEFORE
 * the transaction (so no provider call holds one open) and hand them to lib/data, which stores
 * them (`replaceChunks` in lib/data/knowledge.ts) together with their owner.
 */

export type { ChunkOwner, PreparedChunks };

/** Target passage length in characters: a few verses or a paragraph, long enough to carry an answer, short enough to rank well. */
export const CHUNK_TARGET_CHARS = 600;
const CHUNK_MAX_CHARS = 1600;

/** Splits text into passages on paragraph, then sentence, then word boundaries. */
export function splitIntoChunks(
  text: string,
  target = CHUNK_TARGET_CHARS,
  max = Math.max(target, CHUNK_MAX_CHARS),
): string[] {
  const paragraphs = text
    .replace(/\r\n?/g, "\n")
    .replace(/\u0000/g, "")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
    .filter(Boolean);

  const pieces = paragraphs.flatMap((paragraph) => (paragraph.length <= max ? [paragraph] : splitLong(paragraph, max)));
  const chunks: string[] = [];
  let current = "";
  for (const piece of pieces) {
    if (current && current.length + 1 + piece.length > target) {
      chunks.push(current);
      current = piece;
    } else {
      current = current ? `${current}\n${piece}` : piece;
    }
  }
  if (current) chunks.push(current);
  return chunks;
}

function splitLong(paragraph: string, max: number): string[] {
  const sentences = paragraph.match(/[^.!?]*[.!?]+["')\]]*\s*|[^.!?]+$/g) ?? [paragraph];
  const out: string[] = [];
  let current = "";
  for (const raw of sentences) {
    for (const sentence of raw.length <= max ? [raw] : splitWords(raw, max)) {
      if (current && current.length + sentence.length > max) {
        out.push(current.trim());
        current = "";
      }
      current += sentence;
    }
  }
  if (current.trim()) out.push(current.trim());
  return out;
}

function splitWords(sentence: string, max: number): string[] {
  const out: string[] = [];
  let current = "";
  for (const word of sentence.split(/(\s+)/)) {
    if (current && current.length + word.length > max) {
      out.push(current);
      current = "";
    }
    // A single "word" longer than max (e.g. a run without spaces) is cut hard.
    for (let i = 0; i < word.length; i += max) current += word.slice(i, i + max);
  }
  if (current) out.push(current);
  return out;
}

/** The passages of a text with what search needs of them: the text's language, references and lengths. */
export function analyzeChunks(text: string): Omit<PreparedChunks, "embeddings"> {
  const chunks = splitIntoChunks(text);
  const language = detectLanguage(text);
  // Passages are read with their own language's book names, and English ones ("Jn 3:16" in a Spanish note).
  const languages = language === "en" ? ["en"] : [language, "en"];
  return {
    chunks,
    language,
    config: configOf(language),
    refs: chunks.map((chunk) => passageReferenceKeys(chunk, languages)),
    tokens: chunks.map((chunk) => chunk.match(/[\p{L}\p{N}]+/gu)?.length ?? 0),
  };
}

/** Splits and (when configured) embeds; call it before opening the transaction that stores them. */
export const prepareChunks = (text: string): Promise<PreparedChunks> => embedChunks(analyzeChunks(text));

/** Embeds analysed passages (when configured): what an upload's passages, analysed in the extraction worker, still need. */
export async function embedChunks(analyzed: Omit<PreparedChunks, "embeddings">): Promise<PreparedChunks> {
  return { ...analyzed, embeddings: analyzed.chunks.length > 0 ? await embedTexts(analyzed.chunks) : null };
}

/** Prepares a book or booklet page: its title and text (see pagePassageText). */
export const preparePage = (title: string, html: string) => prepareChunks(pagePassageText(title, html));

/** The searchable text of a book or booklet page: its title, then its HTML as text, blocks kept apart. */
export function pagePassageText(title: string, html: string): string {
  const blocks = html.split(/(?<=<\/(?:p|h[1-6]|li|blockquote|div|section|tr|figcaption)\s*>)|<br\s*\/?>/i);
  const body = blocks
    .map((block) => htmlToText(block))
    .filter(Boolean)
    .join("\n\n");
  return [title.trim(), body].filter(Boolean).join("\n\n");
}
