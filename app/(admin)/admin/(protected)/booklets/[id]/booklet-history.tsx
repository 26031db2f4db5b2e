"use client";

import { useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { GitCompare, History, RotateCcw } from "lucide-react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/admin/confirm-dialog";
import { QueryState } from "@/components/admin/query-state";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { contentApi, contentKeys, type ContentVersionRow } from "@/lib/api/admin/content";
import { diffBooklets } from "@/lib/content/diff";
import { formatDateTime } from "@/lib/format";
import type { DraftSnapshot } from "./use-booklet-draft";

type Props = { bookletId: number; current: DraftSnapshot; onRestored: () => Promise<unknown> };

/** Published versions, newest first: compare one with the booklet as edited now, or restore it as the draft. */
export function BookletHistory({ bookletId, current, onRestored }: Props) {
  const t = useT();
  const versions = useQuery({
    queryKey: contentKeys.versions("booklet", bookletId),
    queryFn: () => contentApi.versions("booklet", bookletId),
  });
  const [comparing, setComparing] = useState<ContentVersionRow | null>(null);

  const restore = useMutation({
    mutationFn: (version: ContentVersionRow) => contentApi.restore("booklet", bookletId, version.id),
    onSuccess: async () => {
      toast.success(t("common.success"), { description: t("contentWorkflow.restored") });
      await onRestored();
    },
    onError: (error) => toast.error(t("common.error"), { description: error.message }),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <History className="size-5" aria-hidden />
            {t("contentWorkflow.history")}
          </h2>
        </CardTitle>
        <CardDescription>{t("contentWorkflow.historyHint")}</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={versions}
          loading={<Spinner label={t("common.loading")} />}
          errorTitle={t("common.error")}
          error={(error) => error.message}
          empty={<p className="text-sm text-muted-foreground">{t("contentWorkflow.noVersions")}</p>}
        >
          {(rows) => (
            <ol className="divide-y rounded-md border" aria-label={t("contentWorkflow.history")}>
              {rows.map((version, index) => (
                <li key={version.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">
                      {t("contentWorkflow.versionLine", {
                        n: rows.length - index,
                        name: version.publishedByName,
                        date: formatDateTime(version.publishedAt),
                      })}
                    </p>
                    {version.note && <p className="text-sm break-words text-muted-foreground">{version.note}</p>}
                  </div>
                  <div className="flex shrink-0 gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setComparing(version)}
                      aria-label={t("contentWorkflow.compareLabel", { n: rows.length - index })}
                    >
                      <GitCompare aria-hidden />
                      {t("contentWorkflow.compare")}
                    </Button>
                    <ConfirmDialog
                      trigger={
                        <Button
                          variant="outline"
                          size="sm"
                          disabled={restore.isPending}
                          aria-label={t("contentWorkflow.restoreLabel", { n: rows.length - index })}
                        >
                          <RotateCcw aria-hidden />
                          {t("contentWorkflow.restore")}
                        </Button>
                      }
                      title={t("contentWorkflow.restoreTitle", { n: rows.length - index })}
                      description={t("contentWorkflow.restoreBody")}
                      confirmLabel={t("contentWorkflow.restore")}
                      onConfirm={() => restore.mutate(version)}
                    />
                  </div>
                </li>
              ))}
            </ol>
          )}
        </QueryState>
      </CardContent>
      <Dialog open={comparing !== null} onOpenChange={(open) => !open && setComparing(null)}>
        <DialogContent closeLabel={t("common.close")} className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl">
          <DialogHeader>
            <DialogTitle>{t("contentWorkflow.compareTitle")}</DialogTitle>
            <DialogDescription>{t("contentWorkflow.compareHint")}</DialogDescription>
          </DialogHeader>
          {comparing && <VersionComparison bookletId={bookletId} version={comparing} current={current} />}
        </DialogContent>
      </Dialog>
    </Card>
  );
}

function VersionComparison({
  bookletId,
  version,
  current,
}: {
  bookletId: number;
  version: ContentVersionRow;
  current: DraftSnapshot;
}) {
  const t = useT();
  const detail = useQuery({
    queryKey: contentKeys.version("booklet", bookletId, version.id),
    queryFn: () => contentApi.version("booklet", bookletId, version.id),
  });
  if (detail.isPending) return <Spinner label={t("common.loading")} />;
  if (detail.isError) return <p className="text-destructive">{detail.error.message}</p>;
  const sections = diffBooklets(detail.data.snapshot as DraftSnapshot, current);
  const changed = sections.filter((section) => section.changed);
  if (changed.length === 0) return <p>{t("contentWorkflow.noDifferences")}</p>;
  return (
    <div className="space-y-4" data-testid="version-diff">
      {changed.map((section) => (
        <section key={section.label} className="space-y-1">
          <h3 className="font-semibold">{section.label}</h3>
          <p className="rounded-md border bg-background p-3 text-sm whitespace-pre-wrap">
            {section.parts.map((part, index) =>
              part.kind === "same" ? (
                <span key={index}>{part.text}</span>
              ) : part.kind === "added" ? (
                <ins
                  key={index}
                  className="bg-green-100 text-green-900 no-underline"
                  title={t("contentWorkflow.added")}
                >
                  {part.text}
                </ins>
              ) : (
                <del key={index} className="bg-red-100 text-red-900" title={t("contentWorkflow.removed")}>
                  {part.text}
                </del>
              ),
            )}
          </p>
        </section>
      ))}
    </div>
  );
}
