import { readFile } from "node:fs/promises";
import { analyzeChunks } from "@/lib/knowledge/indexing";
import { decodeText, tidy } from "@/lib/extract/text";
import { inflatedZipProblem, ZIPPED_EXTENSIONS, type ZipLimits } from "@/lib/extract/zip";

export type ExtractionJob = {
  extension: string;
  path?: string;
  bytes?: Uint8Array;
  zipLimits: ZipLimits;
  analyze: boolean;
};

export type AnalyzedPassages = ReturnType<typeof analyzeChunks>;

export type ExtractionOutcome = { text: string | null; passages: AnalyzedPassages | null };

export type Parse = (extension: string, bytes: Uint8Array) => Promise<string>;

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
