"use client";

import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { AdminDialog } from "@/components/admin/admin-dialog";
import { useT } from "@/components/i18n/i18n-provider";
import { QueryState } from "@/components/admin/query-state";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { documentKeys, documentsApi, type DocumentRow } from "@/lib/api/admin/documents";
import { formatBytes, formatDate } from "@/lib/format";

const IMAGE = ["jpg", "jpeg", "jfif", "png"];
const AUDIO = ["mp3", "wav"];
const VIDEO = ["mp4", "m4v"];

/** requirements §2 "view a document": PDF inline, image, audio and video players, or the extracted text. */
export function ViewDialog({
  document,
  onOpenChange,
}: {
  document: DocumentRow | null;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  return (
    <AdminDialog
      open={document !== null}
      onOpenChange={onOpenChange}
      className="sm:max-w-4xl"
      title={document?.title}
      description={document && <DocumentDetails document={document} />}
    >
      {document && (
        <>
          <Viewer document={document} />
          <Button asChild variant="outline" className="justify-self-start">
            <a href={`/api/documents/${document.id}/download?download`} download={document.originalName}>
              <Download aria-hidden />
              {t("adminDocuments.download")}
            </a>
          </Button>
        </>
      )}
    </AdminDialog>
  );
}

function DocumentDetails({ document }: { document: DocumentRow }) {
  const t = useT();
  return (
    <>
      {t("adminDocuments.details", {
        type: document.documentType.toUpperCase(),
        size: formatBytes(document.size),
        folder: document.categoryName ?? t("adminDocuments.unfiled"),
        date: formatDate(document.createdAt),
      })}
      {document.uploadedBy && ` · ${t("adminDocuments.uploadedBy", { name: document.uploadedBy })}`}
    </>
  );
}

function Viewer({ document }: { document: DocumentRow }) {
  const t = useT();
  const src = `/api/documents/${document.id}/download`;
  const type = document.documentType;
  if (type === "pdf") return <iframe src={src} title={document.title} className="h-[70vh] w-full rounded-md border" />;
  if (IMAGE.includes(type))
    // eslint-disable-next-line @next/next/no-img-element -- a stored upload of any size; next/image adds nothing here
    return <img src={src} alt={document.title} className="max-h-[70vh] w-full rounded-md object-contain" />;
  if (AUDIO.includes(type)) return <audio controls src={src} className="w-full" aria-label={document.title} />;
  if (VIDEO.includes(type))
    return <video controls src={src} className="max-h-[70vh] w-full rounded-md bg-black" aria-label={document.title} />;
  return <ExtractedText id={document.id} note={document.extractionNote} emptyText={t("adminDocuments.noText")} />;
}

function ExtractedText({ id, note, emptyText }: { id: number; note: string | null; emptyText: string }) {
  const t = useT();
  const detail = useQuery({ queryKey: documentKeys.detail(id), queryFn: () => documentsApi.get(id) });
  return (
    <QueryState
      query={detail}
      loading={<Spinner label={t("adminDocuments.viewLoading")} />}
      error={(error) => t("adminDocuments.viewError", { message: error.message })}
      empty={note ?? emptyText}
      isEmpty={(document) => !document.content}
    >
      {(document) => (
        <section
          aria-label={t("adminDocuments.extractedText")}
          tabIndex={0}
          className="max-h-[60vh] overflow-y-auto rounded-md border bg-muted/40 p-4 text-sm whitespace-pre-wrap"
        >
          {document.content}
        </section>
      )}
    </QueryState>
  );
}
