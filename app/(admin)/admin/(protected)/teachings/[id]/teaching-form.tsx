"use client";

import { useState } from "react";
import { toast } from "sonner";
import { HtmlContentField } from "@/components/admin/rich-text/html-content-field";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { CardHeading } from "@/components/ui/card-heading";
import { FormControl, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { ContentDraftChange } from "@/components/admin/content/use-content-draft";
import { teachingsApi, type TeachingDraftState, type TeachingListRow } from "@/lib/api/admin/teachings";
import { teachingSnapshotSchema } from "@/lib/validation/teachings";
import { useValidatedSubmit } from "../use-validated-submit";

type Snapshot = TeachingDraftState["snapshot"];
type Values = { [K in keyof Snapshot]: string };

const toValues = (snapshot: Snapshot): Values =>
  Object.fromEntries(
    Object.entries(snapshot).map(([name, value]) => [name, value === null ? "" : String(value)]),
  ) as Values;

const ID_FIELDS = ["speakerId", "seriesId", "bookletId", "bookPage"] as const;
const fromValues = (values: Values) => ({
  ...values,
  ...Object.fromEntries(ID_FIELDS.map((name) => [name, values[name] ? Number(values[name]) : null])),
});

export function TeachingForm({
  snapshot,
  speakers,
  series,
  change,
}: {
  snapshot: Snapshot;
  speakers: TeachingListRow[];
  series: TeachingListRow[];
  change: ContentDraftChange<Snapshot, TeachingDraftState>;
}) {
  const t = useT();
  const [values, setValues] = useState<Values>(() => toValues(snapshot));
  const set = (name: keyof Values) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  const { errors, pending, submit } = useValidatedSubmit(teachingSnapshotSchema, async (parsed) => {
    await change(() => parsed);
    toast.success(t("common.success"), { description: t("adminTeachings.saved") });
  });
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    void submit(fromValues(values));
  };

  const props = { values, errors, set };
  return (
    <Card>
      <CardHeader>
        <CardHeading>{t("adminTeachings.details")}</CardHeading>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 md:grid-cols-2">
          <TeachingFields {...props} speakers={speakers} series={series} />
          <div className="md:col-span-2">
            <Button type="submit" disabled={pending}>
              {pending ? t("common.saving") : t("adminTeachings.save")}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

type FieldProps = {
  values: Values;
  errors: Record<string, string>;
  set: (name: keyof Values) => (value: string) => void;
};

function TextField({
  name,
  label,
  hint,
  type = "text",
  multiline = false,
  values,
  errors,
  set,
}: FieldProps & {
  name: keyof Values;
  label: string;
  hint?: string;
  type?: string;
  multiline?: boolean;
}) {
  const id = `teaching-${name}`;
  return (
    <FormField id={id} label={label} hint={hint} error={errors[name]}>
      {multiline ? (
        <Textarea rows={3} value={values[name]} onChange={(event) => set(name)(event.target.value)} />
      ) : (
        <Input type={type} value={values[name]} onChange={(event) => set(name)(event.target.value)} />
      )}
    </FormField>
  );
}

function ListSelect({
  name,
  label,
  items,
  values,
  errors,
  set,
}: FieldProps & {
  name: "speakerId" | "seriesId";
  label: string;
  items: TeachingListRow[];
}) {
  const t = useT();
  const id = `teaching-${name}`;
  return (
    <FormField id={id} label={label} error={errors[name]}>
      <select
        value={values[name]}
        onChange={(event) => set(name)(event.target.value)}
        className="h-11 rounded-md border border-input bg-background px-3 shadow-xs focus-visible:ring-2 focus-visible:ring-ring"
      >
        <option value="">{t("adminTeachings.none")}</option>
        {items.map((item) => (
          <option key={item.id} value={String(item.id)}>
            {item.name}
          </option>
        ))}
      </select>
    </FormField>
  );
}

function AudioField({ values, errors, set }: FieldProps) {
  const t = useT();
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      set("audioUrl")((await teachingsApi.uploadAudio(file)).audioUrl);
      toast.success(t("common.success"), {
        description: t("adminTeachings.uploaded"),
      });
    } catch (error) {
      toast.error(t("common.error"), { description: (error as Error).message });
    } finally {
      setUploading(false);
    }
  };
  return (
    <FormField
      id="teaching-audio"
      label={t("adminTeachings.fields.audio")}
      hint={values.audioUrl || t("adminTeachings.fields.audioHint")}
      error={errors.audioUrl}
    >
      <Input
        type="file"
        accept=".mp3,.m4a,.ogg,.wav,audio/*"
        disabled={uploading}
        onChange={(event) => void upload(event.target.files?.[0])}
      />
    </FormField>
  );
}

function TeachingFields({
  speakers,
  series,
  ...props
}: FieldProps & { speakers: TeachingListRow[]; series: TeachingListRow[] }) {
  const t = useT();
  const { values, errors, set } = props;
  return (
    <>
      <TextField name="title" label={t("adminTeachings.fields.title")} {...props} />
      <TextField name="slug" label={t("adminTeachings.fields.slug")} {...props} />
      <TextField name="date" type="date" label={t("adminTeachings.fields.date")} {...props} />
      <TextField
        name="scripture"
        label={t("adminTeachings.fields.scripture")}
        hint={t("adminTeachings.fields.scriptureHint")}
        {...props}
      />
      <ListSelect name="speakerId" label={t("adminTeachings.columns.speaker")} items={speakers} {...props} />
      <ListSelect name="seriesId" label={t("adminTeachings.lists.series")} items={series} {...props} />
      <div className="md:col-span-2">
        <TextField name="summary" label={t("adminTeachings.fields.summary")} multiline {...props} />
      </div>
      <AudioField {...props} />
      <TextField
        name="videoUrl"
        label={t("adminTeachings.fields.video")}
        hint={t("adminTeachings.fields.videoHint")}
        {...props}
      />
      <TextField name="imageUrl" label={t("adminTeachings.fields.image")} {...props} />
      <TextField name="bookPage" type="number" label={t("adminTeachings.fields.bookPage")} {...props} />
      <div className="md:col-span-2">
        <FormField id="teaching-notes" label={t("adminTeachings.fields.notes")} error={errors.notes} nestedControl>
          <HtmlContentField labelId="teaching-notes-label" value={values.notes} onChange={set("notes")}>
            <FormControl>
              <Textarea rows={8} value={values.notes} onChange={(event) => set("notes")(event.target.value)} />
            </FormControl>
          </HtmlContentField>
        </FormField>
      </div>
    </>
  );
}
