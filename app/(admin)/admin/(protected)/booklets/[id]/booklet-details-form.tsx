"use client";

import { Controller, useForm, type UseFormReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { ImageUrlField } from "@/components/booklets/image-url-field";
import { useT } from "@/components/i18n/i18n-provider";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { CardHeading } from "@/components/ui/card-heading";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { bookletSchema, type BookletInput, type BookletValues } from "@/lib/validation/booklets";
import type { DraftChange, DraftSnapshot } from "./booklet-draft";

const toForm = (snapshot: DraftSnapshot): BookletInput => ({
  title: snapshot.title,
  description: snapshot.description ?? "",
  imageUrl: snapshot.imageUrl ?? "",
});

export function BookletDetailsForm({ snapshot, change }: { snapshot: DraftSnapshot; change: DraftChange }) {
  const t = useT();
  const form = useForm<BookletInput, unknown, BookletValues>({
    resolver: zodResolver(bookletSchema),
    defaultValues: toForm(snapshot),
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await change((current) => ({
        ...current,
        title: values.title,
        description: values.description ?? null,
        imageUrl: values.imageUrl ?? null,
      }));
      toast.success(t("common.success"), { description: t("adminBooklets.editor.detailsSaved") });
    } catch (error) {
      toast.error(t("common.error"), {
        description: `${t("adminBooklets.editor.detailsFailed")} ${(error as Error).message}`,
      });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardHeading>{t("adminBooklets.editor.details")}</CardHeading>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DetailsFields form={form} />
          <div>
            <SubmitButton pending={isSubmitting} pendingText={t("common.saving")}>
              {t("adminBooklets.editor.saveDetails")}
            </SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function DetailsFields({ form }: { form: UseFormReturn<BookletInput, unknown, BookletValues> }) {
  const t = useT();
  const { errors } = form.formState;
  return (
    <>
      <FormField id="details-title" label={t("adminBooklets.titleLabel")} error={errors.title?.message}>
        <Input {...form.register("title")} />
      </FormField>
      <FormField
        id="details-description"
        label={t("adminBooklets.descriptionLabel")}
        error={errors.description?.message}
      >
        <Textarea rows={3} {...form.register("description")} />
      </FormField>
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field }) => (
          <ImageUrlField
            id="details-imageUrl"
            label={t("adminBooklets.editor.cover")}
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
