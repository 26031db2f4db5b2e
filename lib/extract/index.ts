import "server-only";
import { readFile } from "node:fs/promises";
import type { DocumentExtension } from "@/lib/validation/documents";

/**
 * Text of an uploaded file for the knowledge base (DESIGN §4). A file whose text cannot be read
 * (damaged, password-protected, scanned) is still stored: `note` says why it has no text.
 */
export type Extraction = { text: string; note: string | null };

export const NOTE_UNREADABLE = "No text could be read from this file. It may be damaged or password-protected.";
export const NOTE_NO_TEXT = "This file contains no readable text (a scanned document has only images).";
export const NOTE_PPT = "Text is not read from .ppt files. Save the presentation as .pptx to make it searchable.";

type Extractor = (bytes: Uint8Array) => Promise<string>;

// Libraries load on first use: most uploads (images, audio, video) never need them.
const EXTRACTORS: Partial<Record<DocumentExtension, Extractor>> = {
  txt: async (bytes) => decodeText(bytes),
  pdf: async (bytes) => {
    const { extractText, getDocumentProxy } = await import("unpdf");
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    try {
      const { text } = await extractText(pdf, { mergePages: false });
      return text.join("\n\n");
    } finally {
      await pdf.destroy();
    }
  },
  docx: async (bytes) => {
    const mammoth = await import("mammoth");
    return (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value;
  },
  doc: async (bytes) => {
    const { default: WordExtractor } = await import("word-extractor");
    return (await new WordExtractor().extract(Buffer.from(bytes))).getBody();
  },
  pptx: async (bytes) => {
    const { parseOfficeAsync } = await import("officeparser");
    return parseOfficeAsync(Buffer.from(bytes), { outputErrorToConsole: false, newlineDelimiter: "\n" });
  },
  xlsx: spreadsheetText,
  xls: spreadsheetText,
};

/** Reads the file into memory only for types that carry text (never a video). */
export async function extractTextFromFile(extension: DocumentExtension, filePath: string): Promise<Extraction> {
  if (extension === "ppt") return { text: "", note: NOTE_PPT };
  if (!EXTRACTORS[extension]) return { text: "", note: null };
  return extractText(extension, await readFile(filePath));
}

export async function extractText(extension: DocumentExtension, bytes: Uint8Array): Promise<Extraction> {
  if (extension === "ppt") return { text: "", note: NOTE_PPT };
  const extractor = EXTRACTORS[extension];
  if (!extractor) return { text: "", note: null };
  let raw: string;
  try {
    raw = await extractor(bytes);
  } catch {
    return { text: "", note: NOTE_UNREADABLE };
  }
  const text = tidy(raw);
  return text ? { text, note: null } : { text: "", note: NOTE_NO_TEXT };
}

async function spreadsheetText(bytes: Uint8Array): Promise<string> {
  const XLSX = await import("@e965/xlsx");
  const workbook = XLSX.read(bytes, { type: "array", dense: true, cellFormula: false, cellHTML: false });
  return workbook.SheetNames.map((name) => {
    const rows = XLSX.utils.sheet_to_csv(workbook.Sheets[name], { FS: "\t", blankrows: false, strip: true });
    return `${name}\n${rows}`;
  }).join("\n\n");
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
    .replace(/[ \t\f\v]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
