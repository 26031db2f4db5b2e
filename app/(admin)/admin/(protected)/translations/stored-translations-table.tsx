"use client";

import { useState } from "react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { DeleteButton } from "@/components/admin/delete-button";
import { QueryError } from "@/components/admin/query-error";
import { AdminTable, RowActions } from "@/components/admin/admin-table";
import { useT } from "@/components/i18n/i18n-provider";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { TableCell, TableRow } from "@/components/ui/table";
import { translationKeys, translationsApi, type Origin, type TranslationRow } from "@/lib/api/admin/translations";
import { formatDate } from "@/lib/format";
import { LanguageField } from "./language-field";
import { TranslationDialog, type TranslationDraft } from "./translation-dialog";
import { LANGUAGES, preview } from "./translation-text";

const ALL = "all";

/** Stored translations by language and origin, with search, correction and deletion. */
export function StoredTranslationsTable() {
  const t = useT();
  const queryClient = useQueryClient();
  const [language, setLanguage] = useState<string>(ALL);
  const [origin, setOrigin] = useState<string>(ALL);
  const [search, setSearch] = useState("");
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<TranslationRow | null>(null);

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
    setEditing(null);
    await refresh();
  }

  const languageName = (code: string) => t(`adminTranslations.languages.${code as (typeof LANGUAGES)[number]}`);
  const draft: TranslationDraft | null = editing && {
    language: editing.language,
    sourceText: editing.sourceText,
    translatedText: editing.translatedText,
    html: /<[a-zA-Z][^>]*>/.test(editing.sourceText),
    adding: false,
  };
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

  return (
    <div className="space-y-4">
      <form
        className="flex flex-wrap items-end gap-3"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setQ(search.trim());
          setPage(1);
        }}
      >
        <LanguageField
          id="translations-language"
          label={t("adminTranslations.language")}
          allLabel={t("adminTranslations.allLanguages")}
          value={language}
          onChange={(value) => {
            setLanguage(value);
            setPage(1);
          }}
        />
        <div className="grid gap-1.5">
          <Label htmlFor="translations-origin">{t("adminTranslations.origin")}</Label>
          <Select
            value={origin}
            onValueChange={(value) => {
              setOrigin(value);
              setPage(1);
            }}
          >
            <SelectTrigger id="translations-origin" className="w-48">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>{t("adminTranslations.allOrigins")}</SelectItem>
              <SelectItem value="machine">{t("adminTranslations.origins.machine")}</SelectItem>
              <SelectItem value="human">{t("adminTranslations.origins.human")}</SelectItem>
            </SelectContent>
          </Select>
        </div>
        <div className="grid min-w-60 flex-1 gap-1.5">
          <Label htmlFor="translations-search">{t("adminTranslations.search")}</Label>
          <Input
            id="translations-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t("adminTranslations.searchPlaceholder")}
          />
        </div>
        <Button type="submit" variant="outline" className="h-10">
          {t("adminTranslations.search")}
        </Button>
      </form>

      {list.data && list.data.counts.length > 0 && (
        <ul className="flex flex-wrap gap-2 text-sm text-muted-foreground">
          {LANGUAGES.filter((code) => list.data.counts.some((c) => c.language === code)).map((code) => {
            const count = (which: Origin) =>
              list.data.counts.find((c) => c.language === code && c.origin === which)?.count ?? 0;
            return (
              <li key={code} className="rounded-md border bg-card px-2 py-1">
                {t("adminTranslations.summary", {
                  language: languageName(code),
                  machine: count("machine"),
                  human: count("human"),
                })}
              </li>
            );
          })}
        </ul>
      )}

      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <QueryError
          message={t("adminTranslations.loadError", { message: list.error.message })}
          onRetry={() => list.refetch()}
        />
      ) : list.data.items.length === 0 ? (
        <p className="rounded-lg border border-dashed bg-card p-6 text-muted-foreground">
          {t("adminTranslations.empty")}
        </p>
      ) : (
        <>
          <AdminTable
            columns={[
              t("adminTranslations.colLanguage"),
              t("adminTranslations.colSource"),
              t("adminTranslations.colTranslation"),
              t("adminTranslations.colOrigin"),
              t("adminTranslations.colUpdated"),
              { label: t("adminTranslations.colActions"), className: "text-right" },
            ]}
          >
            {list.data.items.map((row) => {
              const label = { language: languageName(row.language), text: preview(row.sourceText, 40) };
              return (
                <TableRow key={row.id}>
                  <TableCell>{languageName(row.language)}</TableCell>
                  <TableCell className="max-w-72 text-sm whitespace-normal">{preview(row.sourceText)}</TableCell>
                  <TableCell className="max-w-72 text-sm whitespace-normal">{preview(row.translatedText)}</TableCell>
                  <TableCell>
                    <Badge variant={row.origin === "human" ? "success" : "secondary"}>
                      {t(`adminTranslations.origins.${row.origin}`)}
                    </Badge>
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{formatDate(row.updatedAt)}</TableCell>
                  <RowActions>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setEditing(row)}
                      aria-label={t("adminTranslations.editLabel", label)}
                    >
                      {t("adminTranslations.edit")}
                    </Button>
                    <DeleteButton
                      label={t("adminTranslations.delete")}
                      ariaLabel={t("adminTranslations.deleteLabel", label)}
                      pending={remove.isPending}
                      title={t("adminTranslations.deleteTitle")}
                      description={t("adminTranslations.deleteBody")}
                      onConfirm={() => remove.mutate(row)}
                    />
                  </RowActions>
                </TableRow>
              );
            })}
          </AdminTable>
          {pages > 1 && (
            <nav aria-label={t("adminTranslations.pagination")} className="flex items-center justify-between gap-3">
              <Button variant="outline" onClick={() => setPage(page - 1)} disabled={page <= 1}>
                {t("adminTranslations.previous")}
              </Button>
              <p className="text-sm text-muted-foreground">{t("adminTranslations.page", { page, pages })}</p>
              <Button variant="outline" onClick={() => setPage(page + 1)} disabled={page >= pages}>
                {t("adminTranslations.next")}
              </Button>
            </nav>
          )}
        </>
      )}

      <TranslationDialog
        draft={draft}
        onOpenChange={(open) => !open && setEditing(null)}
        onSave={(values) => save(editing!, values.translatedText)}
      />
    </div>
  );
}
