"use client";

import { useState } from "react";
import { Plus, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { EditButton } from "@/components/admin/edit-button";
import { ConfirmDialog } from "@/components/admin/confirm-dialog";
import { BookletHtml } from "@/components/booklets/booklet-html";
import { AdminDialog } from "@/components/admin/admin-dialog";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { CardHeading } from "@/components/ui/card-heading";
import { BookletPopoverForm } from "./booklet-popover-form";
import { changePopovers, type DraftChange, type DraftPage, type DraftPopover } from "./booklet-draft";

export function BookletPopovers({ page, change }: { page: DraftPage; change: DraftChange }) {
  const t = useT();
  const popovers = page.popovers;
  const [editing, setEditing] = useState<DraftPopover | "new" | null>(null);

  async function remove(popover: DraftPopover) {
    try {
      await changePopovers(change, page.key, (list) => list.filter((item) => item.key !== popover.key));
      toast.success(t("common.success"), { description: t("adminBooklets.editor.popoverDeleted") });
    } catch {
      toast.error(t("common.error"), { description: t("adminBooklets.editor.popoverDeleteFailed") });
    }
  }

  const count = popovers.length;

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardHeading as="h3">{t("adminBooklets.editor.popovers", { count })}</CardHeading>
          <CardDescription>{t("adminBooklets.editor.popoversHint")}</CardDescription>
        </div>
        <Button onClick={() => setEditing("new")}>
          <Plus aria-hidden />
          {t("adminBooklets.editor.addPopover")}
        </Button>
      </CardHeader>
      <CardContent>
        {count === 0 ? (
          <p className="text-sm text-muted-foreground">{t("adminBooklets.editor.noPopovers")}</p>
        ) : (
          <ul className="divide-y rounded-md border">
            {popovers.map((popover) => (
              <PopoverItem
                key={popover.key}
                popover={popover}
                onEdit={() => setEditing(popover)}
                onDelete={() => void remove(popover)}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <PopoverDialog editing={editing} pageKey={page.key} change={change} onDone={() => setEditing(null)} />
    </Card>
  );
}

function PopoverDialog({
  editing,
  pageKey,
  change,
  onDone,
}: {
  editing: DraftPopover | "new" | null;
  pageKey: string;
  change: DraftChange;
  onDone: () => void;
}) {
  const t = useT();
  const popover = editing === "new" ? null : editing;
  return (
    <AdminDialog
      open={editing !== null}
      onOpenChange={(open) => !open && onDone()}
      title={popover ? t("adminBooklets.editor.editPopover") : t("adminBooklets.editor.newPopover")}
      description={t("adminBooklets.editor.popoversHint")}
    >
      {editing !== null && (
        <BookletPopoverForm
          key={popover?.key ?? "new"}
          pageKey={pageKey}
          change={change}
          popover={popover}
          onDone={onDone}
        />
      )}
    </AdminDialog>
  );
}

type ItemProps = { popover: DraftPopover; onEdit: () => void; onDelete: () => void };

function PopoverItem({ popover, onEdit, onDelete }: ItemProps) {
  const t = useT();
  return (
    <li className="flex flex-col gap-2 p-3 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <p className="font-medium">{popover.title}</p>
        <BookletHtml html={popover.content} className="line-clamp-3 text-sm text-muted-foreground" />
      </div>
      <div className="flex shrink-0 gap-2">
        <EditButton onClick={onEdit} ariaLabel={t("adminBooklets.editor.editPopoverLabel", { title: popover.title })} />
        <ConfirmDialog
          trigger={
            <Button
              variant="outline"
              size="sm"
              aria-label={t("adminBooklets.editor.deletePopoverLabel", { title: popover.title })}
            >
              <Trash2 aria-hidden />
              {t("common.delete")}
            </Button>
          }
          title={t("adminBooklets.editor.deletePopoverTitle", { title: popover.title })}
          description={t("adminBooklets.editor.deletePopoverBody")}
          confirmLabel={t("adminBooklets.editor.deletePopover")}
          onConfirm={onDelete}
        />
      </div>
    </li>
  );
}
