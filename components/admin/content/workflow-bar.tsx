"use client";

import { useState } from "react";
import Link from "next/link";
import { Eye } from "lucide-react";
import { OptionSelect } from "@/components/admin/option-select";
import { useT } from "@/components/i18n/i18n-provider";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/format";
import { LANGUAGE_OPTIONS } from "@/lib/i18n/config";
import type { ContentType } from "@/lib/validation/content";
import { useWorkflowAction, WorkflowActions, type WorkflowDialog, type WorkflowState } from "./workflow-actions";
import { WorkflowDialogs, type PublishSummary } from "./workflow-dialogs";

type Props = {
  type: ContentType;
  id: number;
  state: WorkflowState;
  title: string;
  publishSummary: PublishSummary;
  unpublish?: boolean;
  hint?: string;
  previewHref?: (language: string, page: string) => string;
  previewPages?: { value: string; label: string }[];
  onChanged: () => Promise<unknown>;
};

const PREVIEW_LANGUAGES = LANGUAGE_OPTIONS.map((option) => ({ value: option.value || "en", label: option.label }));

// The publishing state and actions of one item (docs/decisions/016), shared by every kind's editor: preview,
// publish (or submit for review), schedule, unpublish where the kind allows it, discard.
export function ContentWorkflowBar(props: Props) {
  const { type, id, state, title, publishSummary, unpublish, hint, previewHref, previewPages, onChanged } = props;
  const t = useT();
  const [dialog, setDialog] = useState<WorkflowDialog>(null);
  const { pending, run } = useWorkflowAction(async () => {
    setDialog(null);
    await onChanged();
  });
  const note = state.canPublish ? hint : t("adminContentWorkflow.restrictedHint");

  return (
    <section
      aria-label={t("adminContentWorkflow.publishing")}
      className="flex flex-col gap-3 rounded-lg border bg-card p-4"
    >
      <StatusBadges state={state} showOffSite={Boolean(unpublish)} />
      <div className="flex flex-wrap items-end gap-2">
        {previewHref && <PreviewLink href={previewHref} pages={previewPages} />}
        <WorkflowActions
          type={type}
          id={id}
          state={state}
          unpublishTitle={unpublish ? title : undefined}
          pending={pending}
          onOpen={setDialog}
          run={run}
        />
      </div>
      {note && <p className="text-sm text-muted-foreground">{note}</p>}

      <WorkflowDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        pending={pending}
        run={run}
        target={{
          type,
          id,
          title,
          summary: publishSummary,
          publishAt: state.draft?.publishAt ?? null,
          revision: state.revision,
        }}
      />
    </section>
  );
}

function PreviewLink({
  href,
  pages,
}: {
  href: (language: string, page: string) => string;
  pages?: { value: string; label: string }[];
}) {
  const t = useT();
  const [language, setLanguage] = useState("en");
  const [page, setPage] = useState(pages?.[0]?.value ?? "");
  return (
    <>
      {pages && (
        <LabelledSelect id="content-preview-page" label={t("adminContentWorkflow.previewPage")}>
          <OptionSelect id="content-preview-page" value={page} onChange={setPage} options={pages} className="w-40" />
        </LabelledSelect>
      )}
      <LabelledSelect id="content-preview-language" label={t("adminContentWorkflow.previewLanguage")}>
        <OptionSelect
          id="content-preview-language"
          value={language}
          onChange={setLanguage}
          options={PREVIEW_LANGUAGES}
          className="w-56"
        />
      </LabelledSelect>
      <Button asChild variant="outline">
        <Link href={href(language, page)} target="_blank" rel="noopener">
          <Eye aria-hidden />
          {t("adminContentWorkflow.preview")}
        </Link>
      </Button>
    </>
  );
}

function LabelledSelect({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}

function StatusBadges({ state: { publishedAt, draft }, showOffSite }: { state: WorkflowState; showOffSite: boolean }) {
  const t = useT();
  return (
    // Badges do not wrap by default: a long name would run off a phone's screen.
    <div className="flex flex-wrap items-center gap-2 [&>*]:max-w-full [&>*]:whitespace-normal">
      {publishedAt ? (
        <Badge>{t("adminContentWorkflow.published", { date: formatDateTime(publishedAt) })}</Badge>
      ) : (
        showOffSite && <Badge variant="secondary">{t("adminContentWorkflow.notPublished")}</Badge>
      )}
      {draft && (
        <Badge variant="outline" data-testid="draft-badge">
          {t("adminContentWorkflow.draftChanges", { name: draft.updatedByName, date: formatDateTime(draft.updatedAt) })}
        </Badge>
      )}
      {draft?.publishAt && (
        <Badge variant="outline">
          {t("adminContentWorkflow.scheduledFor", {
            date: formatDateTime(draft.publishAt),
            name: draft.scheduledByName ?? draft.updatedByName,
          })}
        </Badge>
      )}
      {draft?.submittedAt && (
        <Badge variant="outline">{t("adminContentWorkflow.submittedBy", { name: draft.submittedByName ?? "" })}</Badge>
      )}
    </div>
  );
}
