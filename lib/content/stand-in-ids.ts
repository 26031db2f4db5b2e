// Above every real id, so what needs a positive id (the book's highlight marks) works in previews.
export function withStandInIds<T extends { id?: number }>(items: T[]): (T & { id: number })[] {
  let next = Math.max(0, ...items.map((item) => item.id ?? 0));
  return items.map((item) => ({ ...item, id: item.id ?? ++next }));
}
