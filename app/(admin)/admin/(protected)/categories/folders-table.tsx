"use client";

import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/admin/confirm-dialog";
import { QUERY_KEYS, useCategories, type Category } from "@/components/admin/queries";
import { QueryError } from "@/components/admin/query-error";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { apiFetch } from "@/lib/api/client";
import { formatDate } from "@/lib/format";
import type { CategoryInput } from "@/lib/validation/categories";
import { FolderForm } from "./folder-form";

/** spec §2 Folders Management: table, New Folder and Edit Folder dialogs, delete confirmation. */
export function FoldersTable() {
  const t = useT();
  const queryClient = useQueryClient();
  const categories = useCategories();
  const [dialog, setDialog] = useState<{ mode: "create" } | { mode: "edit"; category: Category } | null>(null);
  const refresh = () => Promise.all([QUERY_KEYS.categories, QUERY_KEYS.documents].map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  const save = async (values: CategoryInput) => {
    const editing = dialog?.mode === "edit" ? dialog.category : null;
    try {
      if (editing) await apiFetch(`/api/categories/${editing.id}`, { method: "PATCH", json: values });
      else await apiFetch("/api/categories", { method: "POST", json: values });
    } catch (error) {
      const fallback = editing ? t("adminFolders.updateError") : t("adminFolders.createError");
      toast.error(t("common.error"), { description: error instanceof Error ? error.message : fallback });
      throw error;
    }
    toast.success(t("common.success"), { description: editing ? t("adminFolders.updatedToast") : t("adminFolders.createdToast") });
    setDialog(null);
    await refresh();
  };

  const remove = useMutation({
    mutationFn: (category: Category) => apiFetch(`/api/categories/${category.id}`, { method: "DELETE" }),
    onSuccess: () => {
      toast.success(t("common.success"), { description: t("adminFolders.deletedToast") });
      void refresh();
    },
    onError: (error) => toast.error(t("common.error"), { description: error.message || t("adminFolders.deleteError") }),
  });

  return (
    <div className="space-y-4">
      <Button onClick={() => setDialog({ mode: "create" })}>
        <Plus aria-hidden />
        {t("adminFolders.newFolder")}
      </Button>

      {categories.isPending ? (
        <Spinner />
      ) : categories.isError ? (
        <QueryError message={t("adminFolders.loadError", { message: categories.error.message })} onRetry={() => categories.refetch()} />
      ) : categories.data.length === 0 ? (
        <p className="text-muted-foreground">{t("adminFolders.empty")}</p>
      ) : (
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
              {categories.data.map((category) => (
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
                      <ConfirmDialog
                        trigger={
                          <Button size="sm" variant="outline" aria-label={t("adminFolders.deleteNamed", { name: category.name })} disabled={remove.isPending}>
                            <Trash2 aria-hidden />
                            {t("adminFolders.delete")}
                          </Button>
                        }
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
              onSubmit={save}
              onCancel={() => setDialog(null)}
            />
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}
