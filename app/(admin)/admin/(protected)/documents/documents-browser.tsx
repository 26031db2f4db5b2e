"use client";

import { useMemo, useState } from "react";
import { Eye, FolderCog, FolderInput } from "lucide-react";
import { toast } from "sonner";
import { AdminTable, RowActions } from "@/components/admin/admin-table";
import { DeleteButton } from "@/components/admin/delete-button";
import { useCategories, useDocuments } from "@/components/admin/queries";
import { QueryState } from "@/components/admin/query-state";
import { useAdminMutation } from "@/components/admin/use-admin-mutation";
import { useT } from "@/components/i18n/i18n-provider";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { TableCell, TableRow } from "@/components/ui/table";
import { categoryKeys } from "@/lib/api/admin/categories";
import { countKeys } from "@/lib/api/admin/dashboard";
import { documentKeys, documentsApi, type DocumentRow } from "@/lib/api/admin/documents";
import { ApiClientError } from "@/lib/api/client";
import { formatDate } from "@/lib/format";
import { MoveDialog } from "./move-dialog";
import { ViewDialog } from "./view-dialog";

const ALL = "all";
const UNFILED = "none";

/** requirements §2 Browse Documents: documents by folder; view, move, multi-move and delete. */
export function DocumentsBrowser({ onManageFolders }: { onManageFolders: () => void }) {
  const t = useT();
  const documents = useDocuments();
  const categories = useCategories();
  const [folder, setFolder] = useState(ALL);
  const [multiMove, setMultiMove] = useState(false);
  const [selection, setSelection] = useState<Set<number>>(new Set());
  const [viewing, setViewing] = useState<DocumentRow | null>(null);
  const [moving, setMoving] = useState<DocumentRow | null>(null);
  const [movingMany, setMovingMany] = useState(false);

  const invalidate = [documentKeys.all, categoryKeys.all, countKeys.all];

  const shown = useMemo(() => {
    const all = documents.data ?? [];
    if (folder === ALL) return all;
    if (folder === UNFILED) return all.filter((doc) => doc.categoryId === null);
    return all.filter((doc) => String(doc.categoryId) === folder);
  }, [documents.data, folder]);

  const toggleMultiMove = () => {
    // requirements §4: turning multi-move off clears the selection.
    if (multiMove) setSelection(new Set());
    setMultiMove(!multiMove);
  };

  const toggle = (id: number) =>
    setSelection((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  // requirements §8: "Failed to …" when the server refuses, "Error …" when the request itself fails.
  const moveOne = useAdminMutation({
    mutationFn: ({ document, categoryId }: { document: DocumentRow; categoryId: number }) =>
      documentsApi.move(document.id, categoryId),
    invalidate,
    success: t("adminDocuments.moved"),
    error: (error) => ({
      title: error instanceof ApiClientError ? t("adminDocuments.moveFailed") : t("adminDocuments.moveError"),
      description: error.message,
    }),
    onSuccess: () => setMoving(null),
  });

  const moveMany = useAdminMutation({
    mutationFn: async (categoryId: number) => {
      const ids = [...selection];
      const results = await Promise.allSettled(ids.map((id) => documentsApi.move(id, categoryId)));
      return {
        moved: results.filter((r) => r.status === "fulfilled").length,
        failed: results.filter((r) => r.status === "rejected").length,
      };
    },
    invalidate,
    error: t("adminDocuments.multiError"),
    onSuccess: ({ moved, failed }) => {
      // A partial failure is still a finished operation, reported as an error (requirements §8).
      if (failed === 0) toast.success(t("adminDocuments.multiMoved", { count: moved }));
      else toast.error(t("adminDocuments.multiPartial", { moved, failed }));
      setMovingMany(false);
      setSelection(new Set());
      setMultiMove(false);
    },
  });

  const remove = useAdminMutation({
    mutationFn: (document: DocumentRow) => documentsApi.remove(document.id),
    invalidate,
    success: t("adminDocuments.deleted"),
    error: (error) => ({
      title: error instanceof ApiClientError ? t("adminDocuments.deleteFailed") : t("adminDocuments.deleteError"),
      description: error.message,
    }),
  });

  const openMultiMove = () => {
    if (selection.size === 0) toast.error(t("adminDocuments.selectAtLeastOne"));
    else setMovingMany(true);
  };

  return (
    <QueryState query={documents} error={(error) => t("adminDocuments.loadError", { message: error.message })}>
      {() => (
        <QueryState query={categories} error={(error) => t("adminFolders.loadError", { message: error.message })}>
          {(folders) => (
            <div className="space-y-4">
              <div className="flex flex-wrap items-end gap-3">
                <FormField id="browse-folder" label={t("adminDocuments.filterFolder")} className="min-w-56">
                  <Select value={folder} onValueChange={setFolder}>
                    <SelectTrigger id="browse-folder" className="w-full">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      <SelectItem value={ALL}>{t("adminDocuments.allFolders")}</SelectItem>
                      {folders.map((category) => (
                        <SelectItem key={category.id} value={String(category.id)}>
                          {category.name}
                        </SelectItem>
                      ))}
                      <SelectItem value={UNFILED}>{t("adminDocuments.unfiled")}</SelectItem>
                    </SelectContent>
                  </Select>
                </FormField>
                <Button
                  variant={multiMove ? "secondary" : "outline"}
                  aria-pressed={multiMove}
                  onClick={toggleMultiMove}
                >
                  <FolderInput aria-hidden />
                  {multiMove ? t("adminDocuments.multiMoveOn") : t("adminDocuments.multiMove")}
                </Button>
                {multiMove && (
                  <Button onClick={openMultiMove}>{t("adminDocuments.moveSelected", { count: selection.size })}</Button>
                )}
                <Button variant="outline" onClick={onManageFolders}>
                  <FolderCog aria-hidden />
                  {t("adminDocuments.manageFolders")}
                </Button>
              </div>

              {shown.length === 0 ? (
                <p className="text-muted-foreground">{t("adminDocuments.empty")}</p>
              ) : (
                <AdminTable
                  columns={[
                    ...(multiMove ? [{ label: null, className: "w-10" }] : []),
                    t("adminDocuments.colTitle"),
                    t("adminDocuments.colType"),
                    { label: t("adminDocuments.colPreview"), className: "hidden lg:table-cell" },
                    t("adminDocuments.colFolder"),
                    t("adminDocuments.colDate"),
                    { label: t("adminDocuments.colActions"), className: "text-right" },
                  ]}
                >
                  {shown.map((document) => (
                    <TableRow key={document.id} data-state={selection.has(document.id) ? "selected" : undefined}>
                      {multiMove && (
                        <TableCell>
                          <Checkbox
                            checked={selection.has(document.id)}
                            onCheckedChange={() => toggle(document.id)}
                            aria-label={t("adminDocuments.select", { title: document.title })}
                          />
                        </TableCell>
                      )}
                      <TableCell className="font-medium">{document.title}</TableCell>
                      <TableCell>
                        <Badge variant="secondary">{document.documentType.toUpperCase()}</Badge>
                      </TableCell>
                      <TableCell className="hidden max-w-sm truncate text-sm text-muted-foreground lg:table-cell">
                        {document.preview || document.extractionNote || t("adminDocuments.noPreview")}
                      </TableCell>
                      <TableCell>{document.categoryName ?? t("adminDocuments.unfiled")}</TableCell>
                      <TableCell className="whitespace-nowrap">{formatDate(document.createdAt)}</TableCell>
                      <RowActions>
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => setViewing(document)}
                          aria-label={`${t("adminDocuments.view")} ${document.title}`}
                        >
                          <Eye aria-hidden />
                          <span className="hidden sm:inline">{t("adminDocuments.view")}</span>
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => setMoving(document)}
                          aria-label={`${t("adminDocuments.move")} ${document.title}`}
                        >
                          <FolderInput aria-hidden />
                          <span className="hidden sm:inline">{t("adminDocuments.move")}</span>
                        </Button>
                        <DeleteButton
                          label={t("adminDocuments.delete")}
                          ariaLabel={`${t("adminDocuments.delete")} ${document.title}`}
                          icon
                          compact
                          pending={remove.isPending}
                          title={t("adminDocuments.deleteTitle", { title: document.title })}
                          description={t("adminDocuments.deleteBody")}
                          onConfirm={() => remove.mutate(document)}
                        />
                      </RowActions>
                    </TableRow>
                  ))}
                </AdminTable>
              )}

              <ViewDialog document={viewing} onOpenChange={(open) => !open && setViewing(null)} />
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
                  pending={moveOne.isPending}
                  onMove={(categoryId) => moveOne.mutate({ document: moving, categoryId })}
                />
              )}
              {movingMany && (
                <MoveDialog
                  open
                  onOpenChange={setMovingMany}
                  title={t("adminDocuments.multiMoveTitle", { count: selection.size })}
                  description={t("adminDocuments.multiMoveDescription")}
                  categories={folders}
                  pending={moveMany.isPending}
                  onMove={(categoryId) => moveMany.mutate(categoryId)}
                />
              )}
            </div>
          )}
        </QueryState>
      )}
    </QueryState>
  );
}
