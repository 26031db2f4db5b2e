"use client";

import { useState } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

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
