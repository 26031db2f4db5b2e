"use client";

import { Controller, useForm, type UseFormReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useT } from "@/components/i18n/i18n-provider";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { glossaryTermSchema, type GlossaryTermInput } from "@/lib/validation/translations";
import { LanguageSelect } from "./language-field";
import { showServerFieldErrors } from "@/components/admin/server-field-errors";

const FIELDS = ["term", "language", "rendering"] as const;

function useGlossaryForm(
  initial: GlossaryTermInput,
  inline: boolean,
  onSubmit: (values: GlossaryTermInput) => Promise<void>,
) {
  const form = useForm<GlossaryTermInput>({ resolver: zodResolver(glossaryTermSchema), defaultValues: initial });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      if (inline) form.reset({ ...initial, language: values.language });
    } catch (caught) {
      if (!showServerFieldErrors(caught, form.setError, FIELDS))
        form.setError("term", { message: caught instanceof Error ? caught.message : String(caught) });
    }
  });
  return { form, submit };
}

function TermLanguageField({ form, id }: { form: UseFormReturn<GlossaryTermInput>; id: string }) {
  const t = useT();
  const error = form.formState.errors.language;
  return (
    <Controller
      control={form.control}
      name="language"
      render={({ field }) => (
        <FormField id={id} label={t("adminTranslations.language")} error={error?.message}>
          <LanguageSelect value={field.value} onChange={field.onChange} />
        </FormField>
      )}
    />
  );
}

export function GlossaryForm({
  idPrefix,
  initial,
  submitLabel,
  pendingLabel,
  onSubmit,
  inline = false,
}: {
  idPrefix: string;
  initial: GlossaryTermInput;
  submitLabel: string;
  pendingLabel: string;
  onSubmit: (values: GlossaryTermInput) => Promise<void>;
  inline?: boolean;
}) {
  const t = useT();
  const { form, submit } = useGlossaryForm(initial, inline, onSubmit);
  const { errors, isSubmitting } = form.formState;

  return (
    <form
      onSubmit={submit}
      noValidate
      className={inline ? "grid items-start gap-3 sm:grid-cols-[1fr_11rem_1fr_auto]" : "space-y-4"}
    >
      <FormField id={`${idPrefix}-term`} label={t("adminTranslations.term")} error={errors.term?.message}>
        <Input autoComplete="off" {...form.register("term")} />
      </FormField>
      <TermLanguageField form={form} id={`${idPrefix}-language`} />
      <FormField
        id={`${idPrefix}-rendering`}
        label={t("adminTranslations.rendering")}
        error={errors.rendering?.message}
      >
        <Input autoComplete="off" {...form.register("rendering")} />
      </FormField>
      <div className={inline ? "sm:pt-6" : "flex justify-end"}>
        <SubmitButton
          pending={isSubmitting}
          pendingText={pendingLabel}
          className={inline ? "h-10 w-full sm:w-auto" : undefined}
        >
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
