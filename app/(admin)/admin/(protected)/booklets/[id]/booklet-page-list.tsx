"use client";

import { ArrowDown, ArrowUp, Plus } from "lucide-react";
import { toast } from "sonner";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import type { PageSelection } from "./booklet-editor";
import type { DraftChange, DraftPage } from "./booklet-draft";

type Props = {
  pages: DraftPage[];
  selection: PageSelection;
  onSelect: (selection: PageSelection) => void;
  change: DraftChange;
};

const moveButtonId = (pageKey: string, direction: "up" | "down") => `move-${direction}-${pageKey}`;

export function BookletPageList({ pages, selection, onSelect, change }: Props) {
  const t = useT();

  // By key, not index: a save re-applied to a draft someone else changed moves the same page.
  function reorder(pageKey: string, direction: "up" | "down") {
    change((snapshot) => {
      const from = snapshot.pages.findIndex((page) => page.key === pageKey);
      const to = direction === "up" ? from - 1 : from + 1;
      if (from < 0 || to < 0 || to >= snapshot.pages.length) return snapshot;
      const order = [...snapshot.pages];
      [order[from], order[to]] = [order[to], order[from]];
      return { ...snapshot, pages: order };
    }).then(
      () => toast.success(t("common.success"), { description: t("adminBooklets.editor.reordered") }),
      () => toast.error(t("common.error"), { description: t("adminBooklets.editor.reorderFailed") }),
    );
  }

  function move(index: number, direction: "up" | "down") {
    const target = direction === "up" ? index - 1 : index + 1;
    const page = pages[index];
    reorder(page.key, direction);
    // Keep the keyboard where it was: on the moved page's button, or its twin once it hits an end.
    requestAnimationFrame(() => {
      const atEnd = direction === "up" ? target === 0 : target === pages.length - 1;
      document
        .getElementById(moveButtonId(page.key, atEnd ? (direction === "up" ? "down" : "up") : direction))
        ?.focus();
    });
  }

  return (
    <div className="rounded-lg border bg-card">
      <div className="flex items-center justify-between gap-2 border-b p-3">
        <h2 id="booklet-pages-heading" className="font-semibold">
          {t("adminBooklets.editor.pages", { count: pages.length })}
        </h2>
        <Button size="sm" onClick={() => onSelect("new")} aria-pressed={selection === "new"}>
          <Plus aria-hidden />
          {t("adminBooklets.editor.addPage")}
        </Button>
      </div>
      {pages.length === 0 ? (
        <p className="p-4 text-sm text-muted-foreground">{t("adminBooklets.editor.noPages")}</p>
      ) : (
        <ol className="divide-y">
          {pages.map((page, index) => (
            <PageListItem
              key={page.key}
              page={page}
              index={index}
              last={index === pages.length - 1}
              selected={selection === page.key}
              onSelect={() => onSelect(page.key)}
              onMove={(direction) => move(index, direction)}
            />
          ))}
        </ol>
      )}
    </div>
  );
}

type ItemProps = {
  page: DraftPage;
  index: number;
  last: boolean;
  selected: boolean;
  onSelect: () => void;
  onMove: (direction: "up" | "down") => void;
};

function PageListItem({ page, index, last, selected, onSelect, onMove }: ItemProps) {
  const t = useT();
  return (
    <li className={cn("flex items-center gap-1 p-1.5", selected && "bg-accent")}>
      <button
        type="button"
        onClick={onSelect}
        aria-current={selected ? "true" : undefined}
        className="flex min-h-11 min-w-0 flex-1 items-center gap-3 rounded-md px-2 text-left text-sm hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span aria-hidden className="w-6 shrink-0 text-right text-muted-foreground tabular-nums">
          {index + 1}
        </span>
        <span className="truncate font-medium">{page.title}</span>
      </button>
      <Button
        id={moveButtonId(page.key, "up")}
        variant="ghost"
        size="icon"
        disabled={index === 0}
        onClick={() => onMove("up")}
        aria-label={t("adminBooklets.editor.moveUp", { title: page.title })}
      >
        <ArrowUp aria-hidden />
      </Button>
      <Button
        id={moveButtonId(page.key, "down")}
        variant="ghost"
        size="icon"
        disabled={last}
        onClick={() => onMove("down")}
        aria-label={t("adminBooklets.editor.moveDown", { title: page.title })}
      >
        <ArrowDown aria-hidden />
      </Button>
    </li>
  );
}
