"use client";

import { useState } from "react";
import { useWatch } from "react-hook-form";
import { LazyRichTextEditor } from "@/components/admin/rich-text/lazy-rich-text-editor";
import { BookletHtml } from "@/components/booklets/booklet-html";
import { useT } from "@/components/i18n/i18n-provider";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { pageDescribedBy, type PageForm } from "./use-booklet-page-form";
import type { PagePreview } from "./use-page-preview";

type Props = { form: PageForm; preview: PagePreview; onPreview: () => void };

export function BookletPageContent({ form, preview, onPreview }: Props) {
  const t = useT();
  const [tab, setTab] = useState("visual");
  const content = useWatch({ control: form.control, name: "content" }) ?? "";
  return (
    <div className="grid gap-2">
      <Tabs
        value={tab}
        onValueChange={(next) => {
          setTab(next);
          if (next === "preview") onPreview();
        }}
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-sm font-medium" id="page-content-label">
            {t("adminBooklets.editor.content")}
          </span>
          <TabsList>
            <TabsTrigger value="visual">{t("adminRichText.visualTab")}</TabsTrigger>
            <TabsTrigger value="html">{t("adminBooklets.editor.htmlTab")}</TabsTrigger>
            <TabsTrigger value="preview">{t("adminBooklets.editor.previewTab")}</TabsTrigger>
          </TabsList>
        </div>
        <TabsContent value="visual">
          <LazyRichTextEditor
            value={content}
            labelledBy="page-content-label"
            onChange={(html) => form.setValue("content", html, { shouldDirty: true })}
          />
        </TabsContent>
        <TabsContent value="html" forceMount className="grid gap-2 data-[state=inactive]:hidden">
          <PageHtmlSource form={form} />
        </TabsContent>
        <TabsContent value="preview" className="min-h-40 rounded-md border bg-background p-4">
          <PagePreviewPanel preview={preview} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function PageHtmlSource({ form }: { form: PageForm }) {
  const t = useT();
  const { errors } = form.formState;
  return (
    <>
      <Textarea
        id="page-content"
        rows={14}
        className="font-mono text-sm"
        aria-labelledby="page-content-label"
        aria-invalid={Boolean(errors.content)}
        aria-describedby={pageDescribedBy(form, "content", true)}
        {...form.register("content")}
      />
      <p id="page-content-hint" className="text-sm text-muted-foreground">
        {t("adminBooklets.editor.contentHint")}
      </p>
      {errors.content && (
        <p id="page-content-error" role="alert" className="text-sm text-destructive">
          {errors.content.message}
        </p>
      )}
    </>
  );
}

function PagePreviewPanel({ preview }: { preview: PagePreview }) {
  const t = useT();
  return (
    <>
      {preview.state === "loading" && <Spinner label={t("common.loading")} />}
      {preview.state === "error" && <p className="text-destructive">{t("adminBooklets.editor.previewFailed")}</p>}
      {preview.state === "ready" &&
        (preview.html ? (
          <BookletHtml html={preview.html} />
        ) : (
          <p className="text-muted-foreground">{t("adminBooklets.editor.previewEmpty")}</p>
        ))}
    </>
  );
}
