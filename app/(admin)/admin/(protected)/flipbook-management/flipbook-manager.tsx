"use client";

import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/admin/confirm-dialog";
import { QueryState } from "@/components/admin/query-state";
import { useAdminMutation } from "@/components/admin/use-admin-mutation";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { flipbookApi, flipbookKeys } from "@/lib/api/admin/flipbook";
import { cn } from "@/lib/utils";
import { PageEditor } from "./page-editor";

// requirements §9: the mapping success notice stays 8 s.
const MAPPING_TOAST_MS = 8000;

/** requirements §2: the page list on the left, the editor on the right, and the bulk operations. */
export function FlipbookManager() {
  const t = useT();
  const pages = useQuery({ queryKey: flipbookKeys.pages, queryFn: flipbookApi.pages });
  const [selectedId, setSelectedId] = useState<number | null>(null);

  useEffect(() => {
    if (pages.isError) toast.error(t("common.error"), { description: t("bookAdmin.loadPagesFailed") });
  }, [pages.isError, t]);

  const selected = pages.data?.find((page) => page.id === selectedId) ?? pages.data?.[0] ?? null;
  const invalidate = [flipbookKeys.all];

  const updateImages = useAdminMutation({
    mutationFn: flipbookApi.updateImages,
    invalidate,
    success: (result) => ({ title: t("common.success"), description: result.message }),
    error: (error) => ({ title: t("bookAdmin.bulk.updateImagesFailed"), description: error.message }),
  });
  const reset = useAdminMutation({
    mutationFn: flipbookApi.resetAndImport,
    invalidate,
    success: (result) => ({ title: t("bookAdmin.bulk.resetDone"), description: result.message }),
    error: (error) => ({ title: t("bookAdmin.bulk.resetFailed"), description: error.message }),
  });
  const mapping = useAdminMutation({
    mutationFn: flipbookApi.fixMapping,
    invalidate,
    // Its own toast: requirements §9 keeps the mapping notice 8 s.
    onSuccess: (result) =>
      toast.success(t("bookAdmin.bulk.mappingDone"), {
        description: t("bookAdmin.bulk.mappingUpdated", { count: result.updated }),
        duration: MAPPING_TOAST_MS,
      }),
    error: { title: t("common.error"), description: t("bookAdmin.bulk.mappingFailed") },
  });
  const busy = updateImages.isPending || reset.isPending || mapping.isPending;
  // requirements §5: every bulk operation asks first.
  const bulkOperations = [
    {
      label: t("bookAdmin.bulk.updateImages"),
      title: t("bookAdmin.bulk.updateImagesConfirmTitle"),
      body: t("bookAdmin.bulk.updateImagesConfirmBody"),
      confirm: t("bookAdmin.bulk.confirm"),
      run: () => updateImages.mutate(),
    },
    {
      label: t("bookAdmin.bulk.reset"),
      title: t("bookAdmin.bulk.resetConfirmTitle"),
      body: t("bookAdmin.bulk.resetConfirmBody"),
      confirm: t("bookAdmin.bulk.reset"),
      run: () => reset.mutate(),
    },
    {
      label: t("bookAdmin.bulk.mapping"),
      title: t("bookAdmin.bulk.mappingConfirmTitle"),
      body: t("bookAdmin.bulk.mappingConfirmBody"),
      confirm: t("bookAdmin.bulk.mapping"),
      run: () => mapping.mutate(),
    },
  ];

  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <aside className="space-y-4">
        <section aria-labelledby="book-pages-heading" className="rounded-lg border bg-card">
          <h2 id="book-pages-heading" className="border-b px-4 py-3 font-semibold">
            {t("bookAdmin.pages")}
          </h2>
          <QueryState
            query={pages}
            loading={
              <div className="flex justify-center p-6">
                <Spinner />
              </div>
            }
            error={() => t("bookAdmin.loadPagesFailed")}
            errorClassName="m-3 w-auto"
            empty={<p className="p-4 text-sm text-muted-foreground">{t("bookAdmin.noPages")}</p>}
          >
            {(rows) => (
              <ul className="max-h-[60vh] overflow-y-auto p-2 max-lg:max-h-64">
                {rows.map((page) => (
                  <li key={page.id}>
                    <button
                      type="button"
                      onClick={() => setSelectedId(page.id)}
                      aria-current={page.id === selected?.id ? "true" : undefined}
                      className={cn(
                        "flex min-h-11 w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm hover:bg-accent",
                        page.id === selected?.id && "bg-primary text-primary-foreground hover:bg-primary/90",
                      )}
                    >
                      <span className="w-6 shrink-0 text-right font-semibold tabular-nums">{page.pageNumber}</span>
                      <span className="truncate">{page.title}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        </section>

        <section aria-labelledby="book-bulk-heading" className="space-y-2 rounded-lg border bg-card p-4">
          <h2 id="book-bulk-heading" className="font-semibold">
            {t("bookAdmin.bulk.title")}
          </h2>
          {bulkOperations.map((operation) => (
            <ConfirmDialog
              key={operation.label}
              trigger={
                <Button variant="outline" className="w-full" disabled={busy}>
                  {operation.label}
                </Button>
              }
              title={operation.title}
              description={operation.body}
              confirmLabel={operation.confirm}
              onConfirm={operation.run}
            />
          ))}
        </section>
      </aside>

      <section aria-label={t("bookAdmin.editorRegion")} className="min-w-0">
        {selected ? (
          <PageEditor key={selected.id} page={selected} />
        ) : (
          !pages.isPending && <p className="text-muted-foreground">{t("bookAdmin.choosePage")}</p>
        )}
      </section>
    </div>
  );
}
