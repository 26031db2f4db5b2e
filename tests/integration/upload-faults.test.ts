import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

// Faults are injected at the two edges an upload crosses: the storage write and the extraction.
const faults = vi.hoisted(() => ({ storageDir: "", puts: 0, diskFullOnPut: 0, extractionCrash: false }));

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), cacheTag: vi.fn(), cacheLife: vi.fn() }));
vi.mock("@/lib/storage", async () => {
  const { localStorage } = await import("@/lib/storage/local");
  return {
    storage: () => {
      const local = localStorage(faults.storageDir);
      return {
        ...local,
        // The n-th write (diskFullOnPut, counted from 1) runs out of space after 100 bytes.
        put: (key: string, body: ReadableStream<Uint8Array> | Uint8Array, contentType: string) =>
          local.put(
            key,
            ++faults.puts === faults.diskFullOnPut ? diskFullAfter(body as ReadableStream<Uint8Array>, 100) : body,
            contentType,
          ),
      };
    },
  };
});
vi.mock("@/lib/extract", async (original) => {
  const real = await original<typeof import("@/lib/extract")>();
  return {
    ...real,
    extractTextFromFile: async (...args: Parameters<typeof real.extractTextFromFile>) => {
      if (faults.extractionCrash) throw new Error("extraction worker crashed");
      return real.extractTextFromFile(...args);
    },
  };
});

/** Passes the first bytes through, then fails as a full disk does. */
function diskFullAfter(body: ReadableStream<Uint8Array>, limit: number): ReadableStream<Uint8Array> {
  let sent = 0;
  const reader = body.getReader();
  return new ReadableStream({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      if (sent + value.length > limit) {
        controller.enqueue(value.subarray(0, Math.max(0, limit - sent)));
        sent = limit;
        return controller.error(Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" }));
      }
      sent += value.length;
      controller.enqueue(value);
    },
  });
}

import { db } from "@/lib/db";
import { storeUploadedDocuments } from "@/lib/uploads/documents";
import type { ReceivedFile } from "@/lib/uploads/receive";
import { makePdf } from "@/tests/support/files";

let work: string;
let categoryId: number;

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), "upload-faults-"));
  faults.storageDir = path.join(work, "uploads");
  categoryId = (await db.category.create({ data: { name: "Faults", slug: `faults-${Date.now()}` } })).id;
});

afterEach(() => {
  faults.puts = 0;
  faults.diskFullOnPut = 0;
  faults.extractionCrash = false;
});

afterAll(async () => {
  await db.document.deleteMany({ where: { categoryId } });
  await db.category.delete({ where: { id: categoryId } });
  await rm(work, { recursive: true, force: true });
});

async function receivedPdfs(count: number): Promise<ReceivedFile[]> {
  const files: ReceivedFile[] = [];
  for (let i = 0; i < count; i++) {
    const tempPath = path.join(work, `upload-${i}.pdf`);
    const bytes = await makePdf([`Fault test page ${i} `.repeat(200)]);
    await writeFile(tempPath, bytes);
    files.push({
      field: "files",
      fileName: `fault-${i}.pdf`,
      extension: "pdf",
      mimeType: "application/pdf",
      size: bytes.length,
      tempPath,
    });
  }
  return files;
}

const storedFiles = async () =>
  (await readdir(faults.storageDir, { recursive: true, withFileTypes: true }).catch(() => [])).filter((e) =>
    e.isFile(),
  );
const documentRows = () => db.document.count({ where: { categoryId } });

describe("uploads that fail half-way leave nothing behind", () => {
  it("a full disk on the second file: no row, no file (not even the first, complete one, nor half of the second)", async () => {
    const files = await receivedPdfs(2);
    faults.diskFullOnPut = 2;
    await expect(storeUploadedDocuments({ files, titles: {}, categoryId, uploadedBy: "faults" })).rejects.toThrow(
      /ENOSPC/,
    );
    expect(faults.puts).toBe(2);
    expect(await documentRows()).toBe(0);
    expect(await storedFiles()).toEqual([]);
  });

  it("an extraction crash: no row and no file", async () => {
    faults.extractionCrash = true;
    await expect(
      storeUploadedDocuments({ files: await receivedPdfs(1), titles: {}, categoryId, uploadedBy: "faults" }),
    ).rejects.toThrow(/crashed/);
    expect(await documentRows()).toBe(0);
    expect(await storedFiles()).toEqual([]);
  });

  it("without a fault the same upload is stored: the test really exercises the path", async () => {
    await storeUploadedDocuments({ files: await receivedPdfs(1), titles: {}, categoryId, uploadedBy: "faults" });
    const document = await db.document.findFirstOrThrow({ where: { categoryId } });
    expect((await storedFiles()).map((f) => f.name)).toEqual([path.basename(document.storageKey)]);
  });
});
