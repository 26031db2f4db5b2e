"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { newDraftKey } from "@/components/admin/content/use-content-draft";
import { showDraftFieldErrors } from "@/components/admin/server-field-errors";
import { useT } from "@/components/i18n/i18n-provider";
import { bookletPageSchema, type BookletPageInput, type BookletPageValues } from "@/lib/validation/booklets";
import type { DraftChange, DraftPage } from "./booklet-draft";

export const PAGE_FIELDS = ["title", "content", "imageUrl", "pageNumber"] as const;
export type PageField = (typeof PAGE_FIELDS)[number];

const toForm = (page: DraftPage | null): BookletPageInput => ({
  title: page?.title ?? "",
  content: page?.content ?? "",
  imageUrl: page?.imageUrl ?? "",
  pageNumber: page?.pageNumber ?? null,
});

type Options = {
  page: DraftPage | null;
  change: DraftChange;
  onSaved: (key: string) => void;
  onDeleted: () => void;
  onReset: () => void;
};

export function useBookletPageForm({ page, change, onSaved, onDeleted, onReset }: Options) {
  const t = useT();
  const form = useForm<BookletPageInput, unknown, BookletPageValues>({
    resolver: zodResolver(bookletPageSchema),
    defaultValues: toForm(page),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const key = page?.key ?? newDraftKey();
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
      onReset();
      toast.success(t("common.success"), {
        description: page ? t("adminBooklets.editor.pageSaved") : t("adminBooklets.editor.pageCreated"),
      });
      onSaved(key);
    } catch (error) {
      showDraftFieldErrors(error, form.setError, PAGE_FIELDS);
      toast.error(t("common.error"), {
        description: page ? t("adminBooklets.editor.pageSaveFailed") : t("adminBooklets.editor.pageCreateFailed"),
      });
    }
  });

  async function remove(target: DraftPage) {
    try {
      await change((snapshot) => ({ ...snapshot, pages: snapshot.pages.filter((item) => item.key !== target.key) }));
      toast.success(t("common.success"), { description: t("adminBooklets.editor.pageDeleted") });
      onDeleted();
    } catch {
      toast.error(t("common.error"), { description: t("adminBooklets.editor.pageDeleteFailed") });
    }
  }

  return { form, onSubmit, remove };
}

export type PageForm = ReturnType<typeof useBookletPageForm>["form"];

export const pageDescribedBy = (form: PageForm, field: PageField, hint = false) =>
  [hint ? `page-${field}-hint` : null, form.formState.errors[field] ? `page-${field}-error` : null]
    .filter(Boolean)
    .join(" ") || undefined;
