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
import { formatDateTime } from "@/lib/format";
import { LANGUAGE_OPTIONS } from "@/lib/i18n/config";
import type { ContentType } from "@/lib/validation/content";

/** What the bar needs of an editor's state (GET /api/content/{type}/{id}/draft). */
type WorkflowState = {
  publishedAt: string | null;
  canPublish: boolean;
  draft: {
    updatedByName: string;
    updatedAt: string;
    publishAt: string | null;
    submittedAt: string | null;
    submittedByName: string | null;
  } | null;
};

type Props = {
  type: ContentType;
  id: number;
  state: WorkflowState;
  /** The item's name in the publish and submit dialogs. */
  title: string;
  /** The publish confirmation: what goes live. */
  publishBody: string;
  /** Shown under the actions to a publisher (why there is no Unpublish, for instance). */
  hint: string;
  /** The editor-only preview's address in a language, when the kind has one. */
  previewHref?: (language: string) => string;
  onChanged: () => Promise<unknown>;
};

const PREVIEW_LANGUAGES = LANGUAGE_OPTIONS.map((option) => ({ value: option.value || "en", label: option.label }));

/**
 * The publishing state and actions of an item that is always on the site (a book page, the public
 * texts): preview, publish (or submit), schedule, discard. Booklets add Unpublish to theirs.
 */
export function ContentWorkflowBar({ type, id, state, title, publishBody, hint, previewHref, onChanged }: Props) {
  const t = useT();
  const [dialog, setDialog] = useState<"publish" | "submit" | "schedule" | null>(null);
  const { draft, canPublish } = state;

  const { action, run } = useWorkflowAction(async () => {
    setDialog(null);
    await onChanged();
  });

  return (
    <section aria-label={t("contentWorkflow.publishing")} className="flex flex-col gap-3 rounded-lg border bg-card p-4">
      <StatusBadges state={state} />
      <div className="flex flex-wrap items-end gap-2">
        {previewHref && <PreviewLink href={previewHref} />}
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
            onConfirm={() => run(() => contentApi.discardDraft(type, id), t("contentWorkflow.discarded"))}
          />
        )}
      </div>
      <p className="text-sm text-muted-foreground">{canPublish ? hint : t("contentWorkflow.restrictedHint")}</p>

      <WorkflowDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        pending={action.isPending}
        run={run}
        target={{ type, id, title, publishBody, publishAt: draft?.publishAt ?? null }}
      />
    </section>
  );
}

/** The preview in a chosen language, in a new tab. */
function PreviewLink({ href }: { href: (language: string) => string }) {
  const t = useT();
  const [language, setLanguage] = useState("en");
  return (
    <>
      <div className="grid gap-1">
        <label htmlFor="content-preview-language" className="text-sm font-medium">
          {t("contentWorkflow.previewLanguage")}
        </label>
        <OptionSelect
          id="content-preview-language"
          value={language}
          onChange={setLanguage}
          options={PREVIEW_LANGUAGES}
          className="w-56"
        />
      </div>
      <Button asChild variant="outline">
        <Link href={href(language)} target="_blank" rel="noopener">
          <Eye aria-hidden />
          {t("contentWorkflow.preview")}
        </Link>
      </Button>
    </>
  );
}

/** A workflow call with its toasts; `done` runs after a success (close the dialog, reload). */
function useWorkflowAction(done: () => Promise<void>) {
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
    onError: (error) => toast.error(t("common.error"), { description: error.message }),
  });
  const run = (call: () => Promise<unknown>, success: string) => action.mutate({ call, success });
  return { action, run };
}

/** On the site since, the draft's author and time, the schedule, the review. */
function StatusBadges({ state: { publishedAt, draft } }: { state: WorkflowState }) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center gap-2">
      {publishedAt && <Badge>{t("contentWorkflow.published", { date: formatDateTime(publishedAt) })}</Badge>}
      {draft && (
        <Badge variant="outline" data-testid="draft-badge">
          {t("contentWorkflow.draftChanges", { name: draft.updatedByName, date: formatDateTime(draft.updatedAt) })}
        </Badge>
      )}
      {draft?.publishAt && (
        <Badge variant="outline">{t("contentWorkflow.scheduledFor", { date: formatDateTime(draft.publishAt) })}</Badge>
      )}
      {draft?.submittedAt && (
        <Badge variant="outline">{t("contentWorkflow.submittedBy", { name: draft.submittedByName ?? "" })}</Badge>
      )}
    </div>
  );
}

/** Publish or submit (with a note), and schedule. */
function WorkflowDialogs({
  dialog,
  onClose,
  pending,
  run,
  target: { type, id, title, publishBody, publishAt },
}: {
  dialog: "publish" | "submit" | "schedule" | null;
  onClose: () => void;
  pending: boolean;
  run: (call: () => Promise<unknown>, success: string) => void;
  target: Pick<Props, "type" | "id" | "title" | "publishBody"> & { publishAt: string | null };
}) {
  const t = useT();
  return (
    <>
      <NoteDialog
        open={dialog === "publish" || dialog === "submit"}
        onClose={onClose}
        pending={pending}
        title={
          dialog === "submit"
            ? t("contentWorkflow.submitTitle", { title })
            : t("contentWorkflow.publishTitle", { title })
        }
        description={publishBody}
        confirmLabel={dialog === "submit" ? t("contentWorkflow.submit") : t("contentWorkflow.publishNow")}
        disabled={false}
        onConfirm={(note) =>
          dialog === "submit"
            ? run(() => contentApi.submit(type, id, note), t("contentWorkflow.submitted"))
            : run(() => contentApi.publish(type, id, note), t("contentWorkflow.publishedNow", { title }))
        }
      />
      <ScheduleDialog
        open={dialog === "schedule"}
        onClose={onClose}
        pending={pending}
        current={publishAt}
        onConfirm={(publishAt) =>
          run(
            () => contentApi.schedule(type, id, publishAt),
            publishAt ? t("contentWorkflow.scheduled") : t("contentWorkflow.unscheduled"),
          )
        }
      />
    </>
  );
}
