"use client";

import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { DocumentSelect } from "@/components/admin/document-select";
import { useDocuments } from "@/components/admin/queries";
import { QueryError } from "@/components/admin/query-error";
import { useAdminMutation } from "@/components/admin/use-admin-mutation";
import { useT } from "@/components/i18n/i18n-provider";
import { FormField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { countKeys } from "@/lib/api/admin/dashboard";
import { questionKeys, questionsApi } from "@/lib/api/admin/questions";
import { MAX_ANSWER_LENGTH, MAX_QUESTION_LENGTH, questionSchema, type QuestionInput } from "@/lib/validation/questions";

function useQuestionForm() {
  const t = useT();
  const form = useForm({
    resolver: zodResolver(questionSchema),
    defaultValues: { question: "", documentId: "", answer: "" } as QuestionInput,
  });
  const add = useAdminMutation({
    mutationFn: (values: QuestionInput) => questionsApi.create(values),
    invalidate: [questionKeys.all, countKeys.all],
    success: t("adminQuestions.added"),
    error: (error) => ({ title: t("adminQuestions.addFailed"), description: error.message }),
    onSuccess: () => form.reset(),
  });
  const submit = form.handleSubmit((values) => add.mutateAsync(values).catch(() => undefined));
  return { form, submit };
}

export function QuestionForm() {
  const t = useT();
  const documents = useDocuments();
  const { form, submit } = useQuestionForm();
  const { errors, isSubmitting } = form.formState;
  // requirements §5 has one message for both fields; show it once.
  const message = errors.question?.message ?? errors.documentId?.message;

  if (documents.isError) {
    return (
      <QueryError
        message={t("adminQuestions.documentsLoadError", { message: documents.error.message })}
        onRetry={() => documents.refetch()}
      />
    );
  }

  return (
    <form onSubmit={submit} noValidate className="max-w-3xl space-y-5 rounded-lg border bg-card p-4 sm:p-6">
      <FormField id="question-text" label={t("adminQuestions.question")}>
        <Textarea
          rows={3}
          maxLength={MAX_QUESTION_LENGTH}
          aria-invalid={Boolean(errors.question)}
          aria-describedby={message ? "question-error" : undefined}
          {...form.register("question")}
        />
      </FormField>
      <DocumentField form={form} noDocuments={documents.data?.length === 0} describedBy={message} />
      <FormField
        id="question-answer"
        label={t("adminQuestions.answer")}
        hint={t("adminQuestions.answerHint")}
        error={errors.answer?.message}
      >
        <Textarea rows={4} maxLength={MAX_ANSWER_LENGTH} {...form.register("answer")} />
      </FormField>
      {message && (
        <p id="question-error" role="alert" className="text-sm text-destructive">
          {message}
        </p>
      )}
      <SubmitButton pending={isSubmitting} pendingText={t("common.adding")}>
        {t("adminQuestions.add")}
      </SubmitButton>
    </form>
  );
}

function DocumentField({
  form,
  noDocuments,
  describedBy,
}: {
  form: ReturnType<typeof useQuestionForm>["form"];
  noDocuments: boolean;
  describedBy: string | undefined;
}) {
  const t = useT();
  return (
    <Controller
      control={form.control}
      name="documentId"
      render={({ field }) => (
        <FormField
          id="question-document"
          label={t("adminQuestions.document")}
          hint={noDocuments ? t("adminQuestions.noDocuments") : undefined}
        >
          <DocumentSelect
            value={String(field.value ?? "")}
            onChange={field.onChange}
            placeholder={t("adminQuestions.chooseDocument")}
            aria-invalid={Boolean(form.formState.errors.documentId)}
            aria-describedby={describedBy ? "question-error" : undefined}
          />
        </FormField>
      )}
    />
  );
}
