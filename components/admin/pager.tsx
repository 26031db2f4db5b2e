"use client";

import { Button } from "@/components/ui/button";

/** Previous / "Page n of m" / Next under a paged admin table; nothing when there is one page. */
export function Pager({
  page,
  pages,
  onPage,
  labels,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  labels: { pageOf: string; previous: string; next: string };
}) {
  if (pages <= 1) return null;
  return (
    <nav className="flex items-center gap-3" aria-label={labels.pageOf}>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {labels.previous}
      </Button>
      <span className="text-sm">{labels.pageOf}</span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {labels.next}
      </Button>
    </nav>
  );
}
