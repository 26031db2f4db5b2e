"use client";

import { useMemo, useState } from "react";
import { FolderInput } from "lucide-react";
import { toast } from "sonner";
import { useCategories, useDocuments } from "@/components/admin/queries";
import { QueryState } from "@/components/admin/query-state";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { OptionSelect, toOptions } from "@/components/admin/option-select";
import type { Category } from "@/lib/api/admin/categories";
import type { DocumentRow } from "@/lib/api/admin/documents";
import { DocumentsTable } from "./documents-table";
import { ManageFoldersButton } from "./folders-dialog";
import { MoveDialog } from "./move-dialog";
import { useDocumentActions, useMultiMove } from "./use-document-actions";
import { ViewDialog } from "./view-dialog";

const ALL = "all";
const UNFILED = "none";

function inFolder(documents: DocumentRow[] | undefined, folder: string) {
  const all = documents ?? [];
  if (folder === ALL) return all;
  if (folder === UNFILED) return all.filter((doc) => doc.categoryId === null);
  return all.filter((doc) => String(doc.categoryId) === folder);
}

function useDocumentsBrowser() {
  const t = useT();
  const documents = useDocuments();
  const categories = useCategories();
  const [folder, setFolder] = useState(ALL);
  const [viewing, setViewing] = useState<DocumentRow | null>(null);
  const [moving, setMoving] = useState<DocumentRow | null>(null);
  const [movingMany, setMovingMany] = useState(false);
  const multi = useMultiMove();
  const actions = useDocumentActions({
    selection: multi.selection,
    onMoved: () => setMoving(null),
    onMovedMany: () => {
      setMovingMany(false);
      multi.finish();
    },
  });
  const shown = useMemo(() => inFolder(documents.data, folder), [documents.data, folder]);
  const openMultiMove = () => {
    if (multi.selection.size === 0) toast.error(t("adminDocuments.selectAtLeastOne"));
    else setMovingMany(true);
  };
  const dialogs = { viewing, setViewing, moving, setMoving, movingMany, setMovingMany };
  return { documents, categories, folder, setFolder, shown, multi, openMultiMove, actions, dialogs };
}

/** requirements §2 Browse Documents: documents by folder; view, move, multi-move and delete. */
export function DocumentsBrowser({ onManageFolders }: { onManageFolders: () => void }) {
  const t = useT();
  const { documents, categories, folder, setFolder, shown, multi, openMultiMove, actions, dialogs } =
    useDocumentsBrowser();
  const toolbar = { folder, onFolder: setFolder, multi, onMoveSelected: openMultiMove, onManageFolders };

  return (
    <QueryState query={documents} error={(error) => t("adminDocuments.loadError", { message: error.message })}>
      {() => (
        <QueryState query={categories} error={(error) => t("adminFolders.loadError", { message: error.message })}>
          {(folders) => (
            <div className="space-y-4">
              <BrowserToolbar folders={folders} {...toolbar} />

              {shown.length === 0 ? (
                <p className="text-muted-foreground">{t("adminDocuments.empty")}</p>
              ) : (
                <DocumentsTable
                  documents={shown}
                  selection={multi.on ? { ids: multi.selection, toggle: multi.toggle } : null}
                  onView={dialogs.setViewing}
                  onMove={dialogs.setMoving}
                  deleting={actions.remove.isPending}
                  onDelete={(document) => actions.remove.mutate(document)}
                />
              )}

              <ViewDialog document={dialogs.viewing} onOpenChange={(open) => !open && dialogs.setViewing(null)} />
              <MoveDialogs folders={folders} dialogs={dialogs} actions={actions} selected={multi.selection.size} />
            </div>
          )}
        </QueryState>
      )}
    </QueryState>
  );
}

function BrowserToolbar({
  folders,
  folder,
  onFolder,
  multi,
  onMoveSelected,
  onManageFolders,
}: {
  folders: Category[];
  folder: string;
  onFolder: (folder: string) => void;
  multi: ReturnType<typeof useMultiMove>;
  onMoveSelected: () => void;
  onManageFolders: () => void;
}) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <FormField id="browse-folder" label={t("adminDocuments.filterFolder")} className="min-w-56">
        <OptionSelect
          value={folder}
          onChange={onFolder}
          options={[
            { value: ALL, label: t("adminDocuments.allFolders") },
            ...toOptions(folders),
            { value: UNFILED, label: t("adminDocuments.unfiled") },
          ]}
        />
      </FormField>
      <Button variant={multi.on ? "secondary" : "outline"} aria-pressed={multi.on} onClick={multi.toggleMode}>
        <FolderInput aria-hidden />
        {multi.on ? t("adminDocuments.multiMoveOn") : t("adminDocuments.multiMove")}
      </Button>
      {multi.on && (
        <Button onClick={onMoveSelected}>{t("adminDocuments.moveSelected", { count: multi.selection.size })}</Button>
      )}
      <ManageFoldersButton onClick={onManageFolders} />
    </div>
  );
}

function MoveDialogs({
  folders,
  dialogs,
  actions,
  selected,
}: {
  folders: Category[];
  dialogs: ReturnType<typeof useDocumentsBrowser>["dialogs"];
  actions: ReturnType<typeof useDocumentActions>;
  selected: number;
}) {
  const t = useT();
  const { moving, setMoving, movingMany, setMovingMany } = dialogs;
  return (
    <>
      {moving && (
        <MoveDialog
          key={moving.id}
          open
          onOpenChange={(open) => !open && setMoving(null)}
          title={t("adminDocuments.moveTitle")}
          description={t("adminDocuments.moveDescription", {
            title: moving.title,
            folder: moving.categoryName ?? t("adminDocuments.unfiled"),
          })}
          categories={folders}
          currentCategoryId={moving.categoryId}
          pending={actions.moveOne.isPending}
          onMove={(categoryId) => actions.moveOne.mutate({ document: moving, categoryId })}
        />
      )}
      {movingMany && (
        <MoveDialog
          open
          onOpenChange={setMovingMany}
          title={t("adminDocuments.multiMoveTitle", { count: selected })}
          description={t("adminDocuments.multiMoveDescription")}
          categories={folders}
          pending={actions.moveMany.isPending}
          onMove={(categoryId) => actions.moveMany.mutate(categoryId)}
        />
      )}
    </>
  );
}
