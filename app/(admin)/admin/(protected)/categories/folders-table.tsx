"use client";

import { useState } from "react";
import { Pencil, Plus } from "lucide-react";
import { DeleteButton } from "@/components/admin/delete-button";
import { useCategories } from "@/components/admin/queries";
import { QueryState } from "@/components/admin/query-state";
import { useCrudMutations } from "@/components/admin/use-crud-mutations";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { categoriesResource, type Category } from "@/lib/api/admin/categories";
import { formatDate } from "@/lib/format";
import type { CategoryInput } from "@/lib/validation/categories";
import { FolderForm } from "./folder-form";

/** spec §2 Folders Management: table, New Folder and Edit Folder dialogs, delete confirmation. */
export function FoldersTable() {
  const t = useT();
  const categories = useCategories();
  const [dialog, setDialog] = useState<{ mode: "create" } | { mode: "edit"; category: Category } | null>(null);

  // spec §8 "Folders and settings screens": Success/Error with the server's message or the default.
  const { save, remove } = useCrudMutations<Category, CategoryInput>(categoriesResource, {
    save: {
      success: ({ editing }) => ({ title: t("common.success"), description: editing ? t("adminFolders.updatedToast") : t("adminFolders.createdToast") }),
      error: (error, { editing }) => ({ title: t("common.error"), description: error.message || (editing ? t("adminFolders.updateError") : t("adminFolders.createError")) }),
      onSuccess: () => setDialog(null),
    },
    remove: {
      success: { title: t("common.success"), description: t("adminFolders.deletedToast") },
      error: (error) => ({ title: t("common.error"), description: error.message || t("adminFolders.deleteError") }),
    },
  });

  return (
    <div className="space-y-4">
      <Button onClick={() => setDialog({ mode: "create" })}>
        <Plus aria-hidden />
        {t("adminFolders.newFolder")}
      </Button>

      <QueryState query={categories} error={(error) => t("adminFolders.loadError", { message: error.message })} empty={t("adminFolders.empty")}>
        {(rows) => (
          <div className="rounded-lg border bg-card">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t("adminFolders.name")}</TableHead>
                  <TableHead>{t("adminFolders.slug")}</TableHead>
                  <TableHead>{t("adminFolders.documents")}</TableHead>
                  <TableHead>{t("adminFolders.created")}</TableHead>
                  <TableHead className="text-right">{t("adminFolders.actions")}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((category) => (
                  <TableRow key={category.id}>
                    <TableCell className="font-medium">{category.name}</TableCell>
                    <TableCell className="font-mono text-sm">{category.slug}</TableCell>
                    <TableCell>{category.documentsCount}</TableCell>
                    <TableCell>{formatDate(category.createdAt)}</TableCell>
                    <TableCell>
                      <div className="flex justify-end gap-2">
                        <Button size="sm" variant="outline" aria-label={t("adminFolders.editNamed", { name: category.name })} onClick={() => setDialog({ mode: "edit", category })}>
                          <Pencil aria-hidden />
                          {t("adminFolders.edit")}
                        </Button>
                        <DeleteButton
                          label={t("adminFolders.delete")}
                          ariaLabel={t("adminFolders.deleteNamed", { name: category.name })}
                          icon
                          pending={remove.isPending}
                          title={t("adminFolders.deleteTitle", { name: category.name })}
                          description={t("adminFolders.deleteBody", { count: category.documentsCount })}
                          onConfirm={() => remove.mutate(category)}
                        />
                      </div>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </QueryState>

      <Dialog open={dialog !== null} onOpenChange={(open) => !open && setDialog(null)}>
        <DialogContent closeLabel={t("common.close")}>
          <DialogHeader>
            <DialogTitle>{dialog?.mode === "edit" ? t("adminFolders.editFolder") : t("adminFolders.newFolder")}</DialogTitle>
            <DialogDescription>{t("adminFolders.slugHint")}</DialogDescription>
          </DialogHeader>
          {dialog && (
            <FolderForm
              key={dialog.mode === "edit" ? dialog.category.id : "new"}
              idPrefix="folder"
              initial={dialog.mode === "edit" ? { name: dialog.category.name, slug: dialog.category.slug } : undefined}
              onSubmit={async (values) => void (await save.mutateAsync({ editing: dialog.mode === "edit" ? dialog.category : null, values }))}
              onCancel={() => setDialog(null)}
            />
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}
