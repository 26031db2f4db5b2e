import type { ViewerMode } from "@/lib/book/constants";

type QueryValue = string | string[] | undefined;

const first = (value: QueryValue) => (Array.isArray(value) ? value[0] : value);

/** requirements §2: `page` is a positive integer; anything else reads as page 1. */
export function parsePageParam(value: QueryValue): number {
  const raw = first(value)?.trim() ?? "";
  if (!/^\d{1,6}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 ? page : 1;
}

export function parseModeParam(value: QueryValue): ViewerMode {
  return first(value) === "iframe" ? "iframe" : "enhanced";
}

export function spreadStart(page: number): number {
  return page <= 1 ? 1 : page - (page % 2);
}

export function visiblePages(page: number, total: number, twoPage: boolean): number[] {
  if (!twoPage) return [page];
  const start = spreadStart(page);
  if (start === 1) return [1];
  return start + 1 <= total ? [start, start + 1] : [start];
}

export function stepPage(page: number, total: number, direction: 1 | -1, twoPage: boolean): number {
  if (!twoPage) return Math.min(total, Math.max(1, page + direction));
  const start = spreadStart(page);
  if (direction === 1) return start === 1 ? Math.min(total, 2) : Math.min(total, start + 2);
  return start <= 2 ? 1 : start - 2;
}
