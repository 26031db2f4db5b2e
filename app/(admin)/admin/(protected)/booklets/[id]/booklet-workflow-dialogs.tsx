"use client";

import { NoteDialog, ScheduleDialog } from "@/components/admin/content/workflow-dialogs";
import { useT } from "@/components/i18n/i18n-provider";
import { contentApi, type BookletDraftState } from "@/lib/api/admin/content";
import type { RunAction, WorkflowDialog } from "./use-workflow-action";

type Props = {
  bookletId: number;
  state: BookletDraftState;
  dialog: WorkflowDialog;
  onClose: () => void;
  pending: boolean;
  run: RunAction;
};

/** The publish or submit note, and the schedule picker; a booklet with no page cannot go live. */
export function BookletWorkflowDialogs({ bookletId, state, dialog, onClose, pending, run }: Props) {
  const t = useT();
  const { snapshot, draft } = state;
  const pageCount = snapshot.pages.length;
  return (
    <>
      <NoteDialog
        open={dialog === "publish" || dialog === "submit"}
        onClose={onClose}
        pending={pending}
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
        onClose={onClose}
        pending={pending}
        current={draft?.publishAt ?? null}
        onConfirm={(publishAt) =>
          run(
            () => contentApi.schedule("booklet", bookletId, publishAt),
            publishAt ? t("contentWorkflow.scheduled") : t("contentWorkflow.unscheduled"),
          )
        }
      />
    </>
  );
}
