// Hostile uploads are contained (decision 011): zip bombs are refused from their central directory
// before anything is inflated, or while inflating once the bytes pass the limit, parsers run in a
// worker with a time-out and a memory limit (its heap and its ArrayBuffers), and the main thread
// keeps serving while a file is parsed.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { EXTRACTION_LIMITS, extractText, extractTextFromFile, NOTE_UNREADABLE } from "@/lib/extract";
import { inflatedZipProblem, ZIP_LIMITS, zipProblem } from "@/lib/extract/zip";
import { makeDoc, makeDocx, makeLoopingDoc, makePdf } from "@/tests/support/files";
import { makeFlateBombPdf } from "@/tests/support/pdf-bomb";
import { makeManyEntryZip, makeZipBomb } from "@/tests/support/zip-bomb";

const MB = 1024 * 1024;
const defaults = { ...EXTRACTION_LIMITS };
afterEach(() => {
  Object.assign(EXTRACTION_LIMITS, defaults);
});

/** Runs `work` while counting 5 ms timer ticks of this (the server's) thread. */
async function ticksDuring<T>(work: () => Promise<T>) {
  let ticks = 0;
  const interval = setInterval(() => ticks++, 5);
  const started = performance.now();
  const result = await work();
  clearInterval(interval);
  return { result, ticks, elapsedMs: performance.now() - started };
}

describe("hostile files", () => {
  it("refuse a real zip bomb (300 MB of zeros in a few hundred KB) before inflating it", async () => {
    const bomb = await makeZipBomb(300 * 1024 * 1024);
    expect(bomb.byteLength).toBeLessThan(2 * 1024 * 1024);
    expect(zipProblem(bomb)).toMatch(/uncompressed/);
    // The extraction worker stays up between files: its own modules are not the bomb's doing.
    await extractText("txt", new TextEncoder().encode("warm-up"));
    const before = process.memoryUsage().rss;
    for (const extension of ["docx", "xlsx", "pptx"] as const) {
      expect(await extractText(extension, bomb)).toEqual({ text: "", note: NOTE_UNREADABLE });
    }
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
  });

  it("refuse an archive whose directory understates what it inflates to, counting the bytes as they come out", async () => {
    const liar = await makeZipBomb(200 * 1024 * 1024, 1024);
    expect(zipProblem(liar)).toBeNull();
    expect(inflatedZipProblem(liar)).toMatch(/inflated/);
    expect(await extractText("docx", liar)).toEqual({ text: "", note: NOTE_UNREADABLE });
    const docx = await makeDocx(["An honest document"]);
    expect(inflatedZipProblem(docx)).toBeNull();
  });

  it("refuse an archive of too many entries, and accept a real document", async () => {
    expect(zipProblem(makeManyEntryZip(ZIP_LIMITS.entries + 1))).toMatch(/entries/);
    expect(await extractText("docx", makeManyEntryZip(ZIP_LIMITS.entries + 1))).toEqual({
      text: "",
      note: NOTE_UNREADABLE,
    });
    const docx = await makeDocx(["A real document"]);
    expect(zipProblem(docx)).toBeNull();
    expect((await extractText("docx", docx)).text).toContain("A real document");
  });

  it("give up on a parser that runs past its time-out, while this thread keeps answering", async () => {
    const pdf = await makePdf(Array.from({ length: 40 }, (_, i) => `Page ${i + 1} of a long teaching.`));
    EXTRACTION_LIMITS.timeoutMs = 40;
    const { result, ticks, elapsedMs } = await ticksDuring(() => extractText("pdf", pdf));
    expect(result).toEqual({ text: "", note: NOTE_UNREADABLE });
    expect(elapsedMs).toBeLessThan(5_000);
    expect(ticks).toBeGreaterThan(0);
  });

  it("parse in another thread: the server's event loop is free while a document is read", async () => {
    const pdf = await makePdf(
      Array.from({ length: 60 }, (_, i) => `Page ${i + 1}: the word covenant${i + 1} appears here.`),
    );
    const { result, ticks, elapsedMs } = await ticksDuring(() => extractText("pdf", pdf));
    expect(result.text).toContain("covenant60");
    // Nearly every 5 ms tick fires: nothing blocked this thread for long.
    expect(ticks).toBeGreaterThan((elapsedMs / 5) * 0.25);
  });

  it("give up on a PDF whose page inflates past the worker's memory, and read the next file", async () => {
    // Worker memory (heap and ArrayBuffers) bounded at 64 + 2 × 64 MB: a 256 MB page would double to 512 MB.
    EXTRACTION_LIMITS.memoryMb = 64;
    const work = await mkdtemp(path.join(os.tmpdir(), "pdf-bomb-"));
    try {
      const bomb = path.join(work, "spaces.pdf");
      await writeFile(bomb, await makeFlateBombPdf(256 * MB));
      await extractText("txt", new TextEncoder().encode("warm-up"));
      const before = process.memoryUsage().rss;
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
      const outcome = await extractTextFromFile("pdf", bomb);
      clearInterval(sampler);
      expect(outcome).toEqual({ textPieces: [], note: NOTE_UNREADABLE, passages: null });
      expect(peak - before).toBeLessThan(3 * 64 * MB + 64 * MB);
      await writeFile(bomb, await makePdf(["The next document is read as usual."]));
      expect((await extractTextFromFile("pdf", bomb)).textPieces.join("")).toContain("read as usual");
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });

  it("refuse a .doc whose sector chain loops (it aborted the whole process), and read the next one", async () => {
    expect(await extractText("doc", makeLoopingDoc())).toEqual({ text: "", note: NOTE_UNREADABLE });
    expect((await extractText("doc", makeDoc(["The next document is read as usual."]))).text).toContain(
      "read as usual",
    );
  });
});
