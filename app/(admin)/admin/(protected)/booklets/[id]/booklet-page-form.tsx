"use client";

import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
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
import { ApiClientError, apiFetch } from "@/lib/api/client";
import { bookletPageSchema, type BookletPageInput, type BookletPageValues } from "@/lib/validation/booklets";
import { bookletKeys, type BookletPageRow } from "../booklet-types";
import { BookletPopovers } from "./booklet-popovers";

const FIELDS = ["title", "content", "imageUrl", "pageNumber"] as const;

const toForm = (page: BookletPageRow | null): BookletPageInput => ({
  title: page?.title ?? "",
  content: page?.content ?? "",
  imageUrl: page?.imageUrl ?? "",
  pageNumber: page?.pageNumber ?? null,
});

type Props = {
  bookletId: number;
  page: BookletPageRow | null;
  position: number;
  onSaved: (page: BookletPageRow) => void;
  onDeleted: () => void;
};

/** Adds a page (page = null) or edits one: title, printed number, image and HTML with a preview. */
export function BookletPageForm({ bookletId, page, position, onSaved, onDeleted }: Props) {
  const t = useT();
  const queryClient = useQueryClient();
  const form = useForm<BookletPageInput, unknown, BookletPageValues>({ resolver: zodResolver(bookletPageSchema), defaultValues: toForm(page) });
  const { errors, isSubmitting } = form.formState;
  const [tab, setTab] = useState("visual");
  const content = useWatch({ control: form.control, name: "content" }) ?? "";
  const [preview, setPreview] = useState<{ state: "idle" | "loading" | "ready" | "error"; html: string }>({ state: "idle", html: "" });

  const refreshLists = () => Promise.all([
    queryClient.invalidateQueries({ queryKey: bookletKeys.pages(bookletId) }),
    queryClient.invalidateQueries({ queryKey: bookletKeys.one(bookletId) }),
    queryClient.invalidateQueries({ queryKey: bookletKeys.all, exact: true }),
  ]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = page
        ? await apiFetch<BookletPageRow>(`/api/booklet-pages/${page.id}`, { method: "PATCH", json: values })
        : await apiFetch<BookletPageRow>(`/api/booklets/${bookletId}/pages`, { method: "POST", json: values });
      form.reset(toForm(saved));
      setPreview({ state: "idle", html: "" });
      await refreshLists();
      toast.success(t("common.success"), { description: page ? t("booklets.editor.pageSaved") : t("booklets.editor.pageCreated") });
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiClientError && error.errors) {
        for (const field of FIELDS) {
          const message = error.errors[field]?.[0];
          if (message) form.setError(field, { message });
        }
      }
      toast.error(t("common.error"), { description: page ? t("booklets.editor.pageSaveFailed") : t("booklets.editor.pageCreateFailed") });
    }
  });

  const remove = useMutation({
    mutationFn: (id: number) => apiFetch(`/api/booklet-pages/${id}`, { method: "DELETE" }),
    onSuccess: async () => {
      await refreshLists();
      toast.success(t("common.success"), { description: t("booklets.editor.pageDeleted") });
      onDeleted();
    },
    onError: () => toast.error(t("common.error"), { description: t("booklets.editor.pageDeleteFailed") }),
  });

  // The preview is the server's own rendering of the draft: sanitised exactly as saving would.
  async function showPreview() {
    setPreview({ state: "loading", html: "" });
    try {
      const { html } = await apiFetch<{ html: string }>("/api/booklet-pages/preview", { method: "POST", json: { content: form.getValues("content") ?? "" } });
      setPreview({ state: "ready", html });
    } catch {
      setPreview({ state: "error", html: "" });
    }
  }

  const describedBy = (field: (typeof FIELDS)[number], hint = false) =>
    [hint ? `page-${field}-hint` : null, errors[field] ? `page-${field}-error` : null].filter(Boolean).join(" ") || undefined;

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
                <Button variant="outline" disabled={remove.isPending}>
                  <Trash2 aria-hidden />
                  {t("booklets.editor.deletePage")}
                </Button>
              }
              title={t("booklets.editor.deletePageTitle", { title: page.title })}
              description={t("booklets.editor.deletePageBody")}
              confirmLabel={t("booklets.editor.deletePage")}
              onConfirm={() => remove.mutate(page.id)}
            />
          )}
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
              <FormField id="page-title" label={t("booklets.editor.pageTitle")} error={errors.title?.message}>
                <Input id="page-title" autoFocus={!page} aria-invalid={Boolean(errors.title)} aria-describedby={describedBy("title")} {...form.register("title")} />
              </FormField>
              <FormField id="page-pageNumber" label={t("booklets.editor.pageNumber")} hint={t("booklets.editor.pageNumberHint")} error={errors.pageNumber?.message}>
                <Input
                  id="page-pageNumber"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  aria-invalid={Boolean(errors.pageNumber)}
                  aria-describedby={describedBy("pageNumber", true)}
                  {...form.register("pageNumber", { setValueAs: (value: unknown) => (value === "" || value === null || value === undefined ? null : Number(value)) })}
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
                  {preview.state === "error" && <p className="text-destructive">{t("booklets.editor.previewFailed")}</p>}
                  {preview.state === "ready" &&
                    (preview.html ? <BookletHtml html={preview.html} /> : <p className="text-muted-foreground">{t("booklets.editor.previewEmpty")}</p>)}
                </TabsContent>
              </Tabs>
            </div>
            <div>
              <SubmitButton pending={isSubmitting} pendingText={page ? t("booklets.editor.savingPage") : t("booklets.editor.creatingPage")}>
                {page ? t("booklets.editor.savePage") : t("booklets.editor.createPage")}
              </SubmitButton>
            </div>
          </form>
        </CardContent>
      </Card>

      {page ? <BookletPopovers pageId={page.id} /> : <p className="text-sm text-muted-foreground">{t("booklets.editor.popoversAfterSave")}</p>}
    </div>
  );
}
