"use client";

import Link from "next/link";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BookOpen, Pencil, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/admin/confirm-dialog";
import { useT } from "@/components/i18n/i18n-provider";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { apiFetch } from "@/lib/api/client";
import { formatDate } from "@/lib/format";
import { bookletKeys, type BookletRow } from "./booklet-types";

export function BookletsTable() {
  const t = useT();
  const queryClient = useQueryClient();
  const booklets = useQuery({ queryKey: bookletKeys.all, queryFn: () => apiFetch<BookletRow[]>("/api/booklets") });

  const remove = useMutation({
    mutationFn: (booklet: BookletRow) => apiFetch(`/api/booklets/${booklet.id}`, { method: "DELETE" }),
    onSuccess: () => {
      toast.success(t("common.success"), { description: t("booklets.admin.deleted") });
      void queryClient.invalidateQueries({ queryKey: bookletKeys.all });
    },
    onError: () => toast.error(t("common.error"), { description: t("booklets.admin.deleteFailed") }),
  });

  if (booklets.isPending) return <Spinner size="lg" label={t("common.loading")} className="w-full py-10" />;
  if (booklets.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>{t("common.error")}</AlertTitle>
        <AlertDescription className="flex flex-wrap items-center gap-3">
          {t("booklets.admin.fetchFailed")}
          <Button variant="outline" size="sm" onClick={() => booklets.refetch()}>
            {t("common.retry")}
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (booklets.data.length === 0) {
    return (
      <div className="rounded-lg border border-dashed bg-card px-6 py-12 text-center">
        <BookOpen className="mx-auto mb-3 size-10 text-muted-foreground" aria-hidden />
        <p className="text-lg font-semibold">{t("booklets.admin.empty")}</p>
        <p className="mt-1 text-muted-foreground">{t("booklets.admin.emptyHint")}</p>
      </div>
    );
  }

  return (
    <div className="rounded-lg border bg-card">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t("booklets.admin.columns.title")}</TableHead>
            <TableHead>{t("booklets.admin.columns.pages")}</TableHead>
            <TableHead>{t("booklets.admin.columns.createdAt")}</TableHead>
            <TableHead className="text-right">{t("booklets.admin.columns.actions")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {booklets.data.map((booklet) => (
            <TableRow key={booklet.id}>
              <TableCell className="font-medium">{booklet.title}</TableCell>
              <TableCell>{booklet.totalPages}</TableCell>
              <TableCell>{formatDate(booklet.createdAt)}</TableCell>
              <TableCell>
                <div className="flex justify-end gap-2">
                  <Button asChild size="sm" variant="outline">
                    <Link href={`/admin/booklets/${booklet.id}`} aria-label={t("booklets.admin.editLabel", { title: booklet.title })}>
                      <Pencil aria-hidden />
                      {t("booklets.admin.edit")}
                    </Link>
                  </Button>
                  <ConfirmDialog
                    trigger={
                      <Button size="sm" variant="outline" disabled={remove.isPending} aria-label={t("booklets.admin.deleteLabel", { title: booklet.title })}>
                        <Trash2 aria-hidden />
                        {t("booklets.admin.delete")}
                      </Button>
                    }
                    title={t("booklets.admin.deleteTitle", { title: booklet.title })}
                    description={t("booklets.admin.deleteBody")}
                    confirmLabel={t("booklets.admin.delete")}
                    onConfirm={() => remove.mutate(booklet)}
                  />
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
