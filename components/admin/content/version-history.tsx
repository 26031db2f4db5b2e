"use client";

import { useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { GitCompare, History, RotateCcw } from "lucide-react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/admin/confirm-dialog";
import { QueryState } from "@/components/admin/query-state";
import { AdminDialog } from "@/components/admin/admin-dialog";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { CardHeading } from "@/components/ui/card-heading";
import { Spinner } from "@/components/ui/spinner";
import { contentApi, contentKeys, type ContentVersionRow } from "@/lib/api/admin/content";
import type { SectionDiff } from "@/lib/content/diff";
import { formatDateTime } from "@/lib/format";
import type { ContentType } from "@/lib/validation/content";

type Props = {
  type: ContentType;
  id: number;
  compare: (snapshot: unknown) => SectionDiff[];
  onRestored: () => Promise<unknown>;
};

export function VersionHistory({ type, id, compare, onRestored }: Props) {
  const t = useT();
  const versions = useQuery({ queryKey: contentKeys.versions(type, id), queryFn: () => contentApi.versions(type, id) });
  const [comparing, setComparing] = useState<ContentVersionRow | null>(null);

  const restore = useMutation({
    mutationFn: (version: ContentVersionRow) => contentApi.restore(type, id, version.id),
    onSuccess: async () => {
      toast.success(t("common.success"), { description: t("adminContentWorkflow.restored") });
      await onRestored();
    },
    onError: (error) => toast.error(t("common.error"), { description: error.message }),
  });

  return (
    <Card>
      <CardHeader>
        <CardHeading icon={History}>{t("adminContentWorkflow.history")}</CardHeading>
        <CardDescription>{t("adminContentWorkflow.historyHint")}</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={versions}
          loading={<Spinner label={t("common.loading")} />}
          errorTitle={t("common.error")}
          error={(error) => error.message}
          empty={<p className="text-sm text-muted-foreground">{t("adminContentWorkflow.noVersions")}</p>}
        >
          {(rows) => (
            <ol className="divide-y rounded-md border" aria-label={t("adminContentWorkflow.history")}>
              {rows.map((version, index) => (
                <VersionItem
                  key={version.id}
                  version={version}
                  n={rows.length - index}
                  restoring={restore.isPending}
                  onCompare={() => setComparing(version)}
                  onRestore={() => restore.mutate(version)}
                />
              ))}
            </ol>
          )}
        </QueryState>
      </CardContent>
      <AdminDialog
        open={comparing !== null}
        onOpenChange={(open) => !open && setComparing(null)}
        className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl"
        title={t("adminContentWorkflow.compareTitle")}
        description={t("adminContentWorkflow.compareHint")}
      >
        {comparing && <VersionComparison type={type} id={id} version={comparing} compare={compare} />}
      </AdminDialog>
    </Card>
  );
}

function VersionItem({
  version,
  n,
  restoring,
  onCompare,
  onRestore,
}: {
  version: ContentVersionRow;
  n: number;
  restoring: boolean;
  onCompare: () => void;
  onRestore: () => void;
}) {
  const t = useT();
  return (
    <li className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          {t("adminContentWorkflow.versionLine", {
            n: n,
            name: version.publishedByName,
            date: formatDateTime(version.publishedAt),
          })}
        </p>
        {version.note && <p className="text-sm break-words text-muted-foreground">{version.note}</p>}
      </div>
      <div className="flex shrink-0 gap-2">
        <VersionButton
          icon={GitCompare}
          label={t("adminContentWorkflow.compare")}
          aria-label={t("adminContentWorkflow.compareLabel", { n })}
          onClick={onCompare}
        />
        <ConfirmDialog
          trigger={
            <VersionButton
              icon={RotateCcw}
              label={t("adminContentWorkflow.restore")}
              aria-label={t("adminContentWorkflow.restoreLabel", { n })}
              disabled={restoring}
            />
          }
          title={t("adminContentWorkflow.restoreTitle", { n })}
          description={t("adminContentWorkflow.restoreBody")}
          confirmLabel={t("adminContentWorkflow.restore")}
          onConfirm={onRestore}
        />
      </div>
    </li>
  );
}

function VersionComparison({
  type,
  id,
  version,
  compare,
}: Pick<Props, "type" | "id" | "compare"> & { version: ContentVersionRow }) {
  const t = useT();
  const detail = useQuery({
    queryKey: contentKeys.version(type, id, version.id),
    queryFn: () => contentApi.version(type, id, version.id),
  });
  if (detail.isPending) return <Spinner label={t("common.loading")} />;
  if (detail.isError) return <p className="text-destructive">{detail.error.message}</p>;
  const sections = compare(detail.data.snapshot);
  const changed = sections.filter((section) => section.changed);
  if (changed.length === 0) return <p>{t("adminContentWorkflow.noDifferences")}</p>;
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
                  title={t("adminContentWorkflow.added")}
                >
                  {part.text}
                </ins>
              ) : (
                <del key={index} className="bg-red-100 text-red-900" title={t("adminContentWorkflow.removed")}>
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

function VersionButton({
  icon: Icon,
  label,
  ...props
}: { icon: React.ComponentType<{ "aria-hidden"?: boolean }>; label: string } & React.ComponentProps<typeof Button>) {
  return (
    <Button variant="outline" size="sm" {...props}>
      <Icon aria-hidden />
      {label}
    </Button>
  );
}
