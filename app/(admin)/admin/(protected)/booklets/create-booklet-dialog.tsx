"use client";

import { useState } from "react";
import { useForm, type UseFormReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { toast } from "sonner";
import { AdminDialog, DialogActions } from "@/components/admin/admin-dialog";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { bookletKeys, bookletsApi } from "@/lib/api/admin/booklets";
import { ApiClientError } from "@/lib/api/client";
import { bookletSchema, MAX_BOOKLETS, type BookletInput, type BookletValues } from "@/lib/validation/booklets";

const FIELDS = ["title", "description", "imageUrl"] as const;
const EMPTY: BookletInput = { title: "", description: "", imageUrl: "" };

// requirements §2 "Manage Booklets" and §4: the dialog closes and clears on success; the list reloads.
export function CreateBookletDialog() {
  const t = useT();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const form = useForm<BookletInput, unknown, BookletValues>({
    resolver: zodResolver(bookletSchema),
    defaultValues: EMPTY,
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await bookletsApi.create(values);
      toast.success(t("common.success"), { description: t("adminBooklets.created") });
      form.reset(EMPTY);
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: bookletKeys.all });
    } catch (error) {
      if (error instanceof ApiClientError && error.errors) {
        for (const field of FIELDS) {
          const message = error.errors[field]?.[0];
          if (message) form.setError(field, { message });
        }
      }
      const full = error instanceof ApiClientError && error.status === 409;
      toast.error(t("common.error"), {
        description: full ? t("adminBooklets.limitReached", { max: MAX_BOOKLETS }) : t("adminBooklets.createFailed"),
      });
    }
  });

  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset(EMPTY);
      }}
      trigger={
        <Button>
          <Plus aria-hidden />
          {t("adminBooklets.add")}
        </Button>
      }
      title={t("adminBooklets.createTitle")}
      description={t("adminBooklets.createDescription")}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <CreateBookletFields form={form} />
        <DialogActions>
          <SubmitButton pending={isSubmitting} pendingText={t("common.creating")}>
            {t("adminBooklets.create")}
          </SubmitButton>
        </DialogActions>
      </form>
    </AdminDialog>
  );
}

function CreateBookletFields({ form }: { form: UseFormReturn<BookletInput, unknown, BookletValues> }) {
  const t = useT();
  const { errors } = form.formState;

  return (
    <>
      <FormField id="booklet-title" label={t("adminBooklets.titleLabel")} error={errors.title?.message}>
        <Input autoFocus {...form.register("title")} />
      </FormField>
      <FormField
        id="booklet-description"
        label={t("adminBooklets.descriptionLabel")}
        error={errors.description?.message}
      >
        <Textarea rows={3} {...form.register("description")} />
      </FormField>
      <FormField
        id="booklet-imageUrl"
        label={t("adminBooklets.imageUrlLabel")}
        hint={t("adminBooklets.imageUrlHint")}
        error={errors.imageUrl?.message}
      >
        <Input type="url" inputMode="url" {...form.register("imageUrl")} />
      </FormField>
    </>
  );
}
