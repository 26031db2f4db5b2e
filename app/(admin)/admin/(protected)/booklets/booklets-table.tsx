"use client";

import { useQuery } from "@tanstack/react-query";
import { BookOpen } from "lucide-react";
import { EditButton } from "@/components/admin/edit-button";
import { AdminTable, RowActions } from "@/components/admin/admin-table";
import { DeleteButton } from "@/components/admin/delete-button";
import { QueryState } from "@/components/admin/query-state";
import { useAdminMutation } from "@/components/admin/use-admin-mutation";
import { useT } from "@/components/i18n/i18n-provider";
import { Spinner } from "@/components/ui/spinner";
import { TableCell, TableRow } from "@/components/ui/table";
import { Badge } from "@/components/ui/badge";
import { bookletKeys, bookletsApi, type StaffBookletRow } from "@/lib/api/admin/booklets";
import { formatDate } from "@/lib/format";

export function BookletsTable() {
  const t = useT();
  const booklets = useQuery({ queryKey: bookletKeys.all, queryFn: bookletsApi.list });

  const remove = useAdminMutation({
    mutationFn: (booklet: StaffBookletRow) => bookletsApi.remove(booklet.id),
    invalidate: [bookletKeys.all],
    success: { title: t("common.success"), description: t("adminBooklets.deleted") },
    error: { title: t("common.error"), description: t("adminBooklets.deleteFailed") },
  });

  return (
    <QueryState
      query={booklets}
      loading={<Spinner size="lg" label={t("common.loading")} className="w-full py-10" />}
      errorTitle={t("common.error")}
      error={() => t("adminBooklets.fetchFailed")}
      empty={<BookletsEmpty />}
    >
      {(rows) => (
        <AdminTable
          columns={[
            t("adminBooklets.columns.title"),
            t("adminBooklets.columns.pages"),
            t("adminBooklets.columns.createdAt"),
            t("adminBooklets.columns.status"),
            { label: t("common.actions"), className: "text-right" },
          ]}
        >
          {rows.map((booklet) => (
            <BookletRow key={booklet.id} booklet={booklet} pending={remove.isPending} onDelete={remove.mutate} />
          ))}
        </AdminTable>
      )}
    </QueryState>
  );
}

function BookletsEmpty() {
  const t = useT();
  return (
    <div className="rounded-lg border border-dashed bg-card px-6 py-12 text-center">
      <BookOpen className="mx-auto mb-3 size-10 text-muted-foreground" aria-hidden />
      <p className="text-lg font-semibold">{t("adminBooklets.empty")}</p>
      <p className="mt-1 text-muted-foreground">{t("adminBooklets.emptyHint")}</p>
    </div>
  );
}

type RowProps = { booklet: StaffBookletRow; pending: boolean; onDelete: (booklet: StaffBookletRow) => void };

function BookletRow({ booklet, pending, onDelete }: RowProps) {
  const t = useT();
  return (
    <TableRow>
      <TableCell className="font-medium">{booklet.title}</TableCell>
      <TableCell>{booklet.totalPages}</TableCell>
      <TableCell>{formatDate(booklet.createdAt)}</TableCell>
      <TableCell>
        <div className="flex flex-wrap gap-1">
          {booklet.publishedAt ? (
            <Badge>{t("adminBooklets.statusPublished")}</Badge>
          ) : (
            <Badge variant="secondary">{t("adminBooklets.statusDraft")}</Badge>
          )}
          {booklet.hasDraft && <Badge variant="outline">{t("adminBooklets.statusChanges")}</Badge>}
        </div>
      </TableCell>
      <RowActions>
        <EditButton
          href={`/admin/booklets/${booklet.id}`}
          ariaLabel={t("adminBooklets.editLabel", { title: booklet.title })}
        />
        <DeleteButton
          icon
          label={t("common.delete")}
          ariaLabel={t("adminBooklets.deleteLabel", { title: booklet.title })}
          pending={pending}
          title={t("adminBooklets.deleteTitle", { title: booklet.title })}
          description={t("adminBooklets.deleteBody")}
          confirmLabel={t("common.delete")}
          onConfirm={() => onDelete(booklet)}
        />
      </RowActions>
    </TableRow>
  );
}
