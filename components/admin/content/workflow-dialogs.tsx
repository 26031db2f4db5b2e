"use client";

import { useState } from "react";
import { AdminDialog, DialogActions } from "@/components/admin/admin-dialog";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { contentApi } from "@/lib/api/admin/content";
import type { ContentType } from "@/lib/validation/content";
import type { RunAction, WorkflowDialog } from "./workflow-actions";

// The content workflow's dialogs (docs/decisions/016), shared by every kind's editor.

export type PublishSummary = { body: string; blocked?: boolean };

export function NoteDialog(props: {
  open: boolean;
  onClose: () => void;
  pending: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  disabled: boolean;
  onConfirm: (note: string) => void;
}) {
  const t = useT();
  const [note, setNote] = useState("");
  return (
    <AdminDialog
      open={props.open}
      onOpenChange={(open) => !open && props.onClose()}
      title={props.title}
      description={props.description}
    >
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          props.onConfirm(note.trim());
        }}
      >
        <FormField id="workflow-note" label={t("adminContentWorkflow.note")} hint={t("adminContentWorkflow.noteHint")}>
          <Input maxLength={300} value={note} onChange={(event) => setNote(event.target.value)} />
        </FormField>
        <DialogActions onCancel={props.onClose}>
          <Button type="submit" disabled={props.pending || props.disabled}>
            {props.confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </AdminDialog>
  );
}

const toLocalInput = (iso: string) => {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

export function ScheduleDialog(props: {
  open: boolean;
  onClose: () => void;
  pending: boolean;
  current: string | null;
  onConfirm: (publishAt: string | null) => void;
}) {
  const t = useT();
  const [value, setValue] = useState(props.current ? toLocalInput(props.current) : "");
  return (
    <AdminDialog
      open={props.open}
      onOpenChange={(open) => !open && props.onClose()}
      title={t("adminContentWorkflow.scheduleTitle")}
      description={t("adminContentWorkflow.scheduleBody")}
    >
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (value) props.onConfirm(new Date(value).toISOString());
        }}
      >
        <FormField id="workflow-publish-at" label={t("adminContentWorkflow.publishAt")}>
          <Input type="datetime-local" required value={value} onChange={(event) => setValue(event.target.value)} />
        </FormField>
        <DialogActions>
          {props.current && (
            <Button type="button" variant="outline" disabled={props.pending} onClick={() => props.onConfirm(null)}>
              {t("adminContentWorkflow.clearSchedule")}
            </Button>
          )}
          <Button type="submit" disabled={props.pending || !value}>
            {t("adminContentWorkflow.schedule")}
          </Button>
        </DialogActions>
      </form>
    </AdminDialog>
  );
}

export function WorkflowDialogs({
  dialog,
  onClose,
  pending,
  run,
  target: { type, id, title, summary, publishAt, revision },
}: {
  dialog: WorkflowDialog;
  onClose: () => void;
  pending: boolean;
  run: RunAction;
  target: {
    type: ContentType;
    id: number;
    title: string;
    summary: PublishSummary;
    publishAt: string | null;
    /** What the admin is looking at: publishing or scheduling anything newer is refused (412). */
    revision: string | null;
  };
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
            ? t("adminContentWorkflow.submitTitle", { title })
            : t("adminContentWorkflow.publishTitle", { title })
        }
        description={summary.body}
        confirmLabel={dialog === "submit" ? t("adminContentWorkflow.submit") : t("adminContentWorkflow.publishNow")}
        disabled={Boolean(summary.blocked)}
        onConfirm={(note) =>
          dialog === "submit"
            ? run(() => contentApi.submit(type, id, note), t("adminContentWorkflow.submitted"))
            : run(() => contentApi.publish(type, id, note, revision), t("adminContentWorkflow.publishedNow", { title }))
        }
      />
      <ScheduleDialog
        open={dialog === "schedule"}
        onClose={onClose}
        pending={pending}
        current={publishAt}
        onConfirm={(value) =>
          run(
            () => contentApi.schedule(type, id, value, revision),
            value ? t("adminContentWorkflow.scheduled") : t("adminContentWorkflow.unscheduled"),
          )
        }
      />
    </>
  );
}
