// Documents a stopped server left queued or being indexed are read again from their stored file,
// or failed with a clear note; a document another live process is indexing is left alone.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const storageDir = vi.hoisted(() => ({ path: "" }));
vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), cacheTag: vi.fn(), cacheLife: vi.fn() }));
vi.mock("@/lib/storage", async () => {
  const { localStorage } = await import("@/lib/storage/local");
  return { storage: () => localStorage(storageDir.path) };
});

import { db } from "@/lib/db";
import type { DocumentStatus } from "@/lib/data/documents";
import { storage } from "@/lib/storage";
import { NOTE_INTERRUPTED, NOTE_STOPPED_TWICE, resumeInterruptedIndexing } from "@/lib/uploads/documents";

let work: string;
let categoryId: number;

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), "upload-resume-"));
  storageDir.path = path.join(work, "uploads");
  categoryId = (await db.category.create({ data: { name: "Resume", slug: `resume-${Date.now()}` } })).id;
});

afterAll(async () => {
  await db.document.deleteMany({ where: { categoryId } });
  await db.category.delete({ where: { id: categoryId } });
  await rm(work, { recursive: true, force: true });
});

/** A document row as an upload leaves it before its text is read, last touched `ageMs` ago. */
async function unfinishedDocument(
  name: string,
  status: DocumentStatus,
  ageMs: number,
  text?: string,
  indexingAttempts = status === "indexing" ? 1 : 0,
) {
  const storageKey = `documents/${name}-${Date.now()}.txt`;
  if (text !== undefined) await storage().put(storageKey, new TextEncoder().encode(text), "text/plain");
  const { id } = await db.document.create({
    data: {
      title: name,
      content: "",
      status,
      documentType: "txt",
      mimeType: "text/plain",
      size: text?.length ?? 0,
      originalName: `${name}.txt`,
      storageKey,
      categoryId,
      indexingAttempts,
    },
  });
  await db.$executeRaw`UPDATE "Document" SET "updatedAt" = ${new Date(Date.now() - ageMs)} WHERE id = ${id}`;
  return id;
}

const read = (id: number) =>
  db.document.findUniqueOrThrow({
    where: { id },
    select: {
      status: true,
      content: true,
      extractionNote: true,
      indexingAttempts: true,
      _count: { select: { chunks: true } },
    },
  });

describe("resuming interrupted indexing at start", () => {
  it(
    "reads stopped documents again, fails one whose file is gone, leaves a live one, and claims each once",
    { timeout: 120_000 },
    async () => {
      const marker = "melchizedekresumemarker";
      const teaching =
        `Grace is the free gift of God, received by faith, as Ephesians 2:8 teaches. ${marker}\n\n`.repeat(40);
      const queued = await unfinishedDocument("queued", "queued", 10 * 60_000, teaching);
      const indexing = await unfinishedDocument("indexing", "indexing", 10 * 60_000, teaching);
      const lost = await unfinishedDocument("lost", "indexing", 10 * 60_000);
      const live = await unfinishedDocument("live", "indexing", 1_000, teaching);

      // Two processes starting together: each document is taken by exactly one of them.
      const [first, second] = await Promise.all([resumeInterruptedIndexing(), resumeInterruptedIndexing()]);
      expect(first.length + second.length).toBe(3);

      for (const id of [queued, indexing]) {
        const document = await read(id);
        expect(document).toMatchObject({ status: "indexed", extractionNote: null });
        expect(document.content).toContain(marker);
        expect(document._count.chunks).toBeGreaterThan(0);
      }
      expect(await read(lost)).toMatchObject({ status: "failed", extractionNote: NOTE_INTERRUPTED });
      expect((await read(live)).status).toBe("indexing");
      // Nothing is left to resume: a second start finds only the live document, still fresh.
      expect(await resumeInterruptedIndexing()).toEqual([]);
    },
  );

  it("reads a file once more after a stop in the middle of it, but not after a second one", async () => {
    const text = "Faith comes by hearing, as Romans 10:17 says.\n\n".repeat(5);
    const once = await unfinishedDocument("stopped-once", "indexing", 10 * 60_000, text, 1);
    const twice = await unfinishedDocument("stopped-twice", "indexing", 10 * 60_000, text, 2);
    await resumeInterruptedIndexing();
    expect(await read(once)).toMatchObject({ status: "indexed", extractionNote: null, indexingAttempts: 2 });
    expect(await read(twice)).toMatchObject({
      status: "failed",
      extractionNote: NOTE_STOPPED_TWICE,
      indexingAttempts: 2,
    });
    expect((await read(twice))._count.chunks).toBe(0);
  });
});
