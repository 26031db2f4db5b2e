"use client";

import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { QUERY_KEYS, useDocuments } from "@/components/admin/queries";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { apiFetch } from "@/lib/api/client";
import { promoteQuestionSchema, type PromoteQuestionInput } from "@/lib/validation/chat";
import { MAX_ANSWER_LENGTH, MAX_QUESTION_LENGTH } from "@/lib/validation/questions";
import { sourceDocumentId, type Exchange } from "./conversation-types";

/**
 * Turns a visitor's question into a suggested question with an approved answer (issue 5 item 7):
 * POST /api/questions, the same call as the Questions screen.
 */
export function PromoteDialog({ exchange, onClose }: { exchange: Exchange | null; onClose: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const documents = useDocuments();
  const form = useForm({ resolver: zodResolver(promoteQuestionSchema), defaultValues: { question: "", documentId: "", answer: "" } as PromoteQuestionInput });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (!exchange) return;
    const documentId = sourceDocumentId(exchange.sources);
    form.reset({
      question: exchange.question ?? "",
      documentId: documentId ? String(documentId) : "",
      // A low-rated answer is a draft to correct; "not found" has nothing worth keeping.
      answer: exchange.outcome === "not_found" ? "" : exchange.answer,
    });
  }, [exchange, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await apiFetch("/api/questions", { method: "POST", json: values });
    } catch (error) {
      toast.error(t("common.error"), { description: error instanceof Error ? error.message : undefined });
      return;
    }
    toast.success(t("adminConversations.savedTitle"), { description: t("adminConversations.savedBody") });
    for (const queryKey of [["conversations"], QUERY_KEYS.questions, QUERY_KEYS.counts]) void queryClient.invalidateQueries({ queryKey });
    onClose();
  });

  const documentError = errors.documentId?.message;
  return (
    <Dialog open={exchange !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t("adminConversations.promoteTitle")}</DialogTitle>
          <DialogDescription>{t("adminConversations.promoteDescription")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormField id="promote-question" label={t("adminConversations.questionLabel")} error={errors.question?.message}>
            <Textarea id="promote-question" rows={2} maxLength={MAX_QUESTION_LENGTH} aria-invalid={Boolean(errors.question)} aria-describedby={errors.question ? "promote-question-error" : undefined} {...form.register("question")} />
          </FormField>
          <FormField id="promote-document" label={t("adminConversations.documentLabel")} error={documentError}>
            <Controller
              control={form.control}
              name="documentId"
              render={({ field }) => (
                <Select value={String(field.value ?? "")} onValueChange={field.onChange} disabled={documents.isPending}>
                  <SelectTrigger id="promote-document" className="w-full" aria-invalid={Boolean(documentError)} aria-describedby={documentError ? "promote-document-error" : undefined}>
                    <SelectValue placeholder={t("adminConversations.documentPlaceholder")} />
                  </SelectTrigger>
                  <SelectContent>
                    {documents.data?.map((document) => (
                      <SelectItem key={document.id} value={String(document.id)}>
                        {document.title}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </FormField>
          <FormField id="promote-answer" label={t("adminConversations.answerLabel")} error={errors.answer?.message}>
            <Textarea id="promote-answer" rows={5} maxLength={MAX_ANSWER_LENGTH} aria-invalid={Boolean(errors.answer)} aria-describedby={errors.answer ? "promote-answer-error" : undefined} {...form.register("answer")} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t("adminConversations.cancel")}
            </Button>
            <SubmitButton pending={isSubmitting} pendingText={t("adminConversations.saving")}>
              {t("adminConversations.save")}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
