"use client";

import { useRef, type RefObject } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";

/** One page of rows the browser holds; after deletions it is the last page there is, never an empty one. */
export function pageOfRows<T>(rows: T[], page: number, pageSize: number) {
  const shown = Math.max(1, Math.min(page, Math.ceil(rows.length / pageSize)));
  return { page: shown, rows: rows.slice((shown - 1) * pageSize, shown * pageSize) };
}

export function Pager({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const t = useT();
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const go = (target: number, other: RefObject<HTMLButtonElement | null>) => {
    onPage(target);
    // At either end the pressed button is disabled, which drops the keyboard's focus to the page:
    // hand it to the other one once the new page is drawn.
    if (target <= 1 || target >= pages) requestAnimationFrame(() => other.current?.focus());
  };
  const pageOf = t("common.pageOf", { page, pages });
  return (
    <nav className="flex items-center gap-3" aria-label={pageOf}>
      <Button ref={previous} variant="outline" size="sm" disabled={page <= 1} onClick={() => go(page - 1, next)}>
        {t("common.previous")}
      </Button>
      <span className="text-sm">{pageOf}</span>
      <Button ref={next} variant="outline" size="sm" disabled={page >= pages} onClick={() => go(page + 1, previous)}>
        {t("common.next")}
      </Button>
    </nav>
  );
}
