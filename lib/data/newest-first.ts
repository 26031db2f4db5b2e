/** A row's place in newest-first order: its creation time, then its id. */
export type NewestFirstKey = { createdAt: Date; id: number };

/** Exports stop at this many rows; more is a job for a database tool. */
export const EXPORT_MAX_ROWS = 50_000;
const BATCH_ROWS = 500;

/**
 * Rows newest first, at most `max`, in batches that each start after the last row of the one
 * before (a keyset: each batch is one index range, however far into the rows it is).
 */
export async function* newestFirstBatches<Row extends NewestFirstKey>(
  read: (after: NewestFirstKey | null, take: number) => Promise<Row[]>,
  max = EXPORT_MAX_ROWS,
): AsyncGenerator<Row[]> {
  let after: NewestFirstKey | null = null;
  for (let left = max; left > 0;) {
    const take = Math.min(BATCH_ROWS, left);
    const rows = await read(after, take);
    if (rows.length > 0) yield rows;
    if (rows.length < take) return;
    left -= take;
    const last = rows[take - 1];
    after = { createdAt: last.createdAt, id: last.id };
  }
}
