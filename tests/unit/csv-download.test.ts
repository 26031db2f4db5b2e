import { afterEach, describe, expect, it, vi } from "vitest";
import { csvDownload } from "@/lib/http/csv-download";
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
    const response = await csvDownload(table, batches([{ a: "x", b: 1 }], [{ a: "y, z", b: 2 }]), "activity");
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="activity-2026-03-04.csv"');
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await text(response)).toBe('\uFEFFa,b\r\nx,1\r\n"y, z",2\r\n');
  });

  it("is the header alone when there are no rows", async () => {
    expect(await text(await csvDownload(table, batches(), "empty"))).toBe("\uFEFFa,b\r\n");
  });

  it("fails before answering when the first read fails, and ends the reading when the client goes away", async () => {
    async function* failing(): AsyncGenerator<{ a: string; b: number }[]> {
      throw new Error("database unavailable");
    }
    await expect(csvDownload(table, failing(), "x")).rejects.toThrow("database unavailable");

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
    const reader = (await csvDownload(table, endless(), "x")).body!.getReader();
    expect(bytesAsText.decode((await reader.read()).value)).toBe("\uFEFFa,b\r\nrow,0\r\n");
    await reader.cancel();
    expect(ended).toBe(true);
    expect(read.length).toBeLessThanOrEqual(2);
  });
});
