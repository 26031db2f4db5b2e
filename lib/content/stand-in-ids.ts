/**
 * Ids for the items of a draft that have no row yet (a popover added in the draft): above every
 * real id among them, so what needs a positive id (the book's highlight marks) works in previews.
 */
export function withStandInIds<T extends { id?: number }>(items: T[]): (T & { id: number })[] {
  let next = Math.max(0, ...items.map((item) => item.id ?? 0));
  return items.map((item) => ({ ...item, id: item.id ?? ++next }));
}
