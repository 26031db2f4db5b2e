"use client";

import type { LineProps } from "./translation-text";

/** A translations table's lines, each wired to the table's edit dialog and delete. */
export function TranslationLines<Row extends { id: number; language: string }>({
  rows,
  Line,
  languageName,
  onEdit,
  remove,
}: {
  rows: Row[];
  Line: React.ComponentType<LineProps<Row>>;
  languageName: (code: Row["language"]) => string;
  onEdit: (row: Row) => void;
  remove: { isPending: boolean; mutate: (row: Row) => void };
}) {
  return rows.map((row) => (
    <Line
      key={row.id}
      row={row}
      languageName={languageName(row.language)}
      onEdit={() => onEdit(row)}
      removing={remove.isPending}
      onRemove={() => remove.mutate(row)}
    />
  ));
}
