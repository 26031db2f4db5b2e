"use client";

import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { EditButton } from "@/components/admin/edit-button";
import { DeleteButton } from "@/components/admin/delete-button";
import { AdminTable, RowActions } from "@/components/admin/admin-table";
import { AdminDialog } from "@/components/admin/admin-dialog";
import { useT } from "@/components/i18n/i18n-provider";
import { EmptyNote, QueryState } from "@/components/admin/query-state";
import { Badge } from "@/components/ui/badge";
import { TableCell, TableRow } from "@/components/ui/table";
import { LabelledSection } from "@/components/ui/labelled-section";
import { glossaryApi, glossaryKeys, type GlossaryRow } from "@/lib/api/admin/translations";
import type { TargetLanguage } from "@/lib/i18n/config";
import type { GlossaryTermInput } from "@/lib/validation/translations";
import { GlossaryForm } from "./glossary-form";
import { LanguageField } from "./language-field";
import { TranslationLines } from "./translation-lines";
import type { LineProps } from "./translation-text";

function useGlossary() {
  const t = useT();
  const queryClient = useQueryClient();
  const [language, setLanguage] = useState<TargetLanguage>("es");
  const [editing, setEditing] = useState<GlossaryRow | null>(null);
  const terms = useQuery({ queryKey: glossaryKeys.list(language), queryFn: () => glossaryApi.list(language) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: glossaryKeys.all });

  async function add(values: GlossaryTermInput) {
    await glossaryApi.create(values);
    toast.success(t("adminTranslations.termAdded"));
    setLanguage(values.language);
    await refresh();
  }

  async function save(values: GlossaryTermInput) {
    await glossaryApi.update(editing!.id, values);
    toast.success(t("adminTranslations.termSaved"));
    setEditing(null);
    await refresh();
  }

  const remove = useMutation({
    mutationFn: (row: GlossaryRow) => glossaryApi.remove(row.id),
    onSuccess: () => {
      toast.success(t("adminTranslations.termDeleted"));
      void refresh();
    },
    onError: (error) => toast.error(t("adminTranslations.termDeleteFailed"), { description: error.message }),
  });
  return { language, setLanguage, editing, setEditing, terms, add, save, remove };
}

/** The translation glossary (requirements §D6): names kept as they are, scripture books per language. */
export function GlossaryTable() {
  const t = useT();
  const { language, setLanguage, editing, setEditing, terms, add, save, remove } = useGlossary();

  return (
    <div className="space-y-6">
      <p className="max-w-3xl text-sm text-muted-foreground">{t("adminTranslations.glossaryHint")}</p>
      <AddTerm language={language} onSubmit={add} />

      <LanguageField
        id="glossary-language"
        label={t("adminTranslations.glossaryLanguage")}
        value={language}
        onChange={(value) => setLanguage(value as TargetLanguage)}
      />

      <QueryState
        query={terms}
        error={(error) => t("adminTranslations.glossaryLoadError", { message: error.message })}
        empty={<EmptyNote>{t("adminTranslations.glossaryEmpty")}</EmptyNote>}
      >
        {(rows) => (
          <AdminTable
            columns={[
              t("adminTranslations.term"),
              t("adminTranslations.rendering"),
              { label: t("common.actions"), className: "text-right" },
            ]}
          >
            <TranslationLines rows={rows} Line={TermLine} onEdit={setEditing} remove={remove} />
          </AdminTable>
        )}
      </QueryState>

      <EditTermDialog editing={editing} onClose={() => setEditing(null)} onSubmit={save} />
    </div>
  );
}

function TermLine({ row, languageName, onEdit, removing, onRemove }: LineProps<GlossaryRow>) {
  const t = useT();
  const label = { term: row.term, language: languageName };
  return (
    <TableRow>
      <TableCell className="font-medium">{row.term}</TableCell>
      <TableCell>
        {row.rendering === row.term ? (
          <Badge variant="outline">{t("adminTranslations.keptAsIs")}</Badge>
        ) : (
          row.rendering
        )}
      </TableCell>
      <RowActions>
        <EditButton onClick={onEdit} ariaLabel={t("adminTranslations.editTermLabel", label)} icon={false} />
        <DeleteButton
          label={t("common.delete")}
          ariaLabel={t("adminTranslations.deleteTermLabel", label)}
          pending={removing}
          title={t("adminTranslations.deleteTermTitle", label)}
          description={t("adminTranslations.deleteTermBody")}
          onConfirm={onRemove}
        />
      </RowActions>
    </TableRow>
  );
}

function EditTermDialog({
  editing,
  onClose,
  onSubmit,
}: {
  editing: GlossaryRow | null;
  onClose: () => void;
  onSubmit: (values: GlossaryTermInput) => Promise<void>;
}) {
  const t = useT();
  return (
    <AdminDialog
      open={editing !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t("adminTranslations.editTerm")}
      description={t("adminTranslations.glossaryHint")}
    >
      {editing && (
        <GlossaryForm
          key={editing.id}
          idPrefix="glossary-edit"
          initial={{ term: editing.term, language: editing.language, rendering: editing.rendering }}
          submitLabel={t("adminTranslations.saveTerm")}
          pendingLabel={t("common.saving")}
          onSubmit={onSubmit}
        />
      )}
    </AdminDialog>
  );
}

function AddTerm({
  language,
  onSubmit,
}: {
  language: TargetLanguage;
  onSubmit: (values: GlossaryTermInput) => Promise<void>;
}) {
  const t = useT();
  return (
    <LabelledSection
      id="glossary-add"
      heading={t("adminTranslations.addTerm")}
      className="rounded-lg border bg-card p-4"
      headingClassName="mb-3 font-semibold"
    >
      {/* A new term starts in the language being looked at. */}
      <GlossaryForm
        key={language}
        idPrefix="glossary-new"
        inline
        initial={{ term: "", language, rendering: "" }}
        submitLabel={t("adminTranslations.addTerm")}
        pendingLabel={t("common.adding")}
        onSubmit={onSubmit}
      />
    </LabelledSection>
  );
}
