import { readFile } from "node:fs/promises";
import { analyzeChunks } from "@/lib/knowledge/indexing";
import { decodeText, tidy } from "@/lib/extract/text";
import { inflatedZipProblem, ZIPPED_EXTENSIONS, type ZipLimits } from "@/lib/extract/zip";

// What the extraction worker (lib/extract/worker.ts) does with one file: every step whose cost
// grows with the file's size (reading, unzipping, parsing, decoding, splitting into passages,
// detecting the language, finding scripture references), so none of it runs on the server's thread.

export type ExtractionJob = {
  extension: string;
  /** The file to read, or its bytes (handed over, not copied). */
  path?: string;
  bytes?: Uint8Array;
  zipLimits: ZipLimits;
  /** Also split the text into passages and analyse them for the search index. */
  analyze: boolean;
};

export type AnalyzedPassages = ReturnType<typeof analyzeChunks>;

/** `text` is null when the file could not be read; `passages` null when not asked for or there is no text. */
export type ExtractionOutcome = { text: string | null; passages: AnalyzedPassages | null };

export type Parse = (extension: string, bytes: Uint8Array) => Promise<string>;

/** `onText` hears the text's length once it is read, before the (longer) analysis starts. */
export async function extractAndAnalyze(
  job: ExtractionJob,
  parse: Parse,
  onText: (length: number) => void = () => {},
): Promise<ExtractionOutcome> {
  const bytes = job.bytes ?? new Uint8Array(await readFile(job.path ?? ""));
  if (ZIPPED_EXTENSIONS.has(job.extension) && inflatedZipProblem(bytes, job.zipLimits))
    return { text: null, passages: null };
  let raw: string;
  try {
    raw = job.extension === "txt" ? decodeText(bytes) : await parse(job.extension, bytes);
  } catch {
    return { text: null, passages: null };
  }
  const text = tidy(raw);
  onText(text.length);
  return { text, passages: job.analyze && text ? analyzeChunks(text) : null };
}
