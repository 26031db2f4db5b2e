"use client";

import { useState } from "react";
import { FolderCog, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { EditButton } from "@/components/admin/edit-button";
import { ConfirmDialog } from "@/components/admin/confirm-dialog";
import { useCategories } from "@/components/admin/queries";
import { QueryState } from "@/components/admin/query-state";
import { RowButton } from "@/components/admin/row-button";
import { useCrudMutations } from "@/components/admin/use-crud-mutations";
import { AdminDialog } from "@/components/admin/admin-dialog";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { categoriesApi, categoriesResource, type Category } from "@/lib/api/admin/categories";
import { ApiClientError } from "@/lib/api/client";
import type { CategoryInput } from "@/lib/validation/categories";
import { FolderForm } from "../categories/folder-form";

/** Unlike on Folders Management, a folder that still holds documents is refused (requirements §5). */
const strictCategories = {
  ...categoriesResource,
  remove: (id: number) => categoriesApi.remove(id, { onlyIfEmpty: true }),
};

/** The document screen's folder management (requirements §2, §4 folder form mode, §8 folder messages). */
function useFolderEditing() {
  const t = useT();
  const [editing, setEditing] = useState<Category | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);

  const { save, remove } = useCrudMutations<Category, CategoryInput>(strictCategories, {
    save: {
      success: ({ editing }) => (editing ? t("adminFolders.updatedDoc") : t("adminFolders.createdDoc")),
      error: (error, { editing }) => {
        const message = error.message || t("adminFolders.unknownError");
        return editing
          ? t("adminFolders.updateFailedDoc", { message })
          : t("adminFolders.createFailedDoc", { message });
      },
      onSuccess: () => setEditing(null),
    },
    remove: {
      success: t("adminFolders.deletedDoc"),
      // 409: the folder gained documents meanwhile; the server's text is requirements §5's message.
      error: (error) =>
        error instanceof ApiClientError && error.status === 409 ? error.message : t("adminFolders.deleteFailedDoc"),
      onSuccess: (category) => {
        if (editing?.id === category.id) setEditing(null);
      },
    },
  });

  const askDelete = (category: Category) => {
    if (category.documentsCount > 0) {
      toast.error(t("adminFolders.notEmpty"));
      return;
    }
    setDeleting(category);
  };
  return { editing, setEditing, deleting, setDeleting, save, remove, askDelete };
}

/** Opens the folders dialog; the upload form and the browser both offer it beside their folder choice. */
export function ManageFoldersButton({ onClick }: { onClick: () => void }) {
  const t = useT();
  return (
    <Button type="button" variant="outline" onClick={onClick}>
      <FolderCog aria-hidden />
      {t("adminDocuments.manageFolders")}
    </Button>
  );
}

export function FoldersDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const categories = useCategories();
  const { editing, setEditing, deleting, setDeleting, save, remove, askDelete } = useFolderEditing();

  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setEditing(null);
        onOpenChange(next);
      }}
      className="sm:max-w-xl"
      title={t("adminFolders.dialogTitle")}
      description={t("adminFolders.dialogDescription")}
    >
      <section
        aria-label={editing ? t("adminFolders.editFolder") : t("adminFolders.newFolder")}
        className="rounded-md border p-4"
      >
        <h3 className="mb-3 font-medium">{editing ? t("adminFolders.editFolder") : t("adminFolders.newFolder")}</h3>
        <FolderForm
          key={editing?.id ?? "new"}
          idPrefix="doc-folder"
          initial={editing ? { name: editing.name, slug: editing.slug, isReference: editing.isReference } : undefined}
          onSubmit={async (values) => void (await save.mutateAsync({ editing, values }))}
          onCancel={editing ? () => setEditing(null) : undefined}
        />
      </section>

      <QueryState
        query={categories}
        error={(error) => t("adminFolders.loadError", { message: error.message })}
        empty={t("adminFolders.empty")}
      >
        {(rows) => (
          <ul className="divide-y rounded-md border">
            {rows.map((category) => (
              <FolderItem
                key={category.id}
                category={category}
                onEdit={() => setEditing(category)}
                onDelete={() => askDelete(category)}
              />
            ))}
          </ul>
        )}
      </QueryState>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => !next && setDeleting(null)}
        title={t("adminFolders.deleteTitle", { name: deleting?.name ?? "" })}
        description={t("adminFolders.deleteBodyStrict")}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </AdminDialog>
  );
}

function FolderItem({ category, onEdit, onDelete }: { category: Category; onEdit: () => void; onDelete: () => void }) {
  const t = useT();
  return (
    <li className="flex flex-wrap items-center gap-2 p-3">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{category.name}</p>
        <p className="text-sm text-muted-foreground">{t("adminFolders.count", { count: category.documentsCount })}</p>
      </div>
      <EditButton onClick={onEdit} ariaLabel={t("adminFolders.editNamed", { name: category.name })} />
      <RowButton
        icon={Trash2}
        label={t("common.delete")}
        aria-label={t("adminFolders.deleteNamed", { name: category.name })}
        onClick={onDelete}
      />
    </li>
  );
}
