"use client";

import { useState } from "react";
import { toast } from "sonner";
import { useContentDraft } from "@/components/admin/content/use-content-draft";
import { VersionHistory } from "@/components/admin/content/version-history";
import { ContentWorkflowBar } from "@/components/admin/content/workflow-bar";
import { QueryState } from "@/components/admin/query-state";
import { useT } from "@/components/i18n/i18n-provider";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { CardHeading } from "@/components/ui/card-heading";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { contentApi, type SiteTextsDraftState } from "@/lib/api/admin/content";
import { diffTexts } from "@/lib/content/diff";
import type { Translate } from "@/lib/i18n/translator";
import { builtInSetting } from "@/lib/settings/defaults";
import {
  PUBLIC_TEXT_SETTINGS,
  SITE_TEXTS_ID,
  SITE_TEXTS_PREVIEW_PAGES,
  type PublicTextSetting,
} from "@/lib/validation/content";

type Snapshot = SiteTextsDraftState["snapshot"];
type Texts = Snapshot["texts"];

const labelOf = (name: string) => builtInSetting(name)?.displayName ?? name;
const previewPages = (t: Translate) =>
  SITE_TEXTS_PREVIEW_PAGES.map((page) => ({ value: page, label: t(`adminContentWorkflow.previewPages.${page}`) }));

export function PublicTextsEditor() {
  const t = useT();
  const draft = useContentDraft<Snapshot, SiteTextsDraftState>("site-texts", SITE_TEXTS_ID, {
    load: contentApi.siteTextsDraft,
    save: contentApi.saveSiteTextsDraft,
  });
  const [edited, setEdited] = useState<Partial<Texts>>({});

  async function save() {
    try {
      await draft.change((current) => ({ ...current, texts: { ...current.texts, ...edited } }));
      setEdited({});
      toast.success(t("common.success"), { description: t("adminContentWorkflow.textsSaved") });
    } catch (error) {
      toast.error(t("common.error"), { description: (error as Error).message });
    }
  }

  return (
    <QueryState query={draft.query} loading={<Spinner label={t("common.loading")} />} error={(error) => error.message}>
      {(state) => (
        <PublicTextsForm
          state={state}
          edited={edited}
          saving={draft.saving}
          onEdit={(name, value) => setEdited((current) => ({ ...current, [name]: value }))}
          onSave={() => void save()}
          onChanged={draft.refresh}
        />
      )}
    </QueryState>
  );
}

type FormProps = {
  state: SiteTextsDraftState;
  edited: Partial<Texts>;
  saving: boolean;
  onEdit: (name: PublicTextSetting, value: string) => void;
  onSave: () => void;
  onChanged: () => Promise<unknown>;
};

function PublicTextsForm({ state, edited, saving, onEdit, onSave, onChanged }: FormProps) {
  const t = useT();
  const texts = { ...state.snapshot.texts, ...edited };
  return (
    <section aria-labelledby="public-texts-heading" className="space-y-4">
      <Card>
        <CardHeader>
          <CardHeading id="public-texts-heading">{t("adminContentWorkflow.textsTitle")}</CardHeading>
          <CardDescription>{t("adminContentWorkflow.textsDescription")}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <ContentWorkflowBar
            type="site-texts"
            id={SITE_TEXTS_ID}
            state={state}
            title={t("adminContentWorkflow.textsTitle")}
            publishSummary={{ body: t("adminContentWorkflow.publishTextsBody") }}
            hint={t("adminContentWorkflow.textsStay")}
            previewPages={previewPages(t)}
            previewHref={(language, page) => `/admin/preview/site-texts?page=${page}&lang=${language}`}
            onChanged={onChanged}
          />
          <TextsForm texts={texts} saving={saving} onChange={onEdit} onSubmit={onSave} />
        </CardContent>
      </Card>
      <VersionHistory
        type="site-texts"
        id={SITE_TEXTS_ID}
        compare={(version) => diffTexts((version as Snapshot).texts, state.snapshot.texts, labelOf)}
        onRestored={onChanged}
      />
    </section>
  );
}

function TextsForm({
  texts,
  saving,
  onChange,
  onSubmit,
}: {
  texts: Texts;
  saving: boolean;
  onChange: (name: PublicTextSetting, value: string) => void;
  onSubmit: () => void;
}) {
  const t = useT();
  return (
    <form
      className="grid gap-4 md:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {PUBLIC_TEXT_SETTINGS.map((name) => (
        <TextField key={name} name={name} value={texts[name]} onChange={(value) => onChange(name, value)} />
      ))}
      <div className="md:col-span-2">
        <SubmitButton pending={saving} pendingText={t("common.saving")}>
          {t("adminContentWorkflow.textsSave")}
        </SubmitButton>
      </div>
    </form>
  );
}

function TextField({
  name,
  value,
  onChange,
}: {
  name: PublicTextSetting;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = `public-text-${name}`;
  const setting = builtInSetting(name);
  const long = setting?.type === "textarea";

  return (
    <FormField id={id} label={labelOf(name)} hint={setting?.description}>
      {long ? (
        <Textarea value={value} onChange={(event) => onChange(event.target.value)} className="min-h-24" />
      ) : (
        <Input value={value} onChange={(event) => onChange(event.target.value)} />
      )}
    </FormField>
  );
}
