"use client";

import { useState } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

/** Which row a table's form dialog edits: none (closed), a new one (`editing` null) or an existing one. */
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

/**
 * The dialog an admin table opens to create or edit a row: its title (one for each mode), a
 * description, and the form, given the row being edited (null for a new one).
 */
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
  const t = useT();
  return (
    <Dialog open={editor.open} onOpenChange={(next) => !next && editor.close()}>
      <DialogContent closeLabel={t("common.close")} className={className}>
        <DialogHeader>
          <DialogTitle>{editor.editing ? editTitle : createTitle}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {editor.open && children(editor.editing, editor.editing?.id ?? "new")}
      </DialogContent>
    </Dialog>
  );
}
