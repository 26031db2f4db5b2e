import "server-only";
import type { ChunkOwner, PreparedChunks } from "@/lib/contracts/knowledge";
import { embedTexts } from "@/lib/knowledge/embeddings";
import { htmlToText } from "@/lib/html/sanitize";
import { configOf, detectLanguage, type SearchLanguage } from "@/lib/knowledge/language";
import { MENTION_PREFIX } from "@/lib/knowledge/mentions";
import { referenceKeys } from "@/lib/scripture/osis";
import { findReferences } from "@/lib/scripture/references";

export type { ChunkOwner, PreparedChunks };

export const CHUNK_TARGET_CHARS = 600;
const CHUNK_MAX_CHARS = 1000;
const HEADING_MAX_CHARS = 90;
const UNIT_OPENING =
  /^(?:[-•*▪◦–]\s|\(?\d{1,3}[.):]\s|(?:[1-3]\s?)?\p{L}[\p{L}.]*\s\d{1,3}[:.,]\d{1,3}\b|\d{1,3}\s\p{Lu})/u;
const SENTENCE_END = /[.!?…:;,]["'”’»)\]]*$/u;

export function isHeading(unit: string): boolean {
  return unit.length <= HEADING_MAX_CHARS && !SENTENCE_END.test(unit) && /\p{L}/u.test(unit);
}

export function rebuildParagraphs(block: string): string[] {
  const lines = block
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  if (lines.length <= 1) return lines;
  const lengths = lines.map((line) => line.length).sort((a, b) => a - b);
  const full = lengths[Math.floor(lengths.length * 0.9)] ?? lengths.at(-1)!;
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

// Paragraphs (rebuilt from line lengths where there are none) packed to the target; sentences split only oversize ones.
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

export function passageKeys(chunk: string, languages: readonly string[]): string[] {
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
    for (let i = 0; i < word.length; i += max) {
      const piece = word.slice(i, i + max);
      if (current && current.length + piece.length > max) {
        out.push(current);
        current = "";
      }
      current += piece;
    }
  }
  if (current) out.push(current);
  return out;
}

function analysisOf(text: string, knownLanguage?: SearchLanguage) {
  const chunks = splitIntoChunks(text);
  const language = knownLanguage ?? detectLanguage(text);
  const languages = language === "en" ? ["en"] : [language, "en"];
  const tokens = chunks.map((chunk) => chunk.match(/[\p{L}\p{N}]+/gu)?.length ?? 0);
  return { chunks, language, config: configOf(language), tokens, languages };
}

/** For the extraction worker's own thread. */
export function analyzeChunks(text: string, knownLanguage?: SearchLanguage): Omit<PreparedChunks, "embeddings"> {
  const { languages, ...analysis } = analysisOf(text, knownLanguage);
  return { ...analysis, refs: analysis.chunks.map((chunk) => passageKeys(chunk, languages)) };
}

// The reference parser spends seconds on 200 KB of dense notes: run in slices (security review, session 21).
const SLICE_MS = 10;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** analyzeChunks on the server's thread: never holds the event loop much past SLICE_MS. */
export async function analyzeChunksInSlices(
  text: string,
  knownLanguage?: SearchLanguage,
): Promise<Omit<PreparedChunks, "embeddings">> {
  let sliceStart = performance.now();
  const { languages, ...analysis } = analysisOf(text, knownLanguage);
  const refs: string[][] = [];
  for (const chunk of analysis.chunks) {
    if (performance.now() - sliceStart > SLICE_MS) {
      await nextTurn();
      sliceStart = performance.now();
    }
    refs.push(passageKeys(chunk, languages));
  }
  return { ...analysis, refs };
}

export const prepareChunks = async (text: string, knownLanguage?: SearchLanguage): Promise<PreparedChunks> =>
  embedChunks(await analyzeChunksInSlices(text, knownLanguage));

export async function embedChunks(analyzed: Omit<PreparedChunks, "embeddings">): Promise<PreparedChunks> {
  return { ...analyzed, embeddings: analyzed.chunks.length > 0 ? await embedTexts(analyzed.chunks) : null };
}

export const preparePage = (title: string, html: string) => prepareChunks(pagePassageText(title, html));

export function pagePassageText(title: string, html: string): string {
  const blocks = html.split(/(?<=<\/(?:p|h[1-6]|li|blockquote|div|section|tr|figcaption)\s*>)|<br\s*\/?>/i);
  const body = blocks
    .map((block) => htmlToText(block))
    .filter(Boolean)
    .join("\n\n");
  return [title.trim(), body].filter(Boolean).join("\n\n");
}
