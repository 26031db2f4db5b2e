"use client";

import { useState } from "react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { EditButton } from "@/components/admin/edit-button";
import { DeleteButton } from "@/components/admin/delete-button";
import { Pager } from "@/components/admin/pager";
import { EmptyNote, QueryState } from "@/components/admin/query-state";
import { AdminTable, RowActions } from "@/components/admin/admin-table";
import { useT } from "@/components/i18n/i18n-provider";
import { Badge } from "@/components/ui/badge";
import { looksLikeHtml } from "@/lib/html/tags";
import { TableCell, TableRow } from "@/components/ui/table";
import { translationKeys, translationsApi, type TranslationRow } from "@/lib/api/admin/translations";
import { formatDate } from "@/lib/format";
import { ALL, OriginCounts, TranslationFilters } from "./stored-translations-filters";
import { TranslationDialog, type TranslationDraft } from "./translation-dialog";
import { TranslationLines } from "./translation-lines";
import { LANGUAGES, preview, type LineProps } from "./translation-text";

function useTranslationList() {
  const [language, setLanguage] = useState<string>(ALL);
  const [origin, setOrigin] = useState<string>(ALL);
  const [search, setSearch] = useState("");
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const filters = {
    language: language === ALL ? undefined : language,
    origin: origin === ALL ? undefined : origin,
    q: q || undefined,
    page,
  };
  const list = useQuery({
    queryKey: translationKeys.list(filters),
    queryFn: () => translationsApi.list(filters),
    placeholderData: keepPreviousData,
  });
  const firstPage =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const filterProps = {
    language,
    onLanguage: firstPage(setLanguage),
    origin,
    onOrigin: firstPage(setOrigin),
    search,
    onSearchText: setSearch,
    onSearch: () => firstPage(setQ)(search.trim()),
  };
  return { list, page, setPage, filterProps };
}

function useTranslationWrites(onSaved: () => void) {
  const t = useT();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: translationKeys.all });
  const remove = useMutation({
    mutationFn: (row: TranslationRow) => translationsApi.remove(row.id),
    onSuccess: () => {
      toast.success(t("adminTranslations.deleted"));
      void refresh();
    },
    onError: (error) => toast.error(t("adminTranslations.deleteFailed"), { description: error.message }),
  });
  async function save(row: TranslationRow, translatedText: string) {
    await translationsApi.update(row.id, translatedText);
    toast.success(t("adminTranslations.saved"));
    onSaved();
    await refresh();
  }
  return { remove, save };
}

const draftOf = (row: TranslationRow): TranslationDraft => ({
  language: row.language,
  sourceText: row.sourceText,
  translatedText: row.translatedText,
  html: looksLikeHtml(row.sourceText),
  adding: false,
});

export function StoredTranslationsTable() {
  const t = useT();
  const { list, page, setPage, filterProps } = useTranslationList();
  const [editing, setEditing] = useState<TranslationRow | null>(null);
  const { remove, save } = useTranslationWrites(() => setEditing(null));
  const languageName = (code: string) => t(`adminTranslations.languages.${code as (typeof LANGUAGES)[number]}`);

  return (
    <div className="space-y-4">
      <TranslationFilters {...filterProps} />

      {list.data && list.data.counts.length > 0 && (
        <OriginCounts counts={list.data.counts} languageName={languageName} />
      )}

      <QueryState
        query={list}
        error={(error) => t("adminTranslations.loadError", { message: error.message })}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyNote>{t("adminTranslations.empty")}</EmptyNote>}
      >
        {(data) => (
          <>
            <AdminTable
              columns={[
                t("adminTranslations.colLanguage"),
                t("adminTranslations.colSource"),
                t("adminTranslations.colTranslation"),
                t("adminTranslations.colOrigin"),
                t("adminTranslations.colUpdated"),
                { label: t("common.actions"), className: "text-right" },
              ]}
            >
              <TranslationLines rows={data.items} Line={TranslationLine} onEdit={setEditing} remove={remove} />
            </AdminTable>
            <Pager page={page} total={data.total} pageSize={data.pageSize} onPage={setPage} />
          </>
        )}
      </QueryState>

      <TranslationDialog
        draft={editing && draftOf(editing)}
        onOpenChange={(open) => !open && setEditing(null)}
        onSave={(values) => save(editing!, values.translatedText)}
      />
    </div>
  );
}

function TranslationLine({ row, languageName, onEdit, removing, onRemove }: LineProps<TranslationRow>) {
  const t = useT();
  const label = { language: languageName, text: preview(row.sourceText, 40) };
  return (
    <TableRow>
      <TableCell>{languageName}</TableCell>
      <TableCell className="max-w-72 text-sm whitespace-normal">{preview(row.sourceText)}</TableCell>
      <TableCell className="max-w-72 text-sm whitespace-normal">{preview(row.translatedText)}</TableCell>
      <TableCell>
        <Badge variant={row.origin === "human" ? "success" : "secondary"}>
          {t(`adminTranslations.origins.${row.origin}`)}
        </Badge>
      </TableCell>
      <TableCell className="whitespace-nowrap">{formatDate(row.updatedAt)}</TableCell>
      <RowActions>
        <EditButton onClick={onEdit} ariaLabel={t("adminTranslations.editLabel", label)} icon={false} />
        <DeleteButton
          label={t("common.delete")}
          ariaLabel={t("adminTranslations.deleteLabel", label)}
          pending={removing}
          title={t("adminTranslations.deleteTitle")}
          description={t("adminTranslations.deleteBody")}
          onConfirm={onRemove}
        />
      </RowActions>
    </TableRow>
  );
}
