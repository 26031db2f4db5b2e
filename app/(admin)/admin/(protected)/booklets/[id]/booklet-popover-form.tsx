"use client";

import { useForm, useWatch, type UseFormReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { newDraftKey } from "@/components/admin/content/use-content-draft";
import { HtmlContentField } from "@/components/admin/rich-text/html-content-field";
import { showDraftFieldErrors } from "@/components/admin/server-field-errors";
import { DialogActions } from "@/components/admin/admin-dialog";
import { useT } from "@/components/i18n/i18n-provider";
import { FormControl, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { bookletPopoverSchema, type BookletPopoverValues } from "@/lib/validation/booklets";
import { changePopovers, type DraftChange, type DraftPopover } from "./booklet-draft";

const POPOVER_FIELDS = ["title", "content"] as const;

export function BookletPopoverForm({
  pageKey,
  change,
  popover,
  onDone,
}: {
  pageKey: string;
  change: DraftChange;
  popover: DraftPopover | null;
  onDone: () => void;
}) {
  const t = useT();
  const form = useForm<BookletPopoverValues>({
    resolver: zodResolver(bookletPopoverSchema),
    defaultValues: { title: popover?.title ?? "", content: popover?.content ?? "" },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const key = newDraftKey();
    try {
      await changePopovers(change, pageKey, (list) =>
        popover
          ? list.map((item) => (item.key === popover.key ? { ...item, ...values } : item))
          : [...list, { key, ...values }],
      );
      toast.success(t("common.success"), {
        description: popover ? t("adminBooklets.editor.popoverSaved") : t("adminBooklets.editor.popoverCreated"),
      });
      onDone();
    } catch (error) {
      showDraftFieldErrors(error, form.setError, POPOVER_FIELDS);
      toast.error(t("common.error"), {
        description: popover
          ? t("adminBooklets.editor.popoverSaveFailed")
          : t("adminBooklets.editor.popoverCreateFailed"),
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <PopoverFields form={form} />
      <DialogActions>
        <SubmitButton pending={isSubmitting} pendingText={popover ? t("common.saving") : t("common.adding")}>
          {popover ? t("adminBooklets.editor.savePopover") : t("adminBooklets.editor.createPopover")}
        </SubmitButton>
      </DialogActions>
    </form>
  );
}

function PopoverFields({ form }: { form: UseFormReturn<BookletPopoverValues> }) {
  const t = useT();
  const { errors } = form.formState;
  const content = useWatch({ control: form.control, name: "content" }) ?? "";
  return (
    <>
      <FormField id="popover-title" label={t("adminBooklets.editor.popoverTitle")} error={errors.title?.message}>
        <Input autoFocus {...form.register("title")} />
      </FormField>
      <FormField
        id="popover-content"
        label={t("adminBooklets.editor.popoverContent")}
        hint={t("adminBooklets.editor.popoverContentHint")}
        error={errors.content?.message}
        nestedControl
      >
        <HtmlContentField
          labelId="popover-content-label"
          value={content}
          onChange={(html) =>
            form.setValue("content", html, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
          }
        >
          <FormControl>
            <Textarea rows={6} {...form.register("content")} />
          </FormControl>
        </HtmlContentField>
      </FormField>
    </>
  );
}
