import { isDeepStrictEqual } from "node:util";

// When a spec write route changes an item that has a draft (docs/decisions/016, "every live change
// keeps a version"), the draft keeps its own edits and what it had left as it was follows the live
// change, so publishing the draft later does not silently undo the route's change. Pure three-way
// rules: `before` and `after` are the live item around the write, `draft` the draft's snapshot.

/** Equal as stored JSON (key order and `undefined` fields do not count). */
export const sameJson = (a: unknown, b: unknown) =>
  isDeepStrictEqual(JSON.parse(JSON.stringify(a ?? null)), JSON.parse(JSON.stringify(b ?? null)));

/** Each named field the draft left as it was before the write takes its value after it. */
export function carryFields<T extends object>(draft: T, before: T, after: T, fields: readonly (keyof T)[]): T {
  const carried = { ...draft };
  for (const field of fields) if (sameJson(draft[field], before[field])) carried[field] = after[field];
  return carried;
}

type Row = { key: string; id?: number };

/**
 * A list of rows (pages, popovers) matched by row id: a row the write changed follows `carryRow`;
 * one it removed leaves the draft unless the draft edited it (then it stays as a new row); one it
 * added joins the draft at the end. When the draft kept the live order, the rows take the new one.
 */
export function carryRows<T extends Row>(
  draft: T[],
  before: T[],
  after: T[],
  carryRow: (draft: T, before: T, after: T) => T,
): T[] {
  const beforeById = new Map(before.map((row) => [row.id, row]));
  const afterById = new Map(after.map((row) => [row.id, row]));
  const rows = draft.flatMap((row): T[] => {
    const was = row.id === undefined ? undefined : beforeById.get(row.id);
    if (!was) return [row];
    const now = afterById.get(was.id);
    if (now) return [carryRow(row, was, now)];
    if (sameJson(row, was)) return [];
    const { id: _gone, ...kept } = row;
    return [kept as T];
  });
  const keys = new Set(rows.map((row) => row.key));
  const inDraft = new Set(draft.map((row) => row.id));
  for (const row of after) {
    if (beforeById.has(row.id) || inDraft.has(row.id)) continue;
    let key = row.key;
    for (let n = 2; keys.has(key); n += 1) key = `${row.key}-${n}`;
    keys.add(key);
    rows.push({ ...row, key });
  }
  return followOrder(rows, draft, before, after);
}

/** The live rows' places in the draft take the new live order, if the draft had not reordered them. */
function followOrder<T extends Row>(rows: T[], draft: T[], before: T[], after: T[]): T[] {
  const liveIds = new Set(before.map((row) => row.id));
  const draftOrder = draft.flatMap((row) => (liveIds.has(row.id) ? [row.id] : []));
  const beforeOrder = before.flatMap((row) => (draftOrder.includes(row.id) ? [row.id] : []));
  if (!sameJson(draftOrder, beforeOrder)) return rows;
  const rank = new Map(after.map((row, index) => [row.id, index]));
  const placed = rows.filter((row) => liveIds.has(row.id) && rank.has(row.id));
  const queue = [...placed].sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
  return rows.map((row) => (placed.includes(row) ? queue.shift()! : row));
}
