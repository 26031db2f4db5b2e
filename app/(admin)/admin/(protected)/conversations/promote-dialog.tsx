"use client";

import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { DocumentSelect } from "@/components/admin/document-select";
import { AdminDialog, DialogActions } from "@/components/admin/admin-dialog";
import { useT } from "@/components/i18n/i18n-provider";
import { FormField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { conversationKeys, type Exchange } from "@/lib/api/admin/conversations";
import { countKeys } from "@/lib/api/admin/dashboard";
import { questionKeys, questionsApi } from "@/lib/api/admin/questions";
import { promoteQuestionSchema, type PromoteQuestionInput } from "@/lib/validation/chat";
import { MAX_ANSWER_LENGTH, MAX_QUESTION_LENGTH } from "@/lib/validation/questions";
import { sourceDocumentId } from "./source-document-id";

export function PromoteDialog({ exchange, onClose }: { exchange: Exchange | null; onClose: () => void }) {
  const t = useT();
  const form = usePromoteForm(exchange);
  const submit = usePromoteSubmit(form, onClose);
  const { errors, isSubmitting } = form.formState;
  return (
    <AdminDialog
      open={exchange !== null}
      onOpenChange={(open) => !open && onClose()}
      className="sm:max-w-xl"
      title={t("adminConversations.promoteTitle")}
      description={t("adminConversations.promoteDescription")}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormField id="promote-question" label={t("adminConversations.questionLabel")} error={errors.question?.message}>
          <Textarea rows={2} maxLength={MAX_QUESTION_LENGTH} {...form.register("question")} />
        </FormField>
        <DocumentField form={form} />
        <FormField id="promote-answer" label={t("adminConversations.answerLabel")} error={errors.answer?.message}>
          <Textarea rows={5} maxLength={MAX_ANSWER_LENGTH} {...form.register("answer")} />
        </FormField>
        <DialogActions onCancel={onClose}>
          <SubmitButton pending={isSubmitting} pendingText={t("common.saving")}>
            {t("adminConversations.save")}
          </SubmitButton>
        </DialogActions>
      </form>
    </AdminDialog>
  );
}

function DocumentField({ form }: { form: ReturnType<typeof usePromoteForm> }) {
  const t = useT();
  const documentError = form.formState.errors.documentId?.message;
  return (
    <Controller
      control={form.control}
      name="documentId"
      render={({ field }) => (
        <FormField id="promote-document" label={t("adminConversations.documentLabel")} error={documentError}>
          <DocumentSelect
            value={String(field.value ?? "")}
            onChange={field.onChange}
            placeholder={t("adminConversations.documentPlaceholder")}
          />
        </FormField>
      )}
    />
  );
}

function usePromoteSubmit(form: ReturnType<typeof usePromoteForm>, onClose: () => void) {
  const t = useT();
  const queryClient = useQueryClient();
  return form.handleSubmit(async (values) => {
    try {
      await questionsApi.create(values);
    } catch (error) {
      toast.error(t("common.error"), { description: error instanceof Error ? error.message : undefined });
      return;
    }
    toast.success(t("adminConversations.savedTitle"), { description: t("adminConversations.savedBody") });
    for (const queryKey of [conversationKeys.all, questionKeys.all, countKeys.all])
      void queryClient.invalidateQueries({ queryKey });
    onClose();
  });
}

function usePromoteForm(exchange: Exchange | null) {
  const form = useForm({
    resolver: zodResolver(promoteQuestionSchema),
    defaultValues: { question: "", documentId: "", answer: "" } as PromoteQuestionInput,
  });

  useEffect(() => {
    if (!exchange) return;
    const documentId = sourceDocumentId(exchange.sources);
    form.reset({
      question: exchange.question ?? "",
      documentId: documentId ? String(documentId) : "",
      answer: exchange.outcome === "not_found" ? "" : exchange.answer,
    });
  }, [exchange, form]);
  return form;
}
