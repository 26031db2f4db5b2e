"use client";

import { Plus } from "lucide-react";
import { EditButton } from "@/components/admin/edit-button";
import { DeleteButton } from "@/components/admin/delete-button";
import { FormDialog, useEditor } from "@/components/admin/form-dialog";
import { useCategories } from "@/components/admin/queries";
import { QueryState } from "@/components/admin/query-state";
import { successOrErrorToasts, useCrudMutations, type CrudToastKeys } from "@/components/admin/use-crud-mutations";
import { AdminTable, RowActions } from "@/components/admin/admin-table";
import { useT } from "@/components/i18n/i18n-provider";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TableCell, TableRow } from "@/components/ui/table";
import { categoriesResource, type Category } from "@/lib/api/admin/categories";
import { formatDate } from "@/lib/format";
import type { CategoryInput } from "@/lib/validation/categories";
import { FolderForm } from "./folder-form";

const TOASTS: CrudToastKeys = {
  created: "adminFolders.createdToast",
  updated: "adminFolders.updatedToast",
  deleted: "adminFolders.deletedToast",
  createError: "adminFolders.createError",
  updateError: "adminFolders.updateError",
  deleteError: "adminFolders.deleteError",
};

/** requirements §2 Folders Management: table, New Folder and Edit Folder dialogs, delete confirmation. */
export function FoldersTable() {
  const t = useT();
  const categories = useCategories();
  const editor = useEditor<Category>();

  // requirements §8 "Folders and settings screens": Success/Error with the server's message or the default.
  const { save, remove } = useCrudMutations<Category, CategoryInput>(
    categoriesResource,
    successOrErrorToasts(t, TOASTS, editor.close),
  );

  return (
    <div className="space-y-4">
      <Button onClick={editor.create}>
        <Plus aria-hidden />
        {t("adminFolders.newFolder")}
      </Button>

      <QueryState
        query={categories}
        error={(error) => t("adminFolders.loadError", { message: error.message })}
        empty={t("adminFolders.empty")}
      >
        {(rows) => (
          <AdminTable
            columns={[
              t("adminFolders.name"),
              t("adminFolders.slug"),
              t("adminFolders.documents"),
              t("adminFolders.created"),
              { label: t("common.actions"), className: "text-right" },
            ]}
          >
            {rows.map((category) => (
              <FolderRow
                key={category.id}
                category={category}
                onEdit={() => editor.edit(category)}
                deleting={remove.isPending}
                onDelete={() => remove.mutate(category)}
              />
            ))}
          </AdminTable>
        )}
      </QueryState>

      <FormDialog
        editor={editor}
        createTitle={t("adminFolders.newFolder")}
        editTitle={t("adminFolders.editFolder")}
        description={t("adminFolders.slugHint")}
      >
        {(editing, key) => (
          <FolderForm
            key={key}
            idPrefix="folder"
            initial={editing ? { name: editing.name, slug: editing.slug, isReference: editing.isReference } : undefined}
            onSubmit={async (values) => void (await save.mutateAsync({ editing, values }))}
            onCancel={editor.close}
          />
        )}
      </FormDialog>
    </div>
  );
}

function FolderRow({
  category,
  onEdit,
  deleting,
  onDelete,
}: {
  category: Category;
  onEdit: () => void;
  deleting: boolean;
  onDelete: () => void;
}) {
  const t = useT();
  return (
    <TableRow>
      <TableCell className="font-medium">
        {category.name}
        {category.isReference && (
          <Badge variant="secondary" className="ml-2">
            {t("adminFolders.referenceBadge")}
          </Badge>
        )}
      </TableCell>
      <TableCell className="font-mono text-sm">{category.slug}</TableCell>
      <TableCell>{category.documentsCount}</TableCell>
      <TableCell>{formatDate(category.createdAt)}</TableCell>
      <RowActions>
        <EditButton onClick={onEdit} ariaLabel={t("adminFolders.editNamed", { name: category.name })} />
        <DeleteButton
          label={t("common.delete")}
          ariaLabel={t("adminFolders.deleteNamed", { name: category.name })}
          icon
          pending={deleting}
          title={t("adminFolders.deleteTitle", { name: category.name })}
          description={t("adminFolders.deleteBody", { count: category.documentsCount })}
          onConfirm={onDelete}
        />
      </RowActions>
    </TableRow>
  );
}
