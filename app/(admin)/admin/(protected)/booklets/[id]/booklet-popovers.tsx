"use client";

import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/admin/confirm-dialog";
import { HtmlContentField } from "@/components/admin/rich-text/html-content-field";
import { BookletHtml } from "@/components/booklets/booklet-html";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { bookletPopoverSchema, type BookletPopoverValues } from "@/lib/validation/booklets";
import { newKey, type DraftPage, type DraftPopover, type useBookletDraft } from "./use-booklet-draft";

type Change = ReturnType<typeof useBookletDraft>["change"];

/** Applies an edit to one page's popovers in the draft. */
const changePopovers = (change: Change, pageKey: string, edit: (popovers: DraftPopover[]) => DraftPopover[]) =>
  change((snapshot) => ({
    ...snapshot,
    pages: snapshot.pages.map((page) => (page.key === pageKey ? { ...page, popovers: edit(page.popovers) } : page)),
  }));

/** The selected page's popovers (its Additional Resources): add, edit and delete, in the draft. */
export function BookletPopovers({ page, change }: { page: DraftPage; change: Change }) {
  const t = useT();
  const popovers = page.popovers;
  const [editing, setEditing] = useState<DraftPopover | "new" | null>(null);

  async function remove(popover: DraftPopover) {
    try {
      await changePopovers(change, page.key, (list) => list.filter((item) => item.key !== popover.key));
      toast.success(t("common.success"), { description: t("booklets.editor.popoverDeleted") });
    } catch {
      toast.error(t("common.error"), { description: t("booklets.editor.popoverDeleteFailed") });
    }
  }

  const count = popovers.length;

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle asChild>
            <h3>{t("booklets.editor.popovers", { count })}</h3>
          </CardTitle>
          <CardDescription>{t("booklets.editor.popoversHint")}</CardDescription>
        </div>
        <Button onClick={() => setEditing("new")}>
          <Plus aria-hidden />
          {t("booklets.editor.addPopover")}
        </Button>
      </CardHeader>
      <CardContent>
        {count === 0 ? (
          <p className="text-sm text-muted-foreground">{t("booklets.editor.noPopovers")}</p>
        ) : (
          <ul className="divide-y rounded-md border">
            {popovers.map((popover) => (
              <li key={popover.key} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-start">
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{popover.title}</p>
                  <BookletHtml html={popover.content} className="line-clamp-3 text-sm text-muted-foreground" />
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setEditing(popover)}
                    aria-label={t("booklets.editor.editPopoverLabel", { title: popover.title })}
                  >
                    <Pencil aria-hidden />
                    {t("booklets.admin.edit")}
                  </Button>
                  <ConfirmDialog
                    trigger={
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={t("booklets.editor.deletePopoverLabel", { title: popover.title })}
                      >
                        <Trash2 aria-hidden />
                        {t("booklets.admin.delete")}
                      </Button>
                    }
                    title={t("booklets.editor.deletePopoverTitle", { title: popover.title })}
                    description={t("booklets.editor.deletePopoverBody")}
                    confirmLabel={t("booklets.editor.deletePopover")}
                    onConfirm={() => void remove(popover)}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent closeLabel={t("common.close")}>
          {editing !== null && (
            <PopoverForm
              key={editing === "new" ? "new" : editing.key}
              pageKey={page.key}
              change={change}
              popover={editing === "new" ? null : editing}
              onDone={() => setEditing(null)}
            />
          )}
        </DialogContent>
      </Dialog>
    </Card>
  );
}

function PopoverForm({
  pageKey,
  change,
  popover,
  onDone,
}: {
  pageKey: string;
  change: Change;
  popover: DraftPopover | null;
  onDone: () => void;
}) {
  const t = useT();
  const form = useForm<BookletPopoverValues>({
    resolver: zodResolver(bookletPopoverSchema),
    defaultValues: { title: popover?.title ?? "", content: popover?.content ?? "" },
  });
  const { errors, isSubmitting } = form.formState;
  const content = useWatch({ control: form.control, name: "content" }) ?? "";

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await changePopovers(change, pageKey, (list) =>
        popover
          ? list.map((item) => (item.key === popover.key ? { ...item, ...values } : item))
          : [...list, { key: newKey("m"), ...values }],
      );
      toast.success(t("common.success"), {
        description: popover ? t("booklets.editor.popoverSaved") : t("booklets.editor.popoverCreated"),
      });
      onDone();
    } catch {
      toast.error(t("common.error"), {
        description: popover ? t("booklets.editor.popoverSaveFailed") : t("booklets.editor.popoverCreateFailed"),
      });
    }
  });

  return (
    <>
      <DialogHeader>
        <DialogTitle>{popover ? t("booklets.editor.editPopover") : t("booklets.editor.newPopover")}</DialogTitle>
        <DialogDescription>{t("booklets.editor.popoversHint")}</DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField id="popover-title" label={t("booklets.editor.popoverTitle")} error={errors.title?.message}>
          <Input
            id="popover-title"
            autoFocus
            aria-invalid={Boolean(errors.title)}
            aria-describedby={errors.title ? "popover-title-error" : undefined}
            {...form.register("title")}
          />
        </FormField>
        <FormField
          id="popover-content"
          label={t("booklets.editor.popoverContent")}
          hint={t("booklets.editor.popoverContentHint")}
          error={errors.content?.message}
        >
          <HtmlContentField
            labelId="popover-content-label"
            value={content}
            onChange={(html) =>
              form.setValue("content", html, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
            }
          >
            <Textarea
              id="popover-content"
              rows={6}
              aria-invalid={Boolean(errors.content)}
              aria-describedby={["popover-content-hint", errors.content ? "popover-content-error" : null]
                .filter(Boolean)
                .join(" ")}
              {...form.register("content")}
            />
          </HtmlContentField>
        </FormField>
        <DialogFooter>
          <SubmitButton
            pending={isSubmitting}
            pendingText={popover ? t("booklets.editor.savingPopover") : t("booklets.editor.creatingPopover")}
          >
            {popover ? t("booklets.editor.savePopover") : t("booklets.editor.createPopover")}
          </SubmitButton>
        </DialogFooter>
      </form>
    </>
  );
}
