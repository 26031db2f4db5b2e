"use client";

import { useState } from "react";
import { Controller, useForm, type UseFormReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SubmitButton } from "@/components/ui/submit-button";
import { categorySchema, slugify, type CategoryInput } from "@/lib/validation/categories";
import { showServerFieldErrors } from "@/components/admin/server-field-errors";

const EMPTY_FOLDER: CategoryInput = { name: "", slug: "", isReference: false };

/** The folder form of both folder screens (requirements §4 "Folder form mode": create or edit). */
export function FolderForm({
  idPrefix,
  initial,
  onSubmit,
  onCancel,
}: {
  idPrefix: string;
  initial?: CategoryInput;
  onSubmit: (values: CategoryInput) => Promise<void>;
  onCancel?: () => void;
}) {
  const t = useT();
  const editing = Boolean(initial);
  const form = useForm<CategoryInput>({
    resolver: zodResolver(categorySchema),
    defaultValues: initial ?? EMPTY_FOLDER,
  });
  const { name, slug, setSlugEdited } = useSlugFollowingName(form, editing);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      if (!editing) {
        setSlugEdited(false);
        form.reset(EMPTY_FOLDER);
      }
    } catch (error) {
      showServerFieldErrors(error, form.setError, ["name", "slug"]);
    }
  });

  const nameId = `${idPrefix}-name`;
  const slugId = `${idPrefix}-slug`;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField id={nameId} label={t("adminFolders.name")} error={errors.name?.message}>
        <Input {...name} />
      </FormField>
      <FormField
        id={slugId}
        label={t("adminFolders.slug")}
        hint={`${t("adminFolders.slugPurpose")} ${t("adminFolders.slugHint")}`}
        error={errors.slug?.message}
      >
        <Input {...slug} />
      </FormField>
      <ReferenceMaterialField id={`${idPrefix}-reference`} form={form} />
      <FormActions editing={editing} pending={isSubmitting} onCancel={onCancel} />
    </form>
  );
}

function ReferenceMaterialField({ id, form }: { id: string; form: UseFormReturn<CategoryInput> }) {
  const t = useT();
  return (
    <div className="flex items-start gap-3">
      <Controller
        control={form.control}
        name="isReference"
        render={({ field }) => (
          <Checkbox
            id={id}
            checked={field.value ?? false}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            aria-describedby={`${id}-hint`}
          />
        )}
      />
      <div className="grid gap-1">
        <Label htmlFor={id}>{t("adminFolders.isReference")}</Label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {t("adminFolders.isReferenceHint")}
        </p>
      </div>
    </div>
  );
}

function FormActions({ editing, pending, onCancel }: { editing: boolean; pending: boolean; onCancel?: () => void }) {
  const t = useT();
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {onCancel && (
        <Button type="button" variant="outline" onClick={onCancel}>
          {editing ? t("adminFolders.cancelEdit") : t("common.cancel")}
        </Button>
      )}
      <SubmitButton pending={pending} pendingText={editing ? t("adminFolders.updating") : t("common.creating")}>
        {editing ? t("adminFolders.update") : t("adminFolders.create")}
      </SubmitButton>
    </div>
  );
}

function useSlugFollowingName(form: UseFormReturn<CategoryInput>, editing: boolean) {
  const [slugEdited, setSlugEdited] = useState(editing);
  const name = form.register("name", {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      if (!slugEdited) form.setValue("slug", slugify(event.target.value));
    },
  });
  const slug = form.register("slug", {
    onChange: () => {
      setSlugEdited(true);
    },
  });
  return { name, slug, setSlugEdited };
}
