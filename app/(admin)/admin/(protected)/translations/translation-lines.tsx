"use client";

import { useT } from "@/components/i18n/i18n-provider";
import type { TargetLanguage } from "@/lib/i18n/config";
import type { LineProps } from "./translation-text";

/** A translations table's lines, each wired to the table's edit dialog and delete. */
export function TranslationLines<Row extends { id: number; language: string }>({
  rows,
  Line,
  onEdit,
  remove,
}: {
  rows: Row[];
  Line: React.ComponentType<LineProps<Row>>;
  onEdit: (row: Row) => void;
  remove: { isPending: boolean; mutate: (row: Row) => void };
}) {
  const t = useT();
  return rows.map((row) => (
    <Line
      key={row.id}
      row={row}
      languageName={t(`adminTranslations.languages.${row.language as TargetLanguage}`)}
      onEdit={() => onEdit(row)}
      removing={remove.isPending}
      onRemove={() => remove.mutate(row)}
    />
  ));
}
