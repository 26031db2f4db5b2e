"use client";

import { useState } from "react";
import Link from "next/link";
import { Eye } from "lucide-react";
import { OptionSelect } from "@/components/admin/option-select";
import { useT } from "@/components/i18n/i18n-provider";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { BookletDraftState } from "@/lib/api/admin/content";
import { formatDateTime } from "@/lib/format";
import { LANGUAGE_OPTIONS } from "@/lib/i18n/config";
import { BookletWorkflowActions } from "./booklet-workflow-actions";
import { BookletWorkflowDialogs } from "./booklet-workflow-dialogs";
import { useWorkflowAction, type WorkflowDialog } from "./use-workflow-action";

type Props = { bookletId: number; state: BookletDraftState; onChanged: () => Promise<unknown> };

const PREVIEW_LANGUAGES = LANGUAGE_OPTIONS.map((option) => ({ value: option.value || "en", label: option.label }));

/** The booklet's publishing state and actions: preview, publish (or submit), schedule, unpublish, discard. */
export function BookletWorkflowBar({ bookletId, state, onChanged }: Props) {
  const t = useT();
  const [dialog, setDialog] = useState<WorkflowDialog>(null);
  const { pending, run } = useWorkflowAction(onChanged, () => setDialog(null));

  return (
    <section aria-label={t("contentWorkflow.publishing")} className="flex flex-col gap-3 rounded-lg border bg-card p-4">
      <WorkflowStatus state={state} />
      <div className="flex flex-wrap items-end gap-2">
        <PreviewLink bookletId={bookletId} />
        <BookletWorkflowActions bookletId={bookletId} state={state} pending={pending} onOpen={setDialog} run={run} />
      </div>
      {!state.canPublish && <p className="text-sm text-muted-foreground">{t("contentWorkflow.restrictedHint")}</p>}

      <BookletWorkflowDialogs
        bookletId={bookletId}
        state={state}
        dialog={dialog}
        onClose={() => setDialog(null)}
        pending={pending}
        run={run}
      />
    </section>
  );
}

function WorkflowStatus({ state: { draft, publishedAt } }: { state: BookletDraftState }) {
  const t = useT();
  return (
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
        <Badge variant="outline">{t("contentWorkflow.scheduledFor", { date: formatDateTime(draft.publishAt) })}</Badge>
      )}
      {draft?.submittedAt && (
        <Badge variant="outline">{t("contentWorkflow.submittedBy", { name: draft.submittedByName ?? "" })}</Badge>
      )}
    </div>
  );
}

/** Opens the draft as readers would see it, in the chosen language, in a new tab. */
function PreviewLink({ bookletId }: { bookletId: number }) {
  const t = useT();
  const [language, setLanguage] = useState("en");
  return (
    <>
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
    </>
  );
}
