"use client";

import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trash2 } from "lucide-react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/admin/confirm-dialog";
import { LazyRichTextEditor } from "@/components/admin/rich-text/lazy-rich-text-editor";
import { BookletHtml } from "@/components/booklets/booklet-html";
import { ImageUrlField } from "@/components/booklets/image-url-field";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { SubmitButton } from "@/components/ui/submit-button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { bookletsApi } from "@/lib/api/admin/booklets";
import { ApiClientError } from "@/lib/api/client";
import { bookletPageSchema, type BookletPageInput, type BookletPageValues } from "@/lib/validation/booklets";
import { BookletPopovers } from "./booklet-popovers";
import { newKey, type DraftPage, type useBookletDraft } from "./use-booklet-draft";

const FIELDS = ["title", "content", "imageUrl", "pageNumber"] as const;

const toForm = (page: DraftPage | null): BookletPageInput => ({
  title: page?.title ?? "",
  content: page?.content ?? "",
  imageUrl: page?.imageUrl ?? "",
  pageNumber: page?.pageNumber ?? null,
});

type Props = {
  page: DraftPage | null;
  position: number;
  change: ReturnType<typeof useBookletDraft>["change"];
  onSaved: (key: string) => void;
  onDeleted: () => void;
};

/** Adds a page (page = null) or edits one in the draft: title, printed number, image and HTML with a preview. */
export function BookletPageForm({ page, position, change, onSaved, onDeleted }: Props) {
  const t = useT();
  const form = useForm<BookletPageInput, unknown, BookletPageValues>({
    resolver: zodResolver(bookletPageSchema),
    defaultValues: toForm(page),
  });
  const { errors, isSubmitting } = form.formState;
  const [tab, setTab] = useState("visual");
  const content = useWatch({ control: form.control, name: "content" }) ?? "";
  const [preview, setPreview] = useState<{ state: "idle" | "loading" | "ready" | "error"; html: string }>({
    state: "idle",
    html: "",
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const key = page?.key ?? newKey("n");
    const fields = {
      title: values.title,
      content: values.content ?? "",
      imageUrl: values.imageUrl ?? null,
      pageNumber: values.pageNumber ?? null,
    };
    try {
      const state = await change((snapshot) => ({
        ...snapshot,
        pages: page
          ? snapshot.pages.map((item) => (item.key === page.key ? { ...item, ...fields } : item))
          : [...snapshot.pages, { key, ...fields, popovers: [] }],
      }));
      const saved = state.snapshot.pages.find((item) => item.key === key);
      if (saved) form.reset(toForm(saved));
      setPreview({ state: "idle", html: "" });
      toast.success(t("common.success"), {
        description: page ? t("booklets.editor.pageSaved") : t("booklets.editor.pageCreated"),
      });
      onSaved(key);
    } catch (error) {
      if (error instanceof ApiClientError && error.errors) {
        for (const field of FIELDS) {
          const message = Object.entries(error.errors).find(([path]) => path.endsWith(`.${field}`))?.[1]?.[0];
          if (message) form.setError(field, { message });
        }
      }
      toast.error(t("common.error"), {
        description: page ? t("booklets.editor.pageSaveFailed") : t("booklets.editor.pageCreateFailed"),
      });
    }
  });

  async function remove(target: DraftPage) {
    try {
      await change((snapshot) => ({ ...snapshot, pages: snapshot.pages.filter((item) => item.key !== target.key) }));
      toast.success(t("common.success"), { description: t("booklets.editor.pageDeleted") });
      onDeleted();
    } catch {
      toast.error(t("common.error"), { description: t("booklets.editor.pageDeleteFailed") });
    }
  }

  // The preview is the server's own rendering of the draft: sanitised exactly as saving would.
  async function showPreview() {
    setPreview({ state: "loading", html: "" });
    try {
      const { html } = await bookletsApi.preview(form.getValues("content") ?? "");
      setPreview({ state: "ready", html });
    } catch {
      setPreview({ state: "error", html: "" });
    }
  }

  const describedBy = (field: (typeof FIELDS)[number], hint = false) =>
    [hint ? `page-${field}-hint` : null, errors[field] ? `page-${field}-error` : null].filter(Boolean).join(" ") ||
    undefined;

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
          <CardTitle asChild>
            <h2>{page ? t("booklets.editor.pagePosition", { n: position }) : t("booklets.editor.newPage")}</h2>
          </CardTitle>
          {page && (
            <ConfirmDialog
              trigger={
                <Button variant="outline">
                  <Trash2 aria-hidden />
                  {t("booklets.editor.deletePage")}
                </Button>
              }
              title={t("booklets.editor.deletePageTitle", { title: page.title })}
              description={t("booklets.editor.deletePageBody")}
              confirmLabel={t("booklets.editor.deletePage")}
              onConfirm={() => void remove(page)}
            />
          )}
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
              <FormField id="page-title" label={t("booklets.editor.pageTitle")} error={errors.title?.message}>
                <Input
                  id="page-title"
                  autoFocus={!page}
                  aria-invalid={Boolean(errors.title)}
                  aria-describedby={describedBy("title")}
                  {...form.register("title")}
                />
              </FormField>
              <FormField
                id="page-pageNumber"
                label={t("booklets.editor.pageNumber")}
                hint={t("booklets.editor.pageNumberHint")}
                error={errors.pageNumber?.message}
              >
                <Input
                  id="page-pageNumber"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  aria-invalid={Boolean(errors.pageNumber)}
                  aria-describedby={describedBy("pageNumber", true)}
                  {...form.register("pageNumber", {
                    setValueAs: (value: unknown) =>
                      value === "" || value === null || value === undefined ? null : Number(value),
                  })}
                />
              </FormField>
            </div>
            <Controller
              control={form.control}
              name="imageUrl"
              render={({ field }) => (
                <ImageUrlField
                  id="page-imageUrl"
                  label={t("booklets.editor.pageImage")}
                  hint={t("booklets.admin.imageUrlHint")}
                  value={field.value ?? ""}
                  onChange={field.onChange}
                  error={errors.imageUrl?.message}
                />
              )}
            />
            <div className="grid gap-2">
              <Tabs
                value={tab}
                onValueChange={(next) => {
                  setTab(next);
                  if (next === "preview") void showPreview();
                }}
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-sm font-medium" id="page-content-label">
                    {t("booklets.editor.content")}
                  </span>
                  <TabsList>
                    <TabsTrigger value="visual">{t("admin.richText.visualTab")}</TabsTrigger>
                    <TabsTrigger value="html">{t("booklets.editor.htmlTab")}</TabsTrigger>
                    <TabsTrigger value="preview">{t("booklets.editor.previewTab")}</TabsTrigger>
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
                  <Textarea
                    id="page-content"
                    rows={14}
                    className="font-mono text-sm"
                    aria-labelledby="page-content-label"
                    aria-invalid={Boolean(errors.content)}
                    aria-describedby={describedBy("content", true)}
                    {...form.register("content")}
                  />
                  <p id="page-content-hint" className="text-sm text-muted-foreground">
                    {t("booklets.editor.contentHint")}
                  </p>
                  {errors.content && (
                    <p id="page-content-error" role="alert" className="text-sm text-destructive">
                      {errors.content.message}
                    </p>
                  )}
                </TabsContent>
                <TabsContent value="preview" className="min-h-40 rounded-md border bg-background p-4">
                  {preview.state === "loading" && <Spinner label={t("common.loading")} />}
                  {preview.state === "error" && (
                    <p className="text-destructive">{t("booklets.editor.previewFailed")}</p>
                  )}
                  {preview.state === "ready" &&
                    (preview.html ? (
                      <BookletHtml html={preview.html} />
                    ) : (
                      <p className="text-muted-foreground">{t("booklets.editor.previewEmpty")}</p>
                    ))}
                </TabsContent>
              </Tabs>
            </div>
            <div>
              <SubmitButton
                pending={isSubmitting}
                pendingText={page ? t("booklets.editor.savingPage") : t("booklets.editor.creatingPage")}
              >
                {page ? t("booklets.editor.savePage") : t("booklets.editor.createPage")}
              </SubmitButton>
            </div>
          </form>
        </CardContent>
      </Card>

      {page ? (
        <BookletPopovers page={page} change={change} />
      ) : (
        <p className="text-sm text-muted-foreground">{t("booklets.editor.popoversAfterSave")}</p>
      )}
    </div>
  );
}
