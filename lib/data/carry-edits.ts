import { isDeepStrictEqual } from "node:util";

export const sameJson = (a: unknown, b: unknown) =>
  isDeepStrictEqual(JSON.parse(JSON.stringify(a ?? null)), JSON.parse(JSON.stringify(b ?? null)));

export function carryFields<T extends object>(draft: T, before: T, after: T, fields: readonly (keyof T)[]): T {
  const carried = { ...draft };
  for (const field of fields) if (sameJson(draft[field], before[field])) carried[field] = after[field];
  return carried;
}

type Row = { key: string; id?: number };

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
