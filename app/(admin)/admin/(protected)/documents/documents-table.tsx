"use client";

import { Eye, FolderInput } from "lucide-react";
import { AdminTable, RowActions } from "@/components/admin/admin-table";
import { DeleteButton } from "@/components/admin/delete-button";
import { RowButton } from "@/components/admin/row-button";
import { useT } from "@/components/i18n/i18n-provider";
import { Badge } from "@/components/ui/badge";
import { Checkbox } from "@/components/ui/checkbox";
import { TableCell, TableRow } from "@/components/ui/table";
import type { DocumentRow } from "@/lib/api/admin/documents";
import { formatDate } from "@/lib/format";
import { documentIndexStatus } from "@/lib/knowledge/document-status";

type RowActionProps = {
  onView: (document: DocumentRow) => void;
  onMove: (document: DocumentRow) => void;
  deleting: boolean;
  onDelete: (document: DocumentRow) => void;
};

type Props = RowActionProps & {
  documents: DocumentRow[];
  selection: { ids: Set<number>; toggle: (id: number) => void } | null;
};

export function DocumentsTable({ documents, selection, ...actions }: Props) {
  const t = useT();
  return (
    <AdminTable
      columns={[
        ...(selection ? [{ label: null, className: "w-10" }] : []),
        t("adminDocuments.colTitle"),
        t("adminDocuments.colType"),
        { label: t("adminDocuments.colPreview"), className: "hidden lg:table-cell" },
        t("adminDocuments.colFolder"),
        t("adminDocuments.colChatbot"),
        t("adminDocuments.colDate"),
        { label: t("common.actions"), className: "text-right" },
      ]}
    >
      {documents.map((document) => (
        <TableRow key={document.id} data-state={selection?.ids.has(document.id) ? "selected" : undefined}>
          {selection && (
            <TableCell>
              <Checkbox
                checked={selection.ids.has(document.id)}
                onCheckedChange={() => selection.toggle(document.id)}
                aria-label={t("adminDocuments.select", { title: document.title })}
              />
            </TableCell>
          )}
          <DocumentCells document={document} {...actions} />
        </TableRow>
      ))}
    </AdminTable>
  );
}

function DocumentCells({ document, onView, onMove, deleting, onDelete }: { document: DocumentRow } & RowActionProps) {
  const t = useT();
  return (
    <>
      <TableCell className="font-medium">{document.title}</TableCell>
      <TableCell>
        <Badge variant="secondary">{document.documentType.toUpperCase()}</Badge>
      </TableCell>
      <TableCell className="hidden max-w-sm truncate text-sm text-muted-foreground lg:table-cell">
        {document.preview || document.extractionNote || t("adminDocuments.noPreview")}
      </TableCell>
      <TableCell>{document.categoryName ?? t("adminDocuments.unfiled")}</TableCell>
      <TableCell>
        <IndexStatusBadge document={document} />
      </TableCell>
      <TableCell className="whitespace-nowrap">{formatDate(document.createdAt)}</TableCell>
      <RowActions>
        {[
          { icon: Eye, label: t("adminDocuments.view"), onClick: () => onView(document) },
          { icon: FolderInput, label: t("adminDocuments.move"), onClick: () => onMove(document) },
        ].map(({ icon, label, onClick }) => (
          <RowButton
            key={label}
            icon={icon}
            label={label}
            compact
            onClick={onClick}
            aria-label={`${label} ${document.title}`}
          />
        ))}
        <DeleteButton
          label={t("common.delete")}
          ariaLabel={`${t("common.delete")} ${document.title}`}
          icon
          compact
          pending={deleting}
          title={t("adminDocuments.deleteTitle", { title: document.title })}
          description={t("adminDocuments.deleteBody")}
          onConfirm={() => onDelete(document)}
        />
      </RowActions>
    </>
  );
}

function IndexStatusBadge({ document }: { document: DocumentRow }) {
  const t = useT();
  const status = documentIndexStatus(document);
  if (status.state === "indexed")
    return (
      <Badge variant="success">
        {status.passages === 1
          ? t("adminDocuments.statusIndexedOne")
          : t("adminDocuments.statusIndexed", { count: status.passages })}
      </Badge>
    );
  if (status.state === "queued") return <Badge variant="secondary">{t("adminDocuments.statusQueued")}</Badge>;
  if (status.state === "indexing") return <Badge variant="secondary">{t("adminDocuments.statusIndexing")}</Badge>;
  return (
    <span className="grid gap-1">
      <Badge variant="destructive">{t("adminDocuments.statusFailed")}</Badge>
      {status.reason && <span className="text-xs text-muted-foreground">{status.reason}</span>}
    </span>
  );
}
