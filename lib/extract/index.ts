import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { env } from "@/lib/env";
import { trimEndWhere } from "@/lib/format";
import { zipProblem } from "@/lib/extract/zip";
import type { DocumentExtension } from "@/lib/validation/documents";

/**
 * Text of an uploaded file for the knowledge base (requirements §D4). A file whose text cannot be read
 * (damaged, password-protected, scanned, hostile) is still stored: `note` says why it has no text.
 */
export type Extraction = { text: string; note: string | null };

export const NOTE_UNREADABLE = "No text could be read from this file. It may be damaged or password-protected.";
export const NOTE_NO_TEXT = "This file contains no readable text (a scanned document has only images).";
export const NOTE_PPT = "Text is not read from .ppt files. Save the presentation as .pptx to make it searchable.";

/**
 * Parsers run in a worker thread with these limits (decision 011): a file that loops or balloons
 * costs one worker, never the server. Overridable for tests and unusually large documents.
 */
export const EXTRACTION_LIMITS = { timeoutMs: env.EXTRACT_TIMEOUT_MS, memoryMb: env.EXTRACT_MEMORY_MB };

const PARSED = new Set<string>(["pdf", "docx", "doc", "pptx", "xlsx", "xls"]);
const ZIPPED = new Set<string>(["docx", "pptx", "xlsx"]);
const WORKER_FILE = path.join(process.cwd(), "lib", "extract", "worker.mjs");

/** Reads the file into memory only for types that carry text (never a video). */
export async function extractTextFromFile(extension: DocumentExtension, filePath: string): Promise<Extraction> {
  if (extension === "ppt") return { text: "", note: NOTE_PPT };
  if (extension !== "txt" && !PARSED.has(extension)) return { text: "", note: null };
  return extractText(extension, await readFile(filePath));
}

export async function extractText(extension: DocumentExtension, bytes: Uint8Array): Promise<Extraction> {
  if (extension === "ppt") return { text: "", note: NOTE_PPT };
  if (extension !== "txt" && !PARSED.has(extension)) return { text: "", note: null };
  if (ZIPPED.has(extension) && zipProblem(bytes)) return { text: "", note: NOTE_UNREADABLE };
  const raw = extension === "txt" ? decodeText(bytes) : await parseInWorker(extension, bytes);
  if (raw === null) return { text: "", note: NOTE_UNREADABLE };
  const text = tidy(raw);
  return text ? { text, note: null } : { text: "", note: NOTE_NO_TEXT };
}

/** The parser's text, or null when it failed, ran out of memory or time. */
function parseInWorker(extension: string, bytes: Uint8Array): Promise<string | null> {
  const limits = EXTRACTION_LIMITS;
  return new Promise((resolve) => {
    const copy = new Uint8Array(bytes);
    const worker = new Worker(WORKER_FILE, {
      workerData: { extension, bytes: copy },
      transferList: [copy.buffer],
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const finish = (text: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(text);
    };
    const timer = setTimeout(() => finish(null), limits.timeoutMs);
    worker.once("message", (message: { text?: string; error?: boolean }) =>
      finish(typeof message.text === "string" ? message.text : null),
    );
    worker.once("error", () => finish(null));
    worker.once("exit", () => finish(null));
  });
}

/** UTF-8 (with or without BOM); a file that is not valid UTF-8 is read as Windows-1252. */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

function tidy(text: string): string {
  return text
    .replace(/\u0000/g, "")
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => trimEndWhere(line, (character) => " \t\f\v".includes(character)))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
