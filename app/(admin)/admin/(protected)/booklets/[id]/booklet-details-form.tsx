"use client";

import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { ImageUrlField } from "@/components/booklets/image-url-field";
import { useT } from "@/components/i18n/i18n-provider";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { ApiClientError, apiFetch } from "@/lib/api/client";
import { bookletSchema, type BookletInput, type BookletValues } from "@/lib/validation/booklets";
import { bookletKeys, type BookletRow } from "../booklet-types";

const FIELDS = ["title", "description", "imageUrl"] as const;

const toForm = (booklet: BookletRow): BookletInput => ({ title: booklet.title, description: booklet.description ?? "", imageUrl: booklet.imageUrl ?? "" });

export function BookletDetailsForm({ booklet }: { booklet: BookletRow }) {
  const t = useT();
  const queryClient = useQueryClient();
  const form = useForm<BookletInput, unknown, BookletValues>({ resolver: zodResolver(bookletSchema), defaultValues: toForm(booklet) });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await apiFetch<BookletRow>(`/api/booklets/${booklet.id}`, { method: "PATCH", json: values });
      queryClient.setQueryData(bookletKeys.one(booklet.id), saved);
      void queryClient.invalidateQueries({ queryKey: bookletKeys.all, exact: true });
      form.reset(toForm(saved));
      toast.success(t("common.success"), { description: t("booklets.editor.detailsSaved") });
    } catch (error) {
      if (error instanceof ApiClientError && error.errors) {
        for (const field of FIELDS) {
          const message = error.errors[field]?.[0];
          if (message) form.setError(field, { message });
        }
      }
      toast.error(t("common.error"), { description: t("booklets.editor.detailsFailed") });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t("booklets.editor.details")}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField id="details-title" label={t("booklets.admin.titleLabel")} error={errors.title?.message}>
            <Input id="details-title" aria-invalid={Boolean(errors.title)} aria-describedby={errors.title ? "details-title-error" : undefined} {...form.register("title")} />
          </FormField>
          <FormField id="details-description" label={t("booklets.admin.descriptionLabel")} error={errors.description?.message}>
            <Textarea
              id="details-description"
              rows={3}
              aria-invalid={Boolean(errors.description)}
              aria-describedby={errors.description ? "details-description-error" : undefined}
              {...form.register("description")}
            />
          </FormField>
          <Controller
            control={form.control}
            name="imageUrl"
            render={({ field }) => (
              <ImageUrlField
                id="details-imageUrl"
                label={t("booklets.editor.cover")}
                hint={t("booklets.admin.imageUrlHint")}
                value={field.value ?? ""}
                onChange={field.onChange}
                error={errors.imageUrl?.message}
              />
            )}
          />
          <div>
            <SubmitButton pending={isSubmitting} pendingText={t("booklets.editor.saving")}>
              {t("booklets.editor.saveDetails")}
            </SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
