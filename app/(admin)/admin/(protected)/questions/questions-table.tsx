"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { MessageSquareText } from "lucide-react";
import { DeleteButton } from "@/components/admin/delete-button";
import { RowButton } from "@/components/admin/row-button";
import { QueryState } from "@/components/admin/query-state";
import { useAdminMutation } from "@/components/admin/use-admin-mutation";
import { AdminTable, RowActions } from "@/components/admin/admin-table";
import { AdminDialog, DialogActions } from "@/components/admin/admin-dialog";
import { useT } from "@/components/i18n/i18n-provider";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { TableCell, TableRow } from "@/components/ui/table";
import { Textarea } from "@/components/ui/textarea";
import { countKeys } from "@/lib/api/admin/dashboard";
import { questionKeys, questionsApi, type QuestionRow } from "@/lib/api/admin/questions";
import { formatDate } from "@/lib/format";
import { MAX_ANSWER_LENGTH } from "@/lib/validation/questions";

export function QuestionsTable() {
  const t = useT();
  const questions = useQuery({ queryKey: questionKeys.all, queryFn: questionsApi.list });
  const [editing, setEditing] = useState<QuestionRow | null>(null);
  const invalidate = [questionKeys.all, countKeys.all];

  const remove = useAdminMutation({
    mutationFn: (question: QuestionRow) => questionsApi.remove(question.id),
    invalidate,
    success: t("adminQuestions.deleted"),
    error: (error) => ({ title: t("adminQuestions.deleteFailed"), description: error.message }),
  });

  const saveAnswer = useAdminMutation({
    mutationFn: ({ id, answer }: { id: number; answer: string }) => questionsApi.setAnswer(id, answer),
    invalidate,
    success: t("adminQuestions.answerSaved"),
    error: (error) => ({ title: t("adminQuestions.answerFailed"), description: error.message }),
    onSuccess: () => setEditing(null),
  });

  return (
    <QueryState
      query={questions}
      error={(error) => t("adminQuestions.loadError", { message: error.message })}
      empty={t("adminQuestions.empty")}
    >
      {(rows) => (
        <>
          <AdminTable
            columns={[
              t("adminQuestions.colQuestion"),
              t("adminQuestions.colDocument"),
              t("adminQuestions.colAnswer"),
              t("adminQuestions.colDate"),
              { label: t("common.actions"), className: "text-right" },
            ]}
          >
            {rows.map((question) => (
              <QuestionLine
                key={question.id}
                question={question}
                onEdit={() => setEditing(question)}
                removing={remove.isPending}
                onRemove={() => remove.mutate(question)}
              />
            ))}
          </AdminTable>
          {editing && (
            <AnswerDialog
              key={editing.id}
              question={editing}
              pending={saveAnswer.isPending}
              onClose={() => setEditing(null)}
              onSave={(answer) => saveAnswer.mutate({ id: editing.id, answer })}
            />
          )}
        </>
      )}
    </QueryState>
  );
}

function QuestionLine({
  question,
  onEdit,
  removing,
  onRemove,
}: {
  question: QuestionRow;
  onEdit: () => void;
  removing: boolean;
  onRemove: () => void;
}) {
  const t = useT();
  return (
    <TableRow>
      <TableCell className="max-w-md font-medium whitespace-normal">{question.question}</TableCell>
      <TableCell>
        {question.documentTitle ?? <span className="text-muted-foreground">{t("adminQuestions.noDocument")}</span>}
      </TableCell>
      <TableCell>
        <Badge variant={question.answer ? "default" : "secondary"}>
          {question.answer ? t("adminQuestions.hasAnswer") : t("adminQuestions.noAnswer")}
        </Badge>
      </TableCell>
      <TableCell className="whitespace-nowrap">{formatDate(question.createdAt)}</TableCell>
      <RowActions>
        <RowButton
          icon={MessageSquareText}
          label={t("adminQuestions.editAnswer")}
          compact
          aria-label={`${t("adminQuestions.editAnswer")}: ${question.question}`}
          onClick={onEdit}
        />
        <DeleteButton
          label={t("common.delete")}
          ariaLabel={`${t("common.delete")}: ${question.question}`}
          icon
          compact
          pending={removing}
          title={t("adminQuestions.deleteTitle")}
          description={t("adminQuestions.deleteBody", { question: question.question })}
          onConfirm={onRemove}
        />
      </RowActions>
    </TableRow>
  );
}

function AnswerDialog({
  question,
  pending,
  onClose,
  onSave,
}: {
  question: QuestionRow;
  pending: boolean;
  onClose: () => void;
  onSave: (answer: string) => void;
}) {
  const t = useT();
  const [answer, setAnswer] = useState(question.answer ?? "");
  return (
    <AdminDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("adminQuestions.editAnswerTitle")}
      description={t("adminQuestions.editAnswerDescription", { question: question.question })}
    >
      <FormField id="edit-answer" label={t("adminQuestions.answer")} hint={t("adminQuestions.answerHint")}>
        <Textarea
          rows={6}
          maxLength={MAX_ANSWER_LENGTH}
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
        />
      </FormField>
      <DialogActions onCancel={onClose}>
        <Button disabled={pending} onClick={() => onSave(answer)}>
          {t("common.save")}
        </Button>
      </DialogActions>
    </AdminDialog>
  );
}
