"use client";

import { ConfirmDialog } from "@/components/admin/confirm-dialog";
import { useT } from "@/components/i18n/i18n-provider";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { BookPopoverSnapshot } from "@/lib/api/admin/flipbook";

const HIGHLIGHT_SWATCH: Record<BookPopoverSnapshot["highlightColor"], string> = {
  gold: "bg-[#fde68a]",
  blue: "bg-[#bfdbfe]",
  green: "bg-[#bbf7d0]",
  red: "bg-[#fecaca]",
  purple: "bg-[#e9d5ff]",
};

export function DraftPopoverList({
  popovers,
  pending,
  onRemove,
}: {
  popovers: BookPopoverSnapshot[];
  pending: boolean;
  onRemove: (popover: BookPopoverSnapshot) => void;
}) {
  const t = useT();
  if (popovers.length === 0) return <p className="text-sm text-muted-foreground">{t("adminFlipbook.noPopovers")}</p>;
  return (
    <ul className="divide-y rounded-md border">
      {popovers.map((popover) => (
        <li key={popover.key} className="flex flex-wrap items-start justify-between gap-3 p-3">
          <div className="min-w-0 space-y-1">
            <p className="flex flex-wrap items-center gap-2 font-medium">
              <span
                className={`inline-block size-3 rounded-full border ${HIGHLIGHT_SWATCH[popover.highlightColor]}`}
                aria-hidden
              />
              {popover.title}
              {popover.linkType && <Badge variant="outline">{popover.linkType}</Badge>}
              <Badge variant="outline">{t(`adminFlipbook.popoverForm.colors.${popover.highlightColor}`)}</Badge>
            </p>
            {popover.linkedText && (
              <p className="truncate text-sm text-muted-foreground">
                {t("adminFlipbook.linkedText", { text: popover.linkedText })}
              </p>
            )}
          </div>
          <ConfirmDialog
            trigger={
              <Button
                size="sm"
                variant="outline"
                disabled={pending}
                aria-label={`${t("adminFlipbook.deletePopover")}: ${popover.title}`}
              >
                {t("common.delete")}
              </Button>
            }
            title={t("adminFlipbook.deletePopoverTitle", { title: popover.title })}
            description={t("adminFlipbook.deletePopoverBody")}
            onConfirm={() => onRemove(popover)}
          />
        </li>
      ))}
    </ul>
  );
}
