import { afterEach, describe, expect, it, vi } from "vitest";
import { csvDownload, EXPORT_LIMITS } from "@/lib/http/csv-download";
import { log } from "@/lib/log";
import { RateLimitedError } from "@/lib/rate-limit";
import type { CsvTable } from "@/lib/format";

const table: CsvTable<{ a: string; b: number }> = { columns: ["a", "b"], fields: (row) => [row.a, row.b] };

// Response.text() drops a leading byte-order mark; the file's bytes keep it.
const bytesAsText = new TextDecoder("utf-8", { ignoreBOM: true });
const text = async (response: Response) => bytesAsText.decode(await response.arrayBuffer());

async function* batches(...values: { a: string; b: number }[][]) {
  yield* values;
}

describe("csvDownload", () => {
  afterEach(() => vi.useRealTimers());

  it("answers the CSV as a dated, uncached attachment", async () => {
    vi.useFakeTimers({ now: new Date("2026-03-04T23:59:00Z") });
    const response = await csvDownload(table, batches([{ a: "x", b: 1 }], [{ a: "y, z", b: 2 }]), "activity", "1");
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="activity-2026-03-04.csv"');
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await text(response)).toBe('\uFEFFa,b\r\nx,1\r\n"y, z",2\r\n');
  });

  it("is the header alone when there are no rows", async () => {
    expect(await text(await csvDownload(table, batches(), "empty", "1"))).toBe("\uFEFFa,b\r\n");
  });

  it("fails before answering when the first read fails, and ends the reading when the client goes away", async () => {
    async function* failing(): AsyncGenerator<{ a: string; b: number }[]> {
      throw new Error("database unavailable");
    }
    await expect(csvDownload(table, failing(), "x", "1")).rejects.toThrow("database unavailable");

    const read: number[] = [];
    let ended = false;
    async function* endless() {
      try {
        for (let batch = 0; ; batch++) {
          read.push(batch);
          yield [{ a: "row", b: batch }];
        }
      } finally {
        ended = true;
      }
    }
    const reader = (await csvDownload(table, endless(), "x", "1")).body!.getReader();
    expect(bytesAsText.decode((await reader.read()).value)).toBe("\uFEFFa,b\r\nrow,0\r\n");
    await reader.cancel();
    expect(ended).toBe(true);
    expect(read.length).toBeLessThanOrEqual(2);
  });

  it("streams at most two downloads a person and four in all; a finished, failed or dropped one frees its place", async () => {
    async function* endless() {
      for (;;) yield [{ a: "row", b: 1 }];
    }
    const open = [await csvDownload(table, endless(), "x", "ann"), await csvDownload(table, endless(), "x", "ann")];
    await expect(csvDownload(table, endless(), "x", "ann")).rejects.toBeInstanceOf(RateLimitedError);
    open.push(await csvDownload(table, endless(), "x", "bob"), await csvDownload(table, endless(), "x", "cy"));
    await expect(csvDownload(table, endless(), "x", "dee")).rejects.toBeInstanceOf(RateLimitedError);
    await open.pop()!.body!.cancel();
    await text(await csvDownload(table, batches([{ a: "x", b: 1 }]), "x", "dee"));
    open.push(await csvDownload(table, endless(), "x", "dee"));
    await Promise.all(open.map((response) => response.body!.cancel()));
    await text(await csvDownload(table, batches(), "x", "ann"));
  });

  it("drops a reader that stops reading, and a client gone mid-read writes no error to the log", async () => {
    const stallMs = EXPORT_LIMITS.stallMs;
    EXPORT_LIMITS.stallMs = 50;
    const errors = vi.spyOn(log, "error");
    try {
      async function* endless() {
        for (;;) yield [{ a: "row", b: 1 }];
      }
      const stalled = (await csvDownload(table, endless(), "x", "ann")).body!.getReader();
      await stalled.read();
      await new Promise((resolve) => setTimeout(resolve, 150));
      await expect(async () => {
        for (let read = 0; read < 1_000; read++) if ((await stalled.read()).done) return;
      }).rejects.toThrow("The download stalled.");

      let release!: () => void;
      async function* slow() {
        yield [{ a: "first", b: 1 }];
        await new Promise<void>((resolve) => (release = resolve));
        yield [{ a: "late", b: 2 }];
      }
      const reader = (await csvDownload(table, slow(), "x", "ann")).body!.getReader();
      await reader.read();
      const pending = reader.read();
      await new Promise((resolve) => setTimeout(resolve, 10));
      await reader.cancel();
      release();
      await pending;
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(errors).not.toHaveBeenCalled();
      // Both places are free again.
      await text(await csvDownload(table, batches(), "x", "ann"));
      await text(await csvDownload(table, batches(), "x", "ann"));
    } finally {
      EXPORT_LIMITS.stallMs = stallMs;
      errors.mockRestore();
    }
  });
});
