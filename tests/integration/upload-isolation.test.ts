// One editor's upload must not stall the server for everyone (decision 004): everything whose cost
// grows with a file runs in the extraction workers, one shared queue bounds how many run at once,
// and hostile archives are refused with a note, never by exhausting memory.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const storageDir = vi.hoisted(() => ({ path: "" }));
vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), cacheTag: vi.fn(), cacheLife: vi.fn() }));
vi.mock("@/lib/storage", async () => {
  const { localStorage } = await import("@/lib/storage/local");
  return { storage: () => localStorage(storageDir.path) };
});

import { db } from "@/lib/db";
import { listDocuments } from "@/lib/data/documents";
import { EXTRACTION_LIMITS, extractText, NOTE_UNREADABLE } from "@/lib/extract";
import { storeUploadedDocuments } from "@/lib/uploads/documents";
import type { ReceivedFile } from "@/lib/uploads/receive";
import { makePdf } from "@/tests/support/files";
import { makeFlateBombPdf } from "@/tests/support/pdf-bomb";
import { makeZipBomb } from "@/tests/support/zip-bomb";

const MB = 1024 * 1024;
let work: string;
let categoryId: number;

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), "upload-isolation-"));
  storageDir.path = path.join(work, "uploads");
  categoryId = (await db.category.create({ data: { name: "Isolation", slug: `isolation-${Date.now()}` } })).id;
});

afterAll(async () => {
  await db.document.deleteMany({ where: { categoryId } });
  await db.category.delete({ where: { id: categoryId } });
  await rm(work, { recursive: true, force: true });
});

async function received(name: string, extension: string, mimeType: string, bytes: Uint8Array): Promise<ReceivedFile> {
  const tempPath = path.join(work, name);
  await writeFile(tempPath, bytes);
  return { field: "files", fileName: name, extension, mimeType, size: bytes.byteLength, tempPath };
}

/** A teaching of about `size` bytes: paragraphs of prose with a scripture reference now and then, as sermons are. */
function longTeaching(size: number, marker: string): Uint8Array {
  const paragraphs = [
    "Grace is the free gift of God, received by faith and not by works, as Ephesians 2:8-9 teaches.",
    "The father saw his son while he was still a long way off, and ran to meet him, and embraced him.",
    "We love because he first loved us; a heart that has been forgiven learns to forgive in its turn.",
  ];
  const block = paragraphs.join("\n\n") + "\n\n";
  return new TextEncoder().encode(block.repeat(Math.ceil(size / block.length)) + marker);
}

describe("uploads and the server's thread", () => {
  it(
    "a 20 MB text is read, analysed and indexed while the event loop keeps answering within 200 ms",
    { timeout: 600_000 },
    async () => {
      const marker = "zerubbabelisolationmarker";
      const file = await received("large.txt", "txt", "text/plain", longTeaching(20 * MB, marker));
      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      const [document] = await storeUploadedDocuments({ files: [file], titles: {}, categoryId, uploadedBy: "test" });
      delay.disable();
      const worstMs = delay.max / 1e6;
      const nearlyWorstMs = delay.percentile(99.9) / 1e6;
      console.log(
        `[upload isolation] 20 MB text: ${document.chunks} passages; event loop delay max ${worstMs.toFixed(0)} ms, p99.9 ${nearlyWorstMs.toFixed(0)} ms`,
      );
      // Timers fire within 200 ms (all but one in a thousand: a shared 2-core host deschedules the
      // process now and then), and never a second late; reading the text here took minutes.
      expect(nearlyWorstMs).toBeLessThan(200);
      expect(worstMs).toBeLessThan(1_000);
      expect(document).toMatchObject({ status: "indexed", extractionNote: null });
      expect(document.chunks).toBeGreaterThan(10_000);
      const found = await db.knowledgeChunk.count({
        where: { documentId: document.id, content: { contains: marker } },
      });
      expect(found).toBe(1);
    },
  );

  it(
    "files wait in one queue, visible as queued, then indexing, then indexed with their passages",
    { timeout: 300_000 },
    async () => {
      const files = await Promise.all(
        [1, 2, 3].map((n) => received(`queued-${n}.txt`, "txt", "text/plain", longTeaching(MB / 4, `marker${n}`))),
      );
      const seen = new Map<string, Set<string>>();
      const upload = storeUploadedDocuments({ files, titles: {}, categoryId, uploadedBy: "test" });
      let running = true;
      void upload.finally(() => (running = false));
      while (running) {
        for (const row of await listDocuments({ categoryId }))
          if (row.originalName.startsWith("queued-"))
            (seen.get(row.originalName) ?? seen.set(row.originalName, new Set()).get(row.originalName)!).add(
              row.status,
            );
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      const documents = await upload;
      expect(documents.map((document) => document.status)).toEqual(["indexed", "indexed", "indexed"]);
      // With one worker, the last file waited while the first was read.
      expect(EXTRACTION_LIMITS.concurrency).toBe(1);
      expect([...seen.get("queued-3.txt")!]).toContain("queued");
      expect([...seen.values()].some((states) => states.has("indexing"))).toBe(true);
      const listed = (await listDocuments({ categoryId })).find((row) => row.originalName === "queued-1.txt")!;
      expect(listed).toMatchObject({ status: "indexed", passages: documents[0].chunks });
    },
  );

  it(
    "four hostile .docx uploaded at once are refused with a note, and the server's memory stays bounded",
    { timeout: 300_000 },
    async () => {
      // Each declares 240 MB honestly (a parser would inflate it all), or 1 KB while inflating to 200 MB.
      const [honest, liar] = await Promise.all([makeZipBomb(240 * MB), makeZipBomb(200 * MB, 1024)]);
      const bombs = [honest, liar, honest, liar];
      const files = await Promise.all(
        bombs.map((bytes, n) =>
          received(
            `bomb-${n}.docx`,
            "docx",
            "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
            bytes,
          ),
        ),
      );
      const baseline = process.memoryUsage().rss;
      let peak = baseline;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
      const outcomes = await Promise.all(
        files.map((file) => storeUploadedDocuments({ files: [file], titles: {}, categoryId, uploadedBy: "test" })),
      );
      clearInterval(sampler);
      console.log(
        `[upload isolation] 4 hostile .docx: RSS ${Math.round(baseline / MB)} → peak ${Math.round(peak / MB)} MB`,
      );
      expect(peak - baseline).toBeLessThan(400 * MB);
      for (const [document] of outcomes)
        expect(document).toMatchObject({ status: "failed", extractionNote: NOTE_UNREADABLE, chunks: 0 });
    },
  );

  it(
    "a PDF whose page inflates past the worker's memory is refused with a note, and the next one is indexed",
    { timeout: 120_000 },
    async () => {
      const defaultMemoryMb = EXTRACTION_LIMITS.memoryMb;
      // Worker memory (heap and ArrayBuffers) bounded at 64 + 2 × 64 MB: a 256 MB page would double to 512 MB.
      EXTRACTION_LIMITS.memoryMb = 64;
      try {
        const bomb = await received("spaces.pdf", "pdf", "application/pdf", await makeFlateBombPdf(256 * MB));
        const honest = await received("honest.pdf", "pdf", "application/pdf", await makePdf(["Read after the bomb."]));
        // The extraction worker stays up between files: its own modules are not the bomb's doing.
        await extractText("txt", new TextEncoder().encode("warm-up"));
        const baseline = process.memoryUsage().rss;
        let peak = baseline;
        const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
        const [refused] = await storeUploadedDocuments({ files: [bomb], titles: {}, categoryId, uploadedBy: "test" });
        clearInterval(sampler);
        console.log(
          `[upload isolation] PDF of 256 MB of spaces: RSS ${(baseline / MB) | 0} → peak ${(peak / MB) | 0} MB`,
        );
        expect(refused).toMatchObject({ status: "failed", extractionNote: NOTE_UNREADABLE, chunks: 0 });
        expect(peak - baseline).toBeLessThan(256 * MB);
        const [indexed] = await storeUploadedDocuments({ files: [honest], titles: {}, categoryId, uploadedBy: "test" });
        expect(indexed).toMatchObject({ status: "indexed", extractionNote: null });
      } finally {
        EXTRACTION_LIMITS.memoryMb = defaultMemoryMb;
      }
    },
  );
});
