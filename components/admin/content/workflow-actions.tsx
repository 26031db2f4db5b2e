"use client";

import { useMutation } from "@tanstack/react-query";
import { CalendarClock, EyeOff, Rocket, Send, Undo2 } from "lucide-react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/admin/confirm-dialog";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { contentApi } from "@/lib/api/admin/content";
import { ApiClientError } from "@/lib/api/client";
import type { ContentType } from "@/lib/validation/content";

export type WorkflowState = {
  publishedAt: string | null;
  canPublish: boolean;
  revision: string | null;
  draft: {
    updatedByName: string;
    updatedAt: string;
    publishAt: string | null;
    scheduledByName: string | null;
    submittedAt: string | null;
    submittedByName: string | null;
  } | null;
};

export type WorkflowDialog = "publish" | "submit" | "schedule" | null;
export type RunAction = (call: () => Promise<unknown>, success: string) => void;

export function useWorkflowAction(done: () => Promise<void>) {
  const t = useT();
  const action = useMutation({
    mutationFn: async ({ call, success }: { call: () => Promise<unknown>; success: string }) => {
      await call();
      return success;
    },
    onSuccess: async (success) => {
      toast.success(t("common.success"), { description: success });
      await done();
    },
    onError: async (error) => {
      toast.error(t("common.error"), { description: error.message });
      if (error instanceof ApiClientError && error.status === 412) await done();
    },
  });
  const run: RunAction = (call, success) => action.mutate({ call, success });
  return { pending: action.isPending, run };
}

type Props = {
  type: ContentType;
  id: number;
  state: WorkflowState;
  unpublishTitle?: string;
  pending: boolean;
  onOpen: (dialog: WorkflowDialog) => void;
  run: RunAction;
};

export function WorkflowActions({ type, id, state, unpublishTitle, pending, onOpen, run }: Props) {
  const t = useT();
  const { draft, publishedAt, canPublish } = state;
  const canUnpublish = unpublishTitle !== undefined;
  const nothingToPublish = !draft && !(canUnpublish && !publishedAt);
  return (
    <>
      {canPublish ? (
        <Button onClick={() => onOpen("publish")} disabled={pending || nothingToPublish}>
          <Rocket aria-hidden />
          {t("adminContentWorkflow.publish")}
        </Button>
      ) : (
        <Button onClick={() => onOpen("submit")} disabled={pending || !draft || Boolean(draft.submittedAt)}>
          <Send aria-hidden />
          {t("adminContentWorkflow.submit")}
        </Button>
      )}
      {canPublish && draft && (
        <Button variant="outline" onClick={() => onOpen("schedule")} disabled={pending}>
          <CalendarClock aria-hidden />
          {t("adminContentWorkflow.schedule")}
        </Button>
      )}
      {canPublish && canUnpublish && publishedAt && (
        <ConfirmDialog
          trigger={
            <Button variant="outline" disabled={pending}>
              <EyeOff aria-hidden />
              {t("adminContentWorkflow.unpublish")}
            </Button>
          }
          title={t("adminContentWorkflow.unpublishTitle", { title: unpublishTitle })}
          description={t("adminContentWorkflow.unpublishBody")}
          confirmLabel={t("adminContentWorkflow.unpublish")}
          onConfirm={() => run(() => contentApi.unpublish(type, id), t("adminContentWorkflow.unpublished"))}
        />
      )}
      {draft && (
        <ConfirmDialog
          trigger={
            <Button variant="ghost" disabled={pending}>
              <Undo2 aria-hidden />
              {t("adminContentWorkflow.discard")}
            </Button>
          }
          title={t("adminContentWorkflow.discardTitle")}
          description={t("adminContentWorkflow.discardBody")}
          confirmLabel={t("adminContentWorkflow.discard")}
          onConfirm={() =>
            run(() => contentApi.discardDraft(type, id, state.revision), t("adminContentWorkflow.discarded"))
          }
        />
      )}
    </>
  );
}
