"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ArrowDown, ArrowUp, Plus } from "lucide-react";
import { toast } from "sonner";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api/client";
import { cn } from "@/lib/utils";
import { bookletKeys, type BookletPageRow } from "../booklet-types";
import type { PageSelection } from "./booklet-editor";

type Props = { bookletId: number; pages: BookletPageRow[]; selection: PageSelection; onSelect: (selection: PageSelection) => void };

const moveButtonId = (pageId: number, direction: "up" | "down") => `move-${direction}-${pageId}`;

/** The pages in reading order: select one to edit it, or move it up and down. */
export function BookletPageList({ bookletId, pages, selection, onSelect }: Props) {
  const t = useT();
  const queryClient = useQueryClient();
  const key = bookletKeys.pages(bookletId);

  const mutationKey = ["booklet-page-order", bookletId];
  const reorder = useMutation({
    mutationKey,
    // Moves made in quick succession are sent one after another, in the order they were made.
    scope: { id: `booklet-page-order-${bookletId}` },
    mutationFn: (order: BookletPageRow[]) =>
      apiFetch<BookletPageRow[]>(`/api/booklets/${bookletId}/pages/order`, { method: "PUT", json: { pageIds: order.map((page) => page.id) } }),
    // The list moves at once; a refused order puts it back.
    onMutate: async (order) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<BookletPageRow[]>(key);
      queryClient.setQueryData(key, order.map((page, index) => ({ ...page, position: index + 1 })));
      return { previous };
    },
    onSuccess: (saved) => {
      if (queryClient.isMutating({ mutationKey }) <= 1) queryClient.setQueryData(key, saved);
      toast.success(t("common.success"), { description: t("booklets.editor.reordered") });
    },
    onError: (_error, _order, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      void queryClient.invalidateQueries({ queryKey: key });
      toast.error(t("common.error"), { description: t("booklets.editor.reorderFailed") });
    },
  });

  function move(index: number, direction: "up" | "down") {
    const target = direction === "up" ? index - 1 : index + 1;
    const order = [...pages];
    const [page] = order.splice(index, 1);
    order.splice(target, 0, page);
    reorder.mutate(order);
    // Keep the keyboard where it was: on the moved page's button, or its twin once it hits an end.
    requestAnimationFrame(() => {
      const atEnd = direction === "up" ? target === 0 : target === order.length - 1;
      document.getElementById(moveButtonId(page.id, atEnd ? (direction === "up" ? "down" : "up") : direction))?.focus();
    });
  }

  return (
    <div className="rounded-lg border bg-card">
      <div className="flex items-center justify-between gap-2 border-b p-3">
        <h2 id="booklet-pages-heading" className="font-semibold">
          {t("booklets.editor.pages", { count: pages.length })}
        </h2>
        <Button size="sm" onClick={() => onSelect("new")} aria-pressed={selection === "new"}>
          <Plus aria-hidden />
          {t("booklets.editor.addPage")}
        </Button>
      </div>
      {pages.length === 0 ? (
        <p className="p-4 text-sm text-muted-foreground">{t("booklets.editor.noPages")}</p>
      ) : (
        <ol className="divide-y">
          {pages.map((page, index) => (
            <li key={page.id} className={cn("flex items-center gap-1 p-1.5", selection === page.id && "bg-accent")}>
              <button
                type="button"
                onClick={() => onSelect(page.id)}
                aria-current={selection === page.id ? "true" : undefined}
                className="flex min-h-11 min-w-0 flex-1 items-center gap-3 rounded-md px-2 text-left text-sm hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span aria-hidden className="w-6 shrink-0 text-right text-muted-foreground tabular-nums">
                  {index + 1}
                </span>
                <span className="truncate font-medium">{page.title}</span>
              </button>
              <Button
                id={moveButtonId(page.id, "up")}
                variant="ghost"
                size="icon"
                disabled={index === 0}
                onClick={() => move(index, "up")}
                aria-label={t("booklets.editor.moveUp", { title: page.title })}
              >
                <ArrowUp aria-hidden />
              </Button>
              <Button
                id={moveButtonId(page.id, "down")}
                variant="ghost"
                size="icon"
                disabled={index === pages.length - 1}
                onClick={() => move(index, "down")}
                aria-label={t("booklets.editor.moveDown", { title: page.title })}
              >
                <ArrowDown aria-hidden />
              </Button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
