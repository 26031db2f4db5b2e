"use client";

import { useState } from "react";
import Link from "next/link";
import { useMutation } from "@tanstack/react-query";
import { CalendarClock, Eye, EyeOff, Rocket, Send, Undo2 } from "lucide-react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/admin/confirm-dialog";
import { NoteDialog, ScheduleDialog } from "@/components/admin/content/workflow-dialogs";
import { OptionSelect } from "@/components/admin/option-select";
import { useT } from "@/components/i18n/i18n-provider";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { contentApi, type BookletDraftState } from "@/lib/api/admin/content";
import { formatDateTime } from "@/lib/format";
import { LANGUAGE_OPTIONS } from "@/lib/i18n/config";

type Props = { bookletId: number; state: BookletDraftState; onChanged: () => Promise<unknown> };

const PREVIEW_LANGUAGES = LANGUAGE_OPTIONS.map((option) => ({ value: option.value || "en", label: option.label }));

/** The booklet's publishing state and actions: preview, publish (or submit), schedule, unpublish, discard. */
export function BookletWorkflowBar({ bookletId, state, onChanged }: Props) {
  const t = useT();
  const [language, setLanguage] = useState("en");
  const [dialog, setDialog] = useState<"publish" | "submit" | "schedule" | null>(null);
  const { snapshot, draft, publishedAt, canPublish } = state;
  const pageCount = snapshot.pages.length;

  const action = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSuccess: async () => {
      setDialog(null);
      await onChanged();
    },
    onError: (error) => toast.error(t("common.error"), { description: error.message }),
  });
  const run = (call: () => Promise<unknown>, success: string) =>
    action.mutate(async () => {
      await call();
      toast.success(t("common.success"), { description: success });
    });

  return (
    <section aria-label={t("contentWorkflow.publishing")} className="flex flex-col gap-3 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        {publishedAt ? (
          <Badge>{t("contentWorkflow.published", { date: formatDateTime(publishedAt) })}</Badge>
        ) : (
          <Badge variant="secondary">{t("contentWorkflow.notPublished")}</Badge>
        )}
        {draft && (
          <Badge variant="outline">
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
          <label htmlFor="preview-language" className="text-sm font-medium">
            {t("contentWorkflow.previewLanguage")}
          </label>
          <OptionSelect
            id="preview-language"
            value={language}
            onChange={setLanguage}
            options={PREVIEW_LANGUAGES}
            className="w-56"
          />
        </div>
        <Button asChild variant="outline">
          <Link href={`/admin/preview/booklets/${bookletId}?lang=${language}`} target="_blank" rel="noopener">
            <Eye aria-hidden />
            {t("contentWorkflow.preview")}
          </Link>
        </Button>
        {canPublish ? (
          <Button onClick={() => setDialog("publish")} disabled={action.isPending || (!draft && Boolean(publishedAt))}>
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
        {canPublish && publishedAt && (
          <ConfirmDialog
            trigger={
              <Button variant="outline" disabled={action.isPending}>
                <EyeOff aria-hidden />
                {t("contentWorkflow.unpublish")}
              </Button>
            }
            title={t("contentWorkflow.unpublishTitle", { title: snapshot.title })}
            description={t("contentWorkflow.unpublishBody")}
            confirmLabel={t("contentWorkflow.unpublish")}
            onConfirm={() => run(() => contentApi.unpublish("booklet", bookletId), t("contentWorkflow.unpublished"))}
          />
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
            onConfirm={() => run(() => contentApi.discardDraft("booklet", bookletId), t("contentWorkflow.discarded"))}
          />
        )}
      </div>
      {!canPublish && <p className="text-sm text-muted-foreground">{t("contentWorkflow.restrictedHint")}</p>}

      <NoteDialog
        open={dialog === "publish" || dialog === "submit"}
        onClose={() => setDialog(null)}
        pending={action.isPending}
        title={
          dialog === "submit"
            ? t("contentWorkflow.submitTitle", { title: snapshot.title })
            : t("contentWorkflow.publishTitle", { title: snapshot.title })
        }
        description={
          pageCount === 0
            ? t("contentWorkflow.needsPage")
            : t(pageCount === 1 ? "contentWorkflow.publishBodyOne" : "contentWorkflow.publishBody", {
                title: snapshot.title,
                count: pageCount,
              })
        }
        confirmLabel={dialog === "submit" ? t("contentWorkflow.submit") : t("contentWorkflow.publishNow")}
        disabled={pageCount === 0}
        onConfirm={(note) =>
          dialog === "submit"
            ? run(() => contentApi.submit("booklet", bookletId, note), t("contentWorkflow.submitted"))
            : run(
                () => contentApi.publish("booklet", bookletId, note),
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
            () => contentApi.schedule("booklet", bookletId, publishAt),
            publishAt ? t("contentWorkflow.scheduled") : t("contentWorkflow.unscheduled"),
          )
        }
      />
    </section>
  );
}
