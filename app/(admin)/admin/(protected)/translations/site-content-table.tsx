"use client";

import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { AdminTable } from "@/components/admin/admin-table";
import { useT } from "@/components/i18n/i18n-provider";
import { EmptyNote, QueryState } from "@/components/admin/query-state";
import { OptionSelect } from "@/components/admin/option-select";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { TableCell, TableRow } from "@/components/ui/table";
import { translationKeys, translationsApi, type ContentRow } from "@/lib/api/admin/translations";
import { CONTENT_AREAS, type ContentArea } from "@/lib/contracts/translations";
import type { TargetLanguage } from "@/lib/i18n/config";
import { LanguageField } from "./language-field";
import { TranslationDialog, type TranslationDraft } from "./translation-dialog";
import { preview } from "./translation-text";

export function SiteContentTable() {
  const t = useT();
  const queryClient = useQueryClient();
  const [language, setLanguage] = useState<TargetLanguage>("es");
  const [area, setArea] = useState<ContentArea>("pages");
  const [editing, setEditing] = useState<ContentRow | null>(null);

  const content = useQuery({
    queryKey: translationKeys.content(language, area),
    queryFn: () => translationsApi.content(language, area),
  });

  async function save(row: ContentRow, translatedText: string) {
    await translationsApi.create({ sourceText: row.sourceText, language, translatedText });
    toast.success(t("adminTranslations.saved"));
    setEditing(null);
    await queryClient.invalidateQueries({ queryKey: translationKeys.all });
  }

  const languageName = t(`adminTranslations.languages.${language}`);
  const draft = editing && draftOf(editing, language);

  return (
    <div className="space-y-4">
      <ContentFilters language={language} onLanguage={setLanguage} area={area} onArea={setArea} />
      <p className="max-w-3xl text-sm text-muted-foreground">
        {t("adminTranslations.contentHint", { language: languageName })}
      </p>

      <QueryState
        query={content}
        error={(error) => t("adminTranslations.contentLoadError", { message: error.message })}
        empty={<EmptyNote>{t("adminTranslations.contentEmpty")}</EmptyNote>}
      >
        {(rows) => (
          <AdminTable
            columns={[
              t("adminTranslations.colText"),
              t("adminTranslations.colTranslation"),
              t("adminTranslations.colStatus"),
              { label: t("common.actions"), className: "text-right" },
            ]}
          >
            {rows.map((row) => (
              <ContentLine key={row.sourceText} row={row} languageName={languageName} onEdit={() => setEditing(row)} />
            ))}
          </AdminTable>
        )}
      </QueryState>

      <TranslationDialog
        draft={draft}
        onOpenChange={(open) => !open && setEditing(null)}
        onSave={(values) => save(editing!, values.translatedText)}
      />
    </div>
  );
}

function draftOf(row: ContentRow, language: TargetLanguage): TranslationDraft {
  return {
    language,
    sourceText: row.sourceText,
    translatedText: row.translation?.translatedText ?? row.sourceText,
    html: row.html,
    adding: !row.translation,
  };
}

function ContentFilters({
  language,
  onLanguage,
  area,
  onArea,
}: {
  language: TargetLanguage;
  onLanguage: (language: TargetLanguage) => void;
  area: ContentArea;
  onArea: (area: ContentArea) => void;
}) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <LanguageField
        id="content-language"
        label={t("adminTranslations.language")}
        value={language}
        onChange={(value) => onLanguage(value as TargetLanguage)}
      />
      <FormField id="content-area" label={t("adminTranslations.area")} className="gap-1.5">
        <OptionSelect
          value={area}
          onChange={(value) => onArea(value as ContentArea)}
          className="w-64"
          options={CONTENT_AREAS.map((value) => ({ value, label: t(`adminTranslations.areas.${value}`) }))}
        />
      </FormField>
    </div>
  );
}

function ContentLine({ row, languageName, onEdit }: { row: ContentRow; languageName: string; onEdit: () => void }) {
  const t = useT();
  const label = { language: languageName, text: row.label };
  return (
    <TableRow>
      <TableCell className="max-w-80 whitespace-normal">
        <p className="font-medium">{row.label}</p>
        <p className="text-sm text-muted-foreground">{preview(row.sourceText, 90)}</p>
      </TableCell>
      <TableCell className="max-w-80 text-sm whitespace-normal">
        {row.translation ? preview(row.translation.translatedText, 90) : "—"}
      </TableCell>
      <TableCell>
        {row.translation ? (
          <Badge variant={row.translation.origin === "human" ? "success" : "secondary"}>
            {t(`adminTranslations.origins.${row.translation.origin}`)}
          </Badge>
        ) : (
          <Badge variant="outline">{t("adminTranslations.missing")}</Badge>
        )}
      </TableCell>
      <TableCell className="text-right">
        <Button
          size="sm"
          variant="outline"
          onClick={onEdit}
          aria-label={t(row.translation ? "adminTranslations.editLabel" : "adminTranslations.addLabel", label)}
        >
          {row.translation ? t("common.edit") : t("adminTranslations.add")}
        </Button>
      </TableCell>
    </TableRow>
  );
}
