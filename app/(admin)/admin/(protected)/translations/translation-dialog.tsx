"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { AdminDialog, DialogActions } from "@/components/admin/admin-dialog";
import { useT } from "@/components/i18n/i18n-provider";
import { FormField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { ApiClientError } from "@/lib/api/client";
import type { TargetLanguage } from "@/lib/i18n/config";
import { translationUpdateSchema, type TranslationUpdateInput } from "@/lib/validation/translations";

export type TranslationDraft = {
  language: TargetLanguage;
  sourceText: string;
  translatedText: string;
  html: boolean;
  adding: boolean;
};

export function TranslationDialog({
  draft,
  onOpenChange,
  onSave,
}: {
  draft: TranslationDraft | null;
  onOpenChange: (open: boolean) => void;
  onSave: (values: TranslationUpdateInput) => Promise<void>;
}) {
  const t = useT();
  const language = draft ? t(`adminTranslations.languages.${draft.language}`) : "";
  return (
    <AdminDialog
      open={draft !== null}
      onOpenChange={onOpenChange}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl"
      title={
        draft?.adding ? t("adminTranslations.addTitle", { language }) : t("adminTranslations.editTitle", { language })
      }
      description={t("adminTranslations.dialogDescription", { language })}
    >
      {/* Keyed by the text, so opening another translation starts a fresh form. */}
      {draft && (
        <DraftForm
          key={`${draft.language}:${draft.sourceText}`}
          draft={draft}
          onSave={onSave}
          onCancel={() => onOpenChange(false)}
        />
      )}
    </AdminDialog>
  );
}

// Focusable, so that a keyboard can scroll the original.
function SourceText({ text }: { text: string }) {
  const t = useT();
  return (
    <div className="grid gap-2">
      <p id="translation-source-label" className="text-sm font-medium">
        {t("adminTranslations.original")}
      </p>
      <pre
        aria-labelledby="translation-source-label"
        tabIndex={0}
        className="max-h-48 overflow-auto rounded-md border bg-muted/50 p-3 font-sans text-sm whitespace-pre-wrap"
      >
        {text}
      </pre>
    </div>
  );
}

function DraftForm({
  draft,
  onSave,
  onCancel,
}: {
  draft: TranslationDraft;
  onSave: (values: TranslationUpdateInput) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useT();
  const form = useForm<TranslationUpdateInput>({
    resolver: zodResolver(translationUpdateSchema),
    defaultValues: { translatedText: draft.translatedText },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      const message =
        error instanceof ApiClientError ? (error.errors?.translatedText?.[0] ?? error.message) : String(error);
      form.setError("translatedText", { message });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <SourceText text={draft.sourceText} />
      <FormField
        id="translation-text"
        label={t("adminTranslations.translation")}
        hint={draft.html ? t("adminTranslations.htmlHint") : undefined}
        error={errors.translatedText?.message}
      >
        <Textarea
          rows={draft.html ? 12 : 5}
          className={draft.html ? "font-mono text-sm" : undefined}
          {...form.register("translatedText")}
        />
      </FormField>
      <DialogActions onCancel={onCancel}>
        <SubmitButton pending={isSubmitting} pendingText={t("common.saving")}>
          {t("adminTranslations.save")}
        </SubmitButton>
      </DialogActions>
    </form>
  );
}
