"use client";

import { Controller } from "react-hook-form";
import { ImageUrlField } from "@/components/booklets/image-url-field";
import { useT } from "@/components/i18n/i18n-provider";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { PageForm } from "./use-booklet-page-form";

export function BookletPageFields({ form, isNew }: { form: PageForm; isNew: boolean }) {
  const t = useT();
  const { errors } = form.formState;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <FormField id="page-title" label={t("adminBooklets.editor.pageTitle")} error={errors.title?.message}>
          <Input autoFocus={isNew} {...form.register("title")} />
        </FormField>
        <FormField
          id="page-pageNumber"
          label={t("adminBooklets.editor.pageNumber")}
          hint={t("adminBooklets.editor.pageNumberHint")}
          error={errors.pageNumber?.message}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            {...form.register("pageNumber", {
              setValueAs: (value: unknown) =>
                value === "" || value === null || value === undefined ? null : Number(value),
            })}
          />
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field }) => (
          <ImageUrlField
            id="page-imageUrl"
            label={t("adminBooklets.editor.pageImage")}
            hint={t("adminBooklets.imageUrlHint")}
            value={field.value ?? ""}
            onChange={field.onChange}
            error={errors.imageUrl?.message}
          />
        )}
      />
    </>
  );
}
