import { csvHead, csvLines, type CsvTable } from "@/lib/format";
import { log } from "@/lib/log";

/**
 * The rows as a dated, uncached CSV attachment, streamed batch by batch: memory holds one batch,
 * and a client that goes away stops the reading (the stream's cancel ends the batches).
 */
export async function csvDownload<Row>(
  table: CsvTable<Row>,
  batches: AsyncIterable<Row[]>,
  name: string,
): Promise<Response> {
  const rows = batches[Symbol.asyncIterator]();
  // Read before answering, so a failing first read is the route's usual error answer, not a broken file.
  const first = await rows.next();
  const encoder = new TextEncoder();
  let head = csvHead(table) + (first.done ? "" : csvLines(table, first.value));
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (head) {
        controller.enqueue(encoder.encode(head));
        head = "";
        if (first.done) controller.close();
        return;
      }
      try {
        const next = await rows.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(csvLines(table, next.value)));
      } catch (error) {
        log.error("csv download failed", { name, err: error });
        controller.error(error);
      }
    },
    async cancel() {
      await rows.return?.();
    },
  });
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${stamp}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
