import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { embedTexts, vectorToBytes } from "@/lib/knowledge/embeddings";
import { htmlToText } from "@/lib/html/sanitize";
import { configOf, detectLanguage, type SearchLanguage } from "@/lib/knowledge/language";
import { passageReferenceKeys } from "@/lib/scripture/references";

/**
 * The knowledge base's write side (requirements §D4): text is split into passages and stored as
 * KnowledgeChunk rows with a tsvector in the text's own language (detected), its scripture
 * references as keys and its length in words, always inside the caller's transaction so that a
 * document (or book page, or booklet page) and its passages change together. Search reads the
 * GIN-indexed `searchVector`; `ordinal` keeps the passages' order for reading neighbours.
 * With an embeddings provider the passages are embedded BEFORE the transaction (prepareChunks),
 * so no provider call ever holds a transaction open, and a row never changes after its insert.
 */

/** Whose passages these are; exactly one owner per chunk. */
export type ChunkOwner =
  | { source: "document"; documentId: number }
  | { source: "flipbook_page"; flipbookPageId: number }
  | { source: "booklet_page"; bookletPageId: number };

type Tx = Prisma.TransactionClient;

/** Target passage length in characters: a few verses or a paragraph, long enough to carry an answer, short enough to rank well. */
export const CHUNK_TARGET_CHARS = 600;
const CHUNK_MAX_CHARS = 1600;

/** Splits text into passages on paragraph, then sentence, then word boundaries. */
export function splitIntoChunks(text: string, target = CHUNK_TARGET_CHARS, max = Math.max(target, CHUNK_MAX_CHARS)): string[] {
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

function ownerColumns(owner: ChunkOwner) {
  return {
    documentId: owner.source === "document" ? owner.documentId : null,
    flipbookPageId: owner.source === "flipbook_page" ? owner.flipbookPageId : null,
    bookletPageId: owner.source === "booklet_page" ? owner.bookletPageId : null,
  };
}

/** Deletes the owner's passages (deleting the owner row also removes them, by cascade). */
export async function removeChunks(tx: Tx, owner: ChunkOwner): Promise<void> {
  const { documentId, flipbookPageId, bookletPageId } = ownerColumns(owner);
  await tx.$executeRaw`
    DELETE FROM "KnowledgeChunk"
    WHERE source = ${owner.source}::"KnowledgeSource"
      AND "documentId" IS NOT DISTINCT FROM ${documentId}::int
      AND "flipbookPageId" IS NOT DISTINCT FROM ${flipbookPageId}::int
      AND "bookletPageId" IS NOT DISTINCT FROM ${bookletPageId}::int`;
}

/** A text split into passages, with their vectors when embeddings are on and the provider answered. */
export type PreparedChunks = { chunks: string[]; embeddings: Float32Array[] | null; language: SearchLanguage; refs: string[][]; tokens: number[] };

/** The passages of a text with what search needs of them: the text's language, references and lengths. */
export function analyzeChunks(text: string): Omit<PreparedChunks, "embeddings"> {
  const chunks = splitIntoChunks(text);
  const language = detectLanguage(text);
  // Passages are read with their own language's book names, and English ones ("Jn 3:16" in a Spanish note).
  const languages = language === "en" ? ["en"] : [language, "en"];
  return {
    chunks,
    language,
    refs: chunks.map((chunk) => passageReferenceKeys(chunk, languages)),
    tokens: chunks.map((chunk) => chunk.match(/[\p{L}\p{N}]+/gu)?.length ?? 0),
  };
}

/** Splits and (when configured) embeds; call it before opening the transaction that stores them. */
export async function prepareChunks(text: string): Promise<PreparedChunks> {
  const analyzed = analyzeChunks(text);
  return { ...analyzed, embeddings: analyzed.chunks.length > 0 ? await embedTexts(analyzed.chunks) : null };
}

/**
 * Replaces the owner's passages with those of `text` (none when it is empty) in one statement,
 * so a 100-page PDF is indexed in a single round trip. Returns the number of passages.
 */
export async function replaceChunks(tx: Tx, owner: ChunkOwner, text: string | PreparedChunks): Promise<number> {
  await removeChunks(tx, owner);
  const { chunks, embeddings, language, refs, tokens } = typeof text === "string" ? { ...analyzeChunks(text), embeddings: null } : text;
  if (chunks.length === 0) return 0;
  const config = configOf(language);
  const { documentId, flipbookPageId, bookletPageId } = ownerColumns(owner);
  // bytea[] through unnest: one hex literal per passage (NULL when there is no vector).
  const vectors = chunks.map((_, i) => (embeddings?.[i] ? `\\x${Buffer.from(vectorToBytes(embeddings[i])).toString("hex")}` : null));
  // A jagged text[][] cannot go through unnest: each passage's keys travel as one space-joined string.
  const refKeys = refs.map((keys) => keys.join(" "));
  await tx.$executeRaw`
    INSERT INTO "KnowledgeChunk" (source, "documentId", "flipbookPageId", "bookletPageId", ordinal, content, language, refs, tokens, "searchVector", embedding)
    SELECT ${owner.source}::"KnowledgeSource", ${documentId}::int, ${flipbookPageId}::int, ${bookletPageId}::int,
           c.ordinal - 1, c.content, ${config}, coalesce(string_to_array(nullif(c.refs, ''), ' '), '{}'), c.tokens,
           to_tsvector(${config}::regconfig, kb_unaccent(c.content)), c.embedding::bytea
    FROM unnest(${chunks}::text[], ${vectors}::text[], ${refKeys}::text[], ${tokens}::int[]) WITH ORDINALITY AS c(content, embedding, refs, tokens, ordinal)`;
  return chunks.length;
}

/** The searchable text of a book or booklet page: its title, then its HTML as text, blocks kept apart. */
export function pagePassageText(title: string, html: string): string {
  const blocks = html.split(/(?<=<\/(?:p|h[1-6]|li|blockquote|div|section|tr|figcaption)\s*>)|<br\s*\/?>/i);
  const body = blocks.map((block) => htmlToText(block)).filter(Boolean).join("\n\n");
  return [title.trim(), body].filter(Boolean).join("\n\n");
}
