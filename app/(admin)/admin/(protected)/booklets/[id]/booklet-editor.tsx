"use client";

import { useState } from "react";
import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, ExternalLink } from "lucide-react";
import { useT } from "@/components/i18n/i18n-provider";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ApiClientError, apiFetch } from "@/lib/api/client";
import { bookletKeys, type BookletPageRow, type BookletRow } from "../booklet-types";
import { BookletDetailsForm } from "./booklet-details-form";
import { BookletPageForm } from "./booklet-page-form";
import { BookletPageList } from "./booklet-page-list";

export type PageSelection = number | "new" | null;

// requirements §9 retries once; a booklet that is gone will not come back on a second try.
const retryUnlessMissing = (failures: number, error: Error) => !(error instanceof ApiClientError && error.status === 404) && failures < 1;

/** /admin/booklets/{id}: the booklet's details, its pages in order, and the selected page's editor. */
export function BookletEditor({ bookletId }: { bookletId: number }) {
  const t = useT();
  const booklet = useQuery({ queryKey: bookletKeys.one(bookletId), queryFn: () => apiFetch<BookletRow>(`/api/booklets/${bookletId}`), retry: retryUnlessMissing });
  const pages = useQuery({ queryKey: bookletKeys.pages(bookletId), queryFn: () => apiFetch<BookletPageRow[]>(`/api/booklets/${bookletId}/pages`), retry: retryUnlessMissing });
  const [selection, setSelection] = useState<PageSelection>(null);

  if (booklet.isPending || pages.isPending) return <Spinner size="lg" label={t("common.loading")} className="w-full py-10" />;
  const failure = booklet.error ?? pages.error;
  if (failure) {
    const missing = failure instanceof ApiClientError && failure.status === 404;
    return (
      <Alert variant="destructive">
        <AlertTitle>{t("common.error")}</AlertTitle>
        <AlertDescription className="flex flex-wrap items-center gap-3">
          {missing ? t("booklets.editor.notFound") : t("booklets.editor.loadFailed", { message: failure.message })}
          {missing ? (
            <Button asChild variant="outline" size="sm">
              <Link href="/admin/booklets">{t("booklets.editor.back")}</Link>
            </Button>
          ) : (
            <Button variant="outline" size="sm" onClick={() => void Promise.all([booklet.refetch(), pages.refetch()])}>
              {t("common.retry")}
            </Button>
          )}
        </AlertDescription>
      </Alert>
    );
  }

  const list = pages.data ?? [];
  const selectedPage = typeof selection === "number" ? list.find((page) => page.id === selection) : undefined;
  const totalPages = list.length;

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <Link href="/admin/booklets" className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline">
          <ArrowLeft className="size-4" aria-hidden />
          {t("booklets.editor.back")}
        </Link>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h1 className="text-3xl font-bold break-words">{booklet.data?.title}</h1>
            <p className="text-muted-foreground">
              {totalPages === 1 ? t("booklets.editor.totalPagesOne") : t("booklets.editor.totalPages", { count: totalPages })}
            </p>
          </div>
          <Button asChild variant="outline">
            <Link href={`/booklets/${bookletId}`} target="_blank" rel="noopener">
              <ExternalLink aria-hidden />
              {t("booklets.editor.view")}
            </Link>
          </Button>
        </div>
      </header>

      {booklet.data && <BookletDetailsForm booklet={booklet.data} />}

      <section aria-labelledby="booklet-pages-heading" className="grid gap-6 lg:grid-cols-[20rem_1fr]">
        <BookletPageList bookletId={bookletId} pages={list} selection={selection} onSelect={setSelection} />
        <div className="min-w-0">
          {selection === "new" || selectedPage ? (
            <BookletPageForm
              key={selection === "new" ? "new" : selectedPage?.id}
              bookletId={bookletId}
              page={selectedPage ?? null}
              position={selectedPage ? list.indexOf(selectedPage) + 1 : totalPages + 1}
              onSaved={(page) => setSelection(page.id)}
              onDeleted={() => setSelection(null)}
            />
          ) : (
            <p className="rounded-lg border border-dashed bg-card p-6 text-muted-foreground">{t("booklets.editor.selectPage")}</p>
          )}
        </div>
      </section>
    </div>
  );
}
