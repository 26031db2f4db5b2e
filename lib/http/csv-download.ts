import { csvHead, csvLines, type CsvTable } from "@/lib/format";
import { log } from "@/lib/log";
import { RateLimitedError } from "@/lib/rate-limit";

// Each export streaming holds a batch in memory: 500 slow readers took the server to 1.7 GB and its
// database answers to 5 s (review 11, M1). So few stream at once, and a reader that stalls is dropped.
export const EXPORT_LIMITS = { total: 4, perOwner: 2, stallMs: 60_000, retryAfterSeconds: 10 };
const streaming = new Map<string, number>();
let streamingTotal = 0;

function takeExportSlot(owner: string): () => void {
  const mine = streaming.get(owner) ?? 0;
  if (streamingTotal >= EXPORT_LIMITS.total || mine >= EXPORT_LIMITS.perOwner)
    throw new RateLimitedError(EXPORT_LIMITS.retryAfterSeconds);
  streaming.set(owner, mine + 1);
  streamingTotal++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    streamingTotal--;
    const left = (streaming.get(owner) ?? 1) - 1;
    if (left > 0) streaming.set(owner, left);
    else streaming.delete(owner);
  };
}

/**
 * The rows as a dated, uncached CSV attachment, streamed batch by batch for `owner` (who asked):
 * memory holds one batch, and a client that goes away or stops reading ends the reading.
 */
export async function csvDownload<Row>(
  table: CsvTable<Row>,
  batches: AsyncIterable<Row[]>,
  name: string,
  owner: string,
): Promise<Response> {
  const release = takeExportSlot(owner);
  const rows = batches[Symbol.asyncIterator]();
  let first: IteratorResult<Row[]>;
  try {
    // Read before answering, so a failing first read is the route's usual error answer, not a broken file.
    first = await rows.next();
  } catch (error) {
    release();
    throw error;
  }
  const head = csvHead(table) + (first.done ? "" : csvLines(table, first.value));
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(csvBody(table, rows, head, first.done === true, { name, release }), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${stamp}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}

function csvBody<Row>(
  table: CsvTable<Row>,
  rows: AsyncIterator<Row[]>,
  head: string,
  allRead: boolean,
  { name, release }: { name: string; release: () => void },
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let pending: string | null = head;
  let ended = false;
  let stall: NodeJS.Timeout | undefined;
  const end = () => {
    ended = true;
    clearTimeout(stall);
    release();
    void rows.return?.();
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      clearTimeout(stall);
      if (pending !== null) {
        controller.enqueue(encoder.encode(pending));
        pending = null;
      } else {
        try {
          const next = await rows.next();
          allRead = next.done === true;
          if (!ended && !allRead) controller.enqueue(encoder.encode(csvLines(table, next.value as Row[])));
        } catch (error) {
          if (ended) return;
          log.error("csv download failed", { name, err: error });
          end();
          return controller.error(error);
        }
      }
      if (ended) return;
      if (allRead) {
        end();
        return controller.close();
      }
      stall = setTimeout(() => {
        end();
        controller.error(new Error("The download stalled."));
      }, EXPORT_LIMITS.stallMs);
    },
    cancel: end,
  });
}
