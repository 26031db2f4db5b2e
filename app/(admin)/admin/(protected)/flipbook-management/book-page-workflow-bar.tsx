"use client";

import { useState } from "react";
import Link from "next/link";
import { useMutation } from "@tanstack/react-query";
import { CalendarClock, Eye, Rocket, Send, Undo2 } from "lucide-react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/admin/confirm-dialog";
import { NoteDialog, ScheduleDialog } from "@/components/admin/content/workflow-dialogs";
import { OptionSelect } from "@/components/admin/option-select";
import { useT } from "@/components/i18n/i18n-provider";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { contentApi } from "@/lib/api/admin/content";
import type { BookPageDraftState } from "@/lib/api/admin/flipbook";
import { formatDateTime } from "@/lib/format";
import { LANGUAGE_OPTIONS } from "@/lib/i18n/config";

type Props = { pageId: number; state: BookPageDraftState; onChanged: () => Promise<unknown> };

const PREVIEW_LANGUAGES = LANGUAGE_OPTIONS.map((option) => ({ value: option.value || "en", label: option.label }));

/** The book page's publishing state and actions: preview, publish (or submit), schedule, discard. */
export function BookPageWorkflowBar({ pageId, state, onChanged }: Props) {
  const t = useT();
  const [language, setLanguage] = useState("en");
  const [dialog, setDialog] = useState<"publish" | "submit" | "schedule" | null>(null);
  const { snapshot, draft, publishedAt, canPublish, pageNumber } = state;
  const what = { page: pageNumber, title: snapshot.title, count: snapshot.popovers.length };

  const action = useMutation({
    mutationFn: async ({ call, success }: { call: () => Promise<unknown>; success: string }) => {
      await call();
      return success;
    },
    onSuccess: async (success) => {
      setDialog(null);
      toast.success(t("common.success"), { description: success });
      await onChanged();
    },
    onError: (error) => toast.error(t("common.error"), { description: error.message }),
  });
  const run = (call: () => Promise<unknown>, success: string) => action.mutate({ call, success });

  return (
    <section aria-label={t("contentWorkflow.publishing")} className="flex flex-col gap-3 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge>{t("contentWorkflow.published", { date: formatDateTime(publishedAt) })}</Badge>
        {draft && (
          <Badge variant="outline" data-testid="draft-badge">
            {t("contentWorkflow.draftChanges", { name: draft.updatedByName, date: formatDateTime(draft.updatedAt) })}
          </Badge>
        )}
        {draft?.publishAt && (
          <Badge variant="outline">
            {t("contentWorkflow.scheduledFor", { date: formatDateTime(draft.publishAt) })}
          </Badge>
        )}
        {draft?.submittedAt && (
          <Badge variant="outline">{t("contentWorkflow.submittedBy", { name: draft.submittedByName ?? "" })}</Badge>
        )}
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <label htmlFor="book-preview-language" className="text-sm font-medium">
            {t("contentWorkflow.previewLanguage")}
          </label>
          <OptionSelect
            id="book-preview-language"
            value={language}
            onChange={setLanguage}
            options={PREVIEW_LANGUAGES}
            className="w-56"
          />
        </div>
        <Button asChild variant="outline">
          <Link href={`/admin/preview/book/${pageId}?lang=${language}`} target="_blank" rel="noopener">
            <Eye aria-hidden />
            {t("contentWorkflow.preview")}
          </Link>
        </Button>
        {canPublish ? (
          <Button onClick={() => setDialog("publish")} disabled={action.isPending || !draft}>
            <Rocket aria-hidden />
            {t("contentWorkflow.publish")}
          </Button>
        ) : (
          <Button
            onClick={() => setDialog("submit")}
            disabled={action.isPending || !draft || Boolean(draft.submittedAt)}
          >
            <Send aria-hidden />
            {t("contentWorkflow.submit")}
          </Button>
        )}
        {canPublish && draft && (
          <Button variant="outline" onClick={() => setDialog("schedule")} disabled={action.isPending}>
            <CalendarClock aria-hidden />
            {t("contentWorkflow.schedule")}
          </Button>
        )}
        {draft && (
          <ConfirmDialog
            trigger={
              <Button variant="ghost" disabled={action.isPending}>
                <Undo2 aria-hidden />
                {t("contentWorkflow.discard")}
              </Button>
            }
            title={t("contentWorkflow.discardTitle")}
            description={t("contentWorkflow.discardBody")}
            confirmLabel={t("contentWorkflow.discard")}
            onConfirm={() => run(() => contentApi.discardDraft("book-page", pageId), t("contentWorkflow.discarded"))}
          />
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        {canPublish ? t("contentWorkflow.bookPageStays") : t("contentWorkflow.restrictedHint")}
      </p>

      <NoteDialog
        open={dialog === "publish" || dialog === "submit"}
        onClose={() => setDialog(null)}
        pending={action.isPending}
        title={
          dialog === "submit"
            ? t("contentWorkflow.submitTitle", { title: snapshot.title })
            : t("contentWorkflow.publishTitle", { title: snapshot.title })
        }
        description={t("contentWorkflow.publishPageBody", what)}
        confirmLabel={dialog === "submit" ? t("contentWorkflow.submit") : t("contentWorkflow.publishNow")}
        disabled={false}
        onConfirm={(note) =>
          dialog === "submit"
            ? run(() => contentApi.submit("book-page", pageId, note), t("contentWorkflow.submitted"))
            : run(
                () => contentApi.publish("book-page", pageId, note),
                t("contentWorkflow.publishedNow", { title: snapshot.title }),
              )
        }
      />
      <ScheduleDialog
        open={dialog === "schedule"}
        onClose={() => setDialog(null)}
        pending={action.isPending}
        current={draft?.publishAt ?? null}
        onConfirm={(publishAt) =>
          run(
            () => contentApi.schedule("book-page", pageId, publishAt),
            publishAt ? t("contentWorkflow.scheduled") : t("contentWorkflow.unscheduled"),
          )
        }
      />
    </section>
  );
}
