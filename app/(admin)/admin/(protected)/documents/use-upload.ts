"use client";

import { useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { useT } from "@/components/i18n/i18n-provider";
import { categoryKeys } from "@/lib/api/admin/categories";
import { countKeys } from "@/lib/api/admin/dashboard";
import { documentKeys, documentsApi } from "@/lib/api/admin/documents";
import { ApiClientError } from "@/lib/api/client";
import type { Translate } from "@/lib/i18n/translator";
import { defaultTitle, uploadFormSchema } from "@/lib/validation/documents";

// requirements §4/§9: progress rises 5 % every 100 ms up to 95 %, 100 % on success, cleared after 1 s.
const PROGRESS_STEP = 5;
const PROGRESS_TICK_MS = 100;
const PROGRESS_CAP = 95;
const CLEAR_AFTER_MS = 1000;

export type Selected = { file: File; title: string };

function uploadBody(selected: Selected[], categoryId: string) {
  const body = new FormData();
  for (const { file } of selected) body.append("files", file);
  body.append("titles", JSON.stringify(Object.fromEntries(selected.map(({ file, title }) => [file.name, title]))));
  body.append("categoryId", categoryId);
  return body;
}

function formProblem(selected: Selected[], categoryId: string, maxUploadMb: number, t: Translate) {
  const parsed = uploadFormSchema.safeParse({
    files: selected.map(({ file, title }) => ({ name: file.name, title })),
    categoryId,
  });
  if (!parsed.success) return parsed.error.issues[0]?.message ?? "";
  const tooLarge = selected.find(({ file }) => file.size > maxUploadMb * 1024 * 1024);
  return tooLarge ? t("adminDocuments.tooLarge", { name: tooLarge.file.name, max: maxUploadMb }) : null;
}

function failureMessage(error: unknown, t: Translate) {
  return error instanceof ApiClientError
    ? t("adminDocuments.uploadFailed", { message: error.message || t("adminDocuments.uploadFailedDefault") })
    : t("adminDocuments.uploadNetworkError", { message: error instanceof Error ? error.message : "" });
}

function useSelection() {
  const [selected, setSelected] = useState<Selected[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const choose = (files: FileList | null) =>
    setSelected(Array.from(files ?? []).map((file) => ({ file, title: defaultTitle(file.name) })));
  const remove = (index: number) => {
    setSelected((current) => current.filter((_, i) => i !== index));
    if (fileInput.current && selected.length === 1) fileInput.current.value = "";
  };
  const rename = (index: number, title: string) =>
    setSelected((current) => current.map((item, i) => (i === index ? { ...item, title } : item)));
  const clear = () => {
    setSelected([]);
    if (fileInput.current) fileInput.current.value = "";
  };
  return { selected, fileInput, choose, remove, rename, clear };
}

export function useUpload(maxUploadMb: number) {
  const t = useT();
  const queryClient = useQueryClient();
  const files = useSelection();
  const [categoryId, setCategoryId] = useState("");
  const [progress, setProgress] = useState(0);
  const [uploading, setUploading] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const succeeded = (result: Awaited<ReturnType<typeof documentsApi.upload>>) => {
    setProgress(100);
    toast.success(
      t("adminDocuments.uploadSuccess", { message: result.message || t("adminDocuments.uploadSuccessDefault") }),
    );
    const unreadable = (result.documents ?? []).filter((doc) => doc.extractionNote).map((doc) => doc.title);
    if (unreadable.length > 0) toast.warning(t("adminDocuments.withoutText", { names: unreadable.join(", ") }));
    const reset = () => {
      files.clear();
      setProgress(0);
      for (const queryKey of [documentKeys.all, categoryKeys.all, countKeys.all])
        void queryClient.invalidateQueries({ queryKey });
    };
    timers.current.push(setTimeout(reset, CLEAR_AFTER_MS));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = formProblem(files.selected, categoryId, maxUploadMb, t);
    setFormError(problem);
    if (problem !== null) return;
    setUploading(true);
    setProgress(0);
    const ticker = setInterval(
      () => setProgress((value) => Math.min(PROGRESS_CAP, value + PROGRESS_STEP)),
      PROGRESS_TICK_MS,
    );
    try {
      const result = await documentsApi.upload(uploadBody(files.selected, categoryId));
      clearInterval(ticker);
      succeeded(result);
    } catch (error) {
      clearInterval(ticker);
      setProgress(0);
      toast.error(failureMessage(error, t));
    } finally {
      setUploading(false);
    }
  };

  const choose = (list: FileList | null) => {
    setFormError(null);
    files.choose(list);
  };
  return { ...files, choose, categoryId, setCategoryId, progress, uploading, formError, submit };
}
