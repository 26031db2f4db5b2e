"use client";

import { useState } from "react";
import { AdminDialog } from "@/components/admin/admin-dialog";

export function useEditor<TRow>() {
  const [state, setState] = useState<{ editing: TRow | null } | null>(null);
  return {
    open: state !== null,
    editing: state?.editing ?? null,
    create: () => setState({ editing: null }),
    edit: (row: TRow) => setState({ editing: row }),
    close: () => setState(null),
  };
}

export type Editor<TRow> = ReturnType<typeof useEditor<TRow>>;

export function FormDialog<TRow extends { id: number }>({
  editor,
  createTitle,
  editTitle,
  description,
  className,
  children,
}: {
  editor: Editor<TRow>;
  createTitle: string;
  editTitle: string;
  description: string;
  className?: string;
  children: (editing: TRow | null, key: number | "new") => React.ReactNode;
}) {
  return (
    <AdminDialog
      open={editor.open}
      onOpenChange={(next) => !next && editor.close()}
      className={className}
      title={editor.editing ? editTitle : createTitle}
      description={description}
    >
      {editor.open && children(editor.editing, editor.editing?.id ?? "new")}
    </AdminDialog>
  );
}
