import "server-only";
import path from "node:path";
import { Worker, type WorkerOptions } from "node:worker_threads";
import { env } from "@/lib/env";
import type { AnalyzedPassages, ExtractionJob } from "@/lib/extract/job";
import { startCpuLimit, WALL_CLOCK_FACTOR } from "@/lib/extract/thread-cpu";
import { startMemoryLimit } from "@/lib/extract/worker-memory";
import { zipLimitsFor } from "@/lib/extract/zip";
import type { DocumentExtension } from "@/lib/validation/documents";

export { decodeText } from "@/lib/extract/text";
export type { AnalyzedPassages };

export type Extraction = { text: string; note: string | null };

export const NOTE_UNREADABLE = "No text could be read from this file. It may be damaged or password-protected.";
export const NOTE_NO_TEXT = "This file contains no readable text (a scanned document has only images).";
export const NOTE_PPT = "Text is not read from .ppt files. Save the presentation as .pptx to make it searchable.";

// ONE queue for the whole process, `concurrency` worker threads at a time, each with these limits (decision 011).
export const EXTRACTION_LIMITS = {
  timeoutMs: env.EXTRACT_TIMEOUT_MS,
  memoryMb: env.EXTRACT_MEMORY_MB,
  concurrency: env.EXTRACT_CONCURRENCY,
  nice: env.EXTRACT_NICE,
};

const PARSED = new Set<string>(["txt", "pdf", "docx", "doc", "pptx", "xlsx", "xls"]);
const WORKER_FILE =
  process.env.NODE_ENV === "production"
    ? path.join(process.cwd(), ".next", "server", "extract-worker.mjs")
    : path.join(process.cwd(), "lib", "extract", "worker-dev.mjs");
const IDLE_MS = 30_000;
const STARTUP_MS = 60_000;

export type FileExtraction = { textPieces: string[]; note: string | null; passages: AnalyzedPassages | null };

export async function extractTextFromFile(
  extension: DocumentExtension,
  filePath: string,
  { onStart }: { onStart?: () => void } = {},
): Promise<FileExtraction> {
  if (extension === "ppt") return { textPieces: [], note: NOTE_PPT, passages: null };
  if (!PARSED.has(extension)) return { textPieces: [], note: null, passages: null };
  return noted(await extractionQueue.run({ extension, path: filePath, analyze: true }, onStart));
}

export async function extractText(extension: DocumentExtension, bytes: Uint8Array): Promise<Extraction> {
  if (extension === "ppt") return { text: "", note: NOTE_PPT };
  if (!PARSED.has(extension)) return { text: "", note: null };
  const copy = new Uint8Array(bytes);
  const { textPieces, note } = noted(await extractionQueue.run({ extension, bytes: copy, analyze: false }));
  return { text: textPieces.join(""), note };
}

function noted({ pieces, passages }: WorkerOutcome): FileExtraction {
  if (pieces === null) return { textPieces: [], note: NOTE_UNREADABLE, passages: null };
  return pieces.length > 0
    ? { textPieces: pieces, note: null, passages }
    : { textPieces: [], note: NOTE_NO_TEXT, passages: null };
}

type WorkerOutcome = { pieces: string[] | null; passages: AnalyzedPassages | null };
type QueuedJob = {
  job: Omit<ExtractionJob, "zipLimits">;
  onStart?: () => void;
  resolve: (outcome: WorkerOutcome) => void;
};
const FAILED: WorkerOutcome = { pieces: null, passages: null };

class ExtractionQueue {
  private waiting: QueuedJob[] = [];
  private running = 0;
  private idle: { worker: Worker; leave: () => void; timer: NodeJS.Timeout }[] = [];

  get size() {
    return { waiting: this.waiting.length, running: this.running };
  }

  run(job: QueuedJob["job"], onStart?: () => void): Promise<WorkerOutcome> {
    return new Promise((resolve) => {
      this.waiting.push({ job, onStart, resolve });
      this.next();
    });
  }

  private next() {
    while (this.running < Math.max(1, EXTRACTION_LIMITS.concurrency) && this.waiting.length > 0) {
      const queued = this.waiting.shift()!;
      this.running++;
      void this.process(queued).finally(() => {
        this.running--;
        this.next();
      });
    }
  }

  private async process({ job, onStart, resolve }: QueuedJob) {
    const worker = await this.takeWorker();
    if (!worker) return resolve(FAILED);
    onStart?.();
    const { outcome, reusable } = await runOnWorker(worker, {
      ...job,
      zipLimits: zipLimitsFor(EXTRACTION_LIMITS.memoryMb),
    });
    if (reusable) this.park(worker);
    else void worker.terminate();
    resolve(outcome);
  }

  private async takeWorker(): Promise<Worker | null> {
    const parked = this.idle.at(-1);
    if (parked) {
      parked.leave();
      return parked.worker;
    }
    return startWorker();
  }

  private park(worker: Worker) {
    const leave = () => {
      clearTimeout(entry.timer);
      this.idle = this.idle.filter((other) => other !== entry);
      worker.off("exit", leave);
    };
    const entry = {
      worker,
      leave,
      timer: setTimeout(() => {
        leave();
        void worker.terminate();
      }, IDLE_MS).unref(),
    };
    // A worker that ends while parked is never handed a file.
    worker.once("exit", leave);
    this.idle.push(entry);
  }
}

const extractionQueue: ExtractionQueue = ((globalThis as { extractionQueue?: ExtractionQueue }).extractionQueue ??=
  new ExtractionQueue());

export const extractionQueueSize = () => extractionQueue.size;

export function startWorker(file = WORKER_FILE): Promise<Worker | null> {
  const limits = EXTRACTION_LIMITS;
  // Not `new Worker(…)`: Turbopack would bundle the file it names (or fail the build before it exists).
  const worker: Worker = Reflect.construct(Worker, [
    file,
    {
      // "server-only" is an empty module under this condition, as in the server's own graph.
      execArgv: ["--conditions=react-server"],
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
      workerData: { nice: limits.nice },
      stdout: true,
      stderr: true,
    } satisfies WorkerOptions,
  ]);
  worker.stdout.resume();
  worker.stderr.resume();
  // A worker that dies between files (out of memory) must not take the server with it.
  worker.on("error", () => {});
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      worker.off("message", onMessage);
      worker.off("error", onFailure);
      worker.off("exit", onFailure);
      if (!ready) void worker.terminate();
      resolve(ready ? worker : null);
    };
    const onMessage = (message: { type?: string }) => done(message.type === "ready");
    const onFailure = () => done(false);
    // Starting is not counted in CPU time, so a starved worker gets the same wall-clock allowance as a file.
    const timer = setTimeout(onFailure, Math.max(STARTUP_MS, limits.timeoutMs * WALL_CLOCK_FACTOR));
    worker.on("message", onMessage);
    worker.once("error", onFailure);
    worker.once("exit", onFailure);
  });
}

type WorkerMessage =
  | { type: "parsed"; length: number }
  | { type: "text"; readable: boolean; passages: { language: string; config: string; count: number } | null }
  | { type: "piece"; piece: string }
  | { type: "passages"; chunks: string[]; refs: string[][]; tokens: number[] }
  | { type: "end" }
  | { type: "failed" };

export function runOnWorker(
  worker: Worker,
  job: ExtractionJob,
): Promise<{ outcome: WorkerOutcome; reusable: boolean }> {
  return new Promise((resolve) => {
    let pieces: string[] | null = null;
    let passages: AnalyzedPassages | null = null;
    const finish = (outcome: WorkerOutcome, reusable: boolean) => {
      stopLimit();
      stopMemoryLimit();
      worker.off("message", onMessage);
      worker.off("error", onFailure);
      worker.off("exit", onFailure);
      resolve({ outcome, reusable });
    };
    const onFailure = () => finish(FAILED, false);
    const onMessage = (message: WorkerMessage) => {
      if (message.type === "parsed") {
        stopLimit();
        stopLimit = startCpuLimit(
          worker,
          EXTRACTION_LIMITS.timeoutMs * Math.max(1, Math.ceil(message.length / 1_000_000)),
          onFailure,
        );
        return;
      }
      if (message.type === "text") {
        pieces = message.readable ? [] : null;
        if (message.passages)
          passages = {
            chunks: [],
            refs: [],
            tokens: [],
            language: message.passages.language as AnalyzedPassages["language"],
            config: message.passages.config as AnalyzedPassages["config"],
          };
      } else if (message.type === "piece") {
        pieces?.push(message.piece);
      } else if (message.type === "passages" && passages) {
        for (let i = 0; i < message.chunks.length; i++) {
          passages.chunks.push(message.chunks[i]);
          passages.refs.push(message.refs[i]);
          passages.tokens.push(message.tokens[i]);
        }
      } else if (message.type === "end") return finish({ pieces, passages }, true);
      else if (message.type === "failed") return finish(FAILED, true);
      worker.postMessage({ type: "more" });
    };
    let stopLimit = startCpuLimit(worker, EXTRACTION_LIMITS.timeoutMs, onFailure);
    // Twice the heap limit outside it: a document's bytes and its decoded streams are ArrayBuffers.
    const stopMemoryLimit = startMemoryLimit(worker, 2 * EXTRACTION_LIMITS.memoryMb * 1024 * 1024, onFailure);
    worker.on("message", onMessage);
    worker.once("error", onFailure);
    worker.once("exit", onFailure);
    worker.postMessage(job, job.bytes ? [job.bytes.buffer as ArrayBuffer] : []);
  });
}
