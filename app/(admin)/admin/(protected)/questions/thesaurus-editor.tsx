"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { ConfirmDialog } from "@/components/admin/confirm-dialog";
import { QueryState } from "@/components/admin/query-state";
import { RowButton } from "@/components/admin/row-button";
import { useAdminMutation } from "@/components/admin/use-admin-mutation";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { thesaurusApi, thesaurusKeys, type ThesaurusEntry } from "@/lib/api/admin/thesaurus";

const words = (text: string) =>
  text
    .split(/[,;\n]/)
    .map((word) => word.trim())
    .filter(Boolean);

/** The chatbot's synonym groups (docs/decisions/008): add, edit and delete; the server validates. */
export function ThesaurusEditor() {
  const t = useT();
  const entries = useQuery({ queryKey: thesaurusKeys.all, queryFn: thesaurusApi.list });
  const [draft, setDraft] = useState("");

  const add = useAdminMutation({
    mutationFn: thesaurusApi.create,
    invalidate: [thesaurusKeys.all],
    success: t("adminQuestions.thesaurusAdded"),
    error: (error) => ({ title: t("adminQuestions.thesaurusAddFailed"), description: error.message }),
    onSuccess: () => setDraft(""),
  });

  return (
    <div className="max-w-3xl space-y-5">
      <p className="text-sm text-muted-foreground">{t("adminQuestions.thesaurusIntro")}</p>
      <form
        noValidate
        className="space-y-3 rounded-lg border bg-card p-4 sm:p-6"
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate(words(draft));
        }}
      >
        <FormField id="thesaurus-new" label={t("adminQuestions.thesaurusWords")}>
          <Input
            value={draft}
            maxLength={500}
            placeholder={t("adminQuestions.thesaurusPlaceholder")}
            onChange={(event) => setDraft(event.target.value)}
          />
        </FormField>
        <SubmitButton pending={add.isPending} pendingText={t("adminQuestions.thesaurusAdding")}>
          {t("adminQuestions.thesaurusAdd")}
        </SubmitButton>
      </form>
      <QueryState
        query={entries}
        error={(error) => t("adminQuestions.thesaurusLoadError", { message: error.message })}
        empty={t("adminQuestions.thesaurusEmpty")}
      >
        {(rows) => (
          <ul className="space-y-2">
            {rows.map((entry, index) => (
              <ThesaurusRow key={`${entry.id}-${entry.updatedAt}`} entry={entry} n={index + 1} />
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}

function ThesaurusRow({ entry, n }: { entry: ThesaurusEntry; n: number }) {
  const t = useT();
  const [text, setText] = useState(entry.terms.join(", "));
  const id = `thesaurus-${entry.id}`;
  const save = useAdminMutation({
    mutationFn: (terms: string[]) => thesaurusApi.update(entry.id, terms),
    invalidate: [thesaurusKeys.all],
    success: t("adminQuestions.thesaurusSaved"),
    error: (error) => ({ title: t("adminQuestions.thesaurusSaveFailed"), description: error.message }),
  });
  const remove = useAdminMutation({
    mutationFn: () => thesaurusApi.remove(entry.id),
    invalidate: [thesaurusKeys.all],
    success: t("adminQuestions.thesaurusDeleted"),
    error: (error) => ({ title: t("adminQuestions.thesaurusDeleteFailed"), description: error.message }),
  });
  return (
    <li className="flex flex-col gap-2 rounded-lg border bg-card p-3 sm:flex-row sm:items-center">
      <label htmlFor={id} className="sr-only">
        {t("adminQuestions.thesaurusEditLabel", { n })}
      </label>
      <Input
        id={id}
        value={text}
        maxLength={500}
        onChange={(event) => setText(event.target.value)}
        className="flex-1"
      />
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={save.isPending || text === entry.terms.join(", ")}
          onClick={() => save.mutate(words(text))}
        >
          {t("common.save")}
        </Button>
        <ConfirmDialog
          trigger={
            <RowButton
              icon={Trash2}
              label={t("common.delete")}
              compact
              disabled={remove.isPending}
              aria-label={`${t("common.delete")}: ${entry.terms.join(", ")}`}
            />
          }
          title={t("adminQuestions.thesaurusDeleteTitle")}
          description={t("adminQuestions.thesaurusDeleteBody", { words: entry.terms.join(", ") })}
          onConfirm={() => remove.mutate()}
        />
      </div>
    </li>
  );
}
