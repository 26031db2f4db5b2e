import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { embedTexts, vectorToBytes } from "@/lib/knowledge/embeddings";
import { htmlToText } from "@/lib/html/sanitize";

/**
 * The knowledge base's write side (DESIGN §4): text is split into passages and stored as
 * KnowledgeChunk rows with an English tsvector, always inside the caller's transaction so that a
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

/** Target passage length in characters: long enough to carry an answer, short enough to rank well. */
export const CHUNK_TARGET_CHARS = 1200;
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
export type PreparedChunks = { chunks: string[]; embeddings: Float32Array[] | null };

/** Splits and (when configured) embeds; call it before opening the transaction that stores them. */
export async function prepareChunks(text: string): Promise<PreparedChunks> {
  const chunks = splitIntoChunks(text);
  return { chunks, embeddings: chunks.length > 0 ? await embedTexts(chunks) : null };
}

/**
 * Replaces the owner's passages with those of `text` (none when it is empty) in one statement,
 * so a 100-page PDF is indexed in a single round trip. Returns the number of passages.
 */
export async function replaceChunks(tx: Tx, owner: ChunkOwner, text: string | PreparedChunks): Promise<number> {
  await removeChunks(tx, owner);
  const { chunks, embeddings } = typeof text === "string" ? { chunks: splitIntoChunks(text), embeddings: null } : text;
  if (chunks.length === 0) return 0;
  const { documentId, flipbookPageId, bookletPageId } = ownerColumns(owner);
  // bytea[] through unnest: one hex literal per passage (NULL when there is no vector).
  const vectors = chunks.map((_, i) => (embeddings?.[i] ? `\\x${Buffer.from(vectorToBytes(embeddings[i])).toString("hex")}` : null));
  await tx.$executeRaw`
    INSERT INTO "KnowledgeChunk" (source, "documentId", "flipbookPageId", "bookletPageId", ordinal, content, "searchVector", embedding)
    SELECT ${owner.source}::"KnowledgeSource", ${documentId}::int, ${flipbookPageId}::int, ${bookletPageId}::int,
           c.ordinal - 1, c.content, to_tsvector('english', c.content), c.embedding::bytea
    FROM unnest(${chunks}::text[], ${vectors}::text[]) WITH ORDINALITY AS c(content, embedding, ordinal)`;
  return chunks.length;
}

/** The searchable text of a book or booklet page: its title, then its HTML as text, blocks kept apart. */
export function pagePassageText(title: string, html: string): string {
  const blocks = html.split(/(?<=<\/(?:p|h[1-6]|li|blockquote|div|section|tr|figcaption)\s*>)|<br\s*\/?>/i);
  const body = blocks.map((block) => htmlToText(block)).filter(Boolean).join("\n\n");
  return [title.trim(), body].filter(Boolean).join("\n\n");
}
