import "server-only";
import type { ChunkOwner, PreparedChunks } from "@/lib/contracts/knowledge";
import { embedTexts } from "@/lib/knowledge/embeddings";
import { htmlToText } from "@/lib/html/sanitize";
import { configOf, detectLanguage, type SearchLanguage } from "@/lib/knowledge/language";
import { MENTION_PREFIX } from "@/lib/knowledge/mentions";
import { referenceKeys } from "@/lib/scripture/osis";
import { findReferences } from "@/lib/scripture/references";

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
/** A paragraph longer than this is split at sentences, so passages have comparable sizes whatever the format. */
const CHUNK_MAX_CHARS = 1000;
/** A heading: a short line that does not end a sentence. */
const HEADING_MAX_CHARS = 90;
/** A line that opens a unit of its own: a verse label ("John 3:16", "16"), a list item. */
const UNIT_OPENING =
  /^(?:[-•*▪◦–]\s|\(?\d{1,3}[.):]\s|(?:[1-3]\s?)?\p{L}[\p{L}.]*\s\d{1,3}[:.,]\d{1,3}\b|\d{1,3}\s\p{Lu})/u;
const SENTENCE_END = /[.!?…:;,]["'”’»)\]]*$/u;

/** Whether a unit is a heading: it belongs with the text after it, never at the end of a passage. */
export function isHeading(unit: string): boolean {
  return unit.length <= HEADING_MAX_CHARS && !SENTENCE_END.test(unit) && /\p{L}/u.test(unit);
}

/**
 * A block's lines as paragraphs. Text from a PDF (and hard-wrapped text) has no blank lines between
 * paragraphs, only line breaks where the page's line ended: a line that ends a sentence well short
 * of the block's usual line length ends its paragraph, and so does a heading; a line that opens a
 * unit (a verse label, a list item) starts one. Other line breaks are wraps.
 */
export function rebuildParagraphs(block: string): string[] {
  const lines = block
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  if (lines.length <= 1) return lines;
  const lengths = lines.map((line) => line.length).sort((a, b) => a - b);
  // The usual full line: lines of a wrapped paragraph run close to it.
  const full = lengths[Math.floor(lengths.length * 0.9)] ?? lengths.at(-1)!;
  // A heading stands apart from the wrapped lines around it: short of a full line, no sentence end.
  const heading = (line: string) => isHeading(line) && line.length < full * 0.7;
  const paragraphs: string[] = [];
  let current = "";
  lines.forEach((line, i) => {
    const next = lines[i + 1];
    const opens = current === "";
    current = opens ? line : `${current} ${line}`;
    const ends =
      next === undefined ||
      UNIT_OPENING.test(next) ||
      (opens && heading(line)) ||
      (SENTENCE_END.test(line) && line.length < full * 0.85) ||
      heading(next);
    if (ends) {
      paragraphs.push(current);
      current = "";
    }
  });
  return paragraphs;
}

/**
 * Splits text into passages (docs/decisions/008): paragraphs (rebuilt from line lengths where the
 * text has none) packed up to the target length; a paragraph is split at sentences only when it
 * alone exceeds the maximum. A heading opens the passage of the text it heads: when a passage is
 * closed, the headings at its end move on with the next paragraph.
 */
export function splitIntoChunks(
  text: string,
  target = CHUNK_TARGET_CHARS,
  max = Math.max(target, CHUNK_MAX_CHARS),
): string[] {
  const paragraphs = text
    .replace(/\r\n?/g, "\n")
    .replace(/\u0000/g, "")
    .split(/\n[^\S\n]*\n/)
    .flatMap(rebuildParagraphs);

  const pieces = paragraphs.flatMap((paragraph) =>
    paragraph.length <= max ? [paragraph] : splitLong(paragraph, target),
  );
  const chunks: string[] = [];
  let current: string[] = [];
  let length = 0;
  for (const piece of pieces) {
    if (current.length > 0 && length + 1 + piece.length > target) {
      let headings = 0;
      while (headings < current.length && isHeading(current[current.length - 1 - headings])) headings++;
      const carried = headings < current.length ? current.splice(current.length - headings) : [];
      if (current.length > 0) chunks.push(current.join("\n"));
      current = carried;
      length = carried.reduce((sum, unit) => sum + unit.length + 1, 0);
    }
    current.push(piece);
    length += piece.length + 1;
  }
  if (current.length > 0) chunks.push(current.join("\n"));
  return chunks;
}

/**
 * The reference keys a passage is indexed by: the references that open one of its lines (a verse
 * label, a heading naming the verse) are its own keys. A reference inside a sentence ("see the note
 * on Romans 3:25") points elsewhere: it is kept as a mention ("~Rom.3.25"), which ranks like a
 * word and never makes the passage that verse.
 */
export function passageKeys(chunk: string, languages: readonly string[]): string[] {
  // One parse of the whole passage (the parser's cost grows with each call): a reference that starts
  // a line is the passage's own, any other a mention.
  const references = findReferences(chunk, languages).map((reference) => ({
    keys: referenceKeys(reference.osis),
    opensLine: reference.start - (chunk.lastIndexOf("\n", reference.start - 1) + 1) <= 2,
  }));
  const own = new Set(references.flatMap((reference) => (reference.opensLine ? reference.keys : [])));
  const mentioned = references
    .flatMap((reference) => (reference.opensLine ? [] : reference.keys))
    .filter((key) => !own.has(key))
    .map((key) => `${MENTION_PREFIX}${key}`);
  return [...own, ...new Set(mentioned)];
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

/**
 * The passages of a text with what search needs of them: the text's language (detected, unless
 * known, as a translation's is), references and lengths.
 */
export function analyzeChunks(text: string, knownLanguage?: SearchLanguage): Omit<PreparedChunks, "embeddings"> {
  const chunks = splitIntoChunks(text);
  const language = knownLanguage ?? detectLanguage(text);
  // Passages are read with their own language's book names, and English ones ("Jn 3:16" in a Spanish note).
  const languages = language === "en" ? ["en"] : [language, "en"];
  return {
    chunks,
    language,
    config: configOf(language),
    refs: chunks.map((chunk) => passageKeys(chunk, languages)),
    tokens: chunks.map((chunk) => chunk.match(/[\p{L}\p{N}]+/gu)?.length ?? 0),
  };
}

/** Splits and (when configured) embeds; call it before opening the transaction that stores them. */
export const prepareChunks = (text: string, knownLanguage?: SearchLanguage): Promise<PreparedChunks> =>
  embedChunks(analyzeChunks(text, knownLanguage));

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
