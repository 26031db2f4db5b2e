"use client";

import { useEffect, useState } from "react";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/admin/confirm-dialog";
import { QueryState } from "@/components/admin/query-state";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { LabelledSection } from "@/components/ui/labelled-section";
import { flipbookApi, flipbookKeys, type FlipbookPageRow } from "@/lib/api/admin/flipbook";
import { cn } from "@/lib/utils";
import { PageEditor } from "./page-editor";
import { useBulkOperations } from "./use-bulk-operations";

/** requirements §2: the page list on the left, the editor on the right, and the bulk operations. */
export function FlipbookManager() {
  const t = useT();
  const pages = useQuery({ queryKey: flipbookKeys.pages, queryFn: flipbookApi.pages });
  const [selectedId, setSelectedId] = useState<number | null>(null);

  useEffect(() => {
    if (pages.isError) toast.error(t("common.error"), { description: t("adminFlipbook.loadPagesFailed") });
  }, [pages.isError, t]);

  const selected = pages.data?.find((page) => page.id === selectedId) ?? pages.data?.[0] ?? null;

  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
      {/* Not an <aside>: the shell's navigation is the page's one complementary landmark. */}
      <div className="space-y-4">
        <PageListSection pages={pages} selectedId={selected?.id} onSelect={setSelectedId} />
        <BulkOperationsSection />
      </div>

      <section aria-label={t("adminFlipbook.editorRegion")} className="min-w-0">
        {selected ? (
          <PageEditor key={selected.id} page={selected} />
        ) : (
          !pages.isPending && <p className="text-muted-foreground">{t("adminFlipbook.choosePage")}</p>
        )}
      </section>
    </div>
  );
}

function PageListSection({
  pages,
  selectedId,
  onSelect,
}: {
  pages: UseQueryResult<FlipbookPageRow[]>;
  selectedId: number | undefined;
  onSelect: (id: number) => void;
}) {
  const t = useT();
  return (
    <LabelledSection
      id="book-pages-heading"
      heading={t("adminFlipbook.pages")}
      className="rounded-lg border bg-card"
      headingClassName="border-b px-4 py-3 font-semibold"
    >
      <QueryState
        query={pages}
        loading={
          <div className="flex justify-center p-6">
            <Spinner />
          </div>
        }
        error={() => t("adminFlipbook.loadPagesFailed")}
        errorClassName="m-3 w-auto"
        empty={<p className="p-4 text-sm text-muted-foreground">{t("adminFlipbook.noPages")}</p>}
      >
        {(rows) => (
          <ul className="max-h-[60vh] overflow-y-auto p-2 max-lg:max-h-64">
            {rows.map((page) => (
              <li key={page.id}>
                <button
                  type="button"
                  onClick={() => onSelect(page.id)}
                  aria-current={page.id === selectedId ? "true" : undefined}
                  className={cn(
                    "flex min-h-11 w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm hover:bg-accent",
                    page.id === selectedId && "bg-primary text-primary-foreground hover:bg-primary/90",
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
    </LabelledSection>
  );
}

function BulkOperationsSection() {
  const t = useT();
  const { operations, busy } = useBulkOperations();
  return (
    <section aria-labelledby="book-bulk-heading" className="space-y-2 rounded-lg border bg-card p-4">
      <h2 id="book-bulk-heading" className="font-semibold">
        {t("adminFlipbook.bulk.title")}
      </h2>
      {operations.map((operation) => (
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
  );
}
