"use client";

import { CalendarClock, EyeOff, Rocket, Send, Undo2 } from "lucide-react";
import { ConfirmDialog } from "@/components/admin/confirm-dialog";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { contentApi, type BookletDraftState } from "@/lib/api/admin/content";
import type { RunAction, WorkflowDialog } from "./use-workflow-action";

type Props = {
  bookletId: number;
  state: BookletDraftState;
  pending: boolean;
  onOpen: (dialog: WorkflowDialog) => void;
  run: RunAction;
};

/** Publish (or submit), schedule, unpublish and discard, as the user's role and the draft allow. */
export function BookletWorkflowActions({ bookletId, state, pending, onOpen, run }: Props) {
  const t = useT();
  const { snapshot, draft, publishedAt, canPublish } = state;
  return (
    <>
      {canPublish ? (
        <Button onClick={() => onOpen("publish")} disabled={pending || (!draft && Boolean(publishedAt))}>
          <Rocket aria-hidden />
          {t("contentWorkflow.publish")}
        </Button>
      ) : (
        <Button onClick={() => onOpen("submit")} disabled={pending || !draft || Boolean(draft.submittedAt)}>
          <Send aria-hidden />
          {t("contentWorkflow.submit")}
        </Button>
      )}
      {canPublish && draft && (
        <Button variant="outline" onClick={() => onOpen("schedule")} disabled={pending}>
          <CalendarClock aria-hidden />
          {t("contentWorkflow.schedule")}
        </Button>
      )}
      {canPublish && publishedAt && (
        <ConfirmDialog
          trigger={
            <Button variant="outline" disabled={pending}>
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
            <Button variant="ghost" disabled={pending}>
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
    </>
  );
}
