"use client";

import { useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { FolderCog, X } from "lucide-react";
import { toast } from "sonner";
import { OptionSelect, toOptions } from "@/components/admin/option-select";
import { useCategories } from "@/components/admin/queries";
import { QueryError } from "@/components/admin/query-error";
import { useT } from "@/components/i18n/i18n-provider";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { categoryKeys } from "@/lib/api/admin/categories";
import { countKeys } from "@/lib/api/admin/dashboard";
import { documentKeys, documentsApi } from "@/lib/api/admin/documents";
import { ApiClientError } from "@/lib/api/client";
import {
  defaultTitle,
  DOCUMENT_ACCEPT,
  DOCUMENT_EXTENSIONS,
  MAX_FILES_PER_UPLOAD,
  uploadFormSchema,
} from "@/lib/validation/documents";

// requirements §4/§9: progress rises 5 % every 100 ms up to 95 %, 100 % on success, cleared after 1 s.
const PROGRESS_STEP = 5;
const PROGRESS_TICK_MS = 100;
const PROGRESS_CAP = 95;
const CLEAR_AFTER_MS = 1000;

type Selected = { file: File; title: string };

export function UploadForm({ maxUploadMb, onManageFolders }: { maxUploadMb: number; onManageFolders: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const categories = useCategories();
  const [selected, setSelected] = useState<Selected[]>([]);
  const [categoryId, setCategoryId] = useState("");
  const [progress, setProgress] = useState(0);
  const [uploading, setUploading] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const choose = (files: FileList | null) => {
    setFormError(null);
    setSelected(Array.from(files ?? []).map((file) => ({ file, title: defaultTitle(file.name) })));
  };

  const remove = (index: number) => {
    setSelected((current) => current.filter((_, i) => i !== index));
    if (fileInput.current && selected.length === 1) fileInput.current.value = "";
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = uploadFormSchema.safeParse({
      files: selected.map(({ file, title }) => ({ name: file.name, title })),
      categoryId,
    });
    if (!parsed.success) return setFormError(parsed.error.issues[0]?.message ?? null);
    const tooLarge = selected.find(({ file }) => file.size > maxUploadMb * 1024 * 1024);
    if (tooLarge) return setFormError(t("adminDocuments.tooLarge", { name: tooLarge.file.name, max: maxUploadMb }));
    setFormError(null);

    const body = new FormData();
    for (const { file } of selected) body.append("files", file);
    body.append("titles", JSON.stringify(Object.fromEntries(selected.map(({ file, title }) => [file.name, title]))));
    body.append("categoryId", categoryId);

    setUploading(true);
    setProgress(0);
    const ticker = setInterval(
      () => setProgress((value) => Math.min(PROGRESS_CAP, value + PROGRESS_STEP)),
      PROGRESS_TICK_MS,
    );
    try {
      const result = await documentsApi.upload(body);
      clearInterval(ticker);
      setProgress(100);
      toast.success(
        t("adminDocuments.uploadSuccess", { message: result.message || t("adminDocuments.uploadSuccessDefault") }),
      );
      const unreadable = (result.documents ?? []).filter((doc) => doc.extractionNote).map((doc) => doc.title);
      if (unreadable.length > 0) toast.warning(t("adminDocuments.withoutText", { names: unreadable.join(", ") }));
      timers.current.push(
        setTimeout(() => {
          setSelected([]);
          setProgress(0);
          if (fileInput.current) fileInput.current.value = "";
          for (const queryKey of [documentKeys.all, categoryKeys.all, countKeys.all])
            void queryClient.invalidateQueries({ queryKey });
        }, CLEAR_AFTER_MS),
      );
    } catch (error) {
      clearInterval(ticker);
      setProgress(0);
      const message =
        error instanceof ApiClientError
          ? t("adminDocuments.uploadFailed", { message: error.message || t("adminDocuments.uploadFailedDefault") })
          : t("adminDocuments.uploadNetworkError", { message: error instanceof Error ? error.message : "" });
      toast.error(message);
    } finally {
      setUploading(false);
    }
  };

  if (categories.isError) {
    return (
      <QueryError
        message={t("adminFolders.loadError", { message: categories.error.message })}
        onRetry={() => categories.refetch()}
      />
    );
  }

  return (
    <form onSubmit={submit} noValidate className="max-w-3xl space-y-5 rounded-lg border bg-card p-4 sm:p-6">
      <div className="flex flex-wrap items-end gap-3">
        <FormField id="upload-folder" label={t("adminDocuments.folder")} className="min-w-56 flex-1">
          <OptionSelect
            id="upload-folder"
            value={categoryId}
            onChange={setCategoryId}
            options={toOptions(categories.data)}
            placeholder={t("adminDocuments.chooseFolder")}
            disabled={categories.isPending}
          />
        </FormField>
        <Button type="button" variant="outline" onClick={onManageFolders}>
          <FolderCog aria-hidden />
          {t("adminDocuments.manageFolders")}
        </Button>
      </div>

      <FormField
        id="upload-files"
        label={t("adminDocuments.files")}
        hint={t("adminDocuments.filesHint", {
          types: DOCUMENT_EXTENSIONS.join(", "),
          max: maxUploadMb,
          count: MAX_FILES_PER_UPLOAD,
        })}
      >
        <Input
          id="upload-files"
          ref={fileInput}
          type="file"
          multiple
          accept={DOCUMENT_ACCEPT}
          aria-describedby="upload-files-hint"
          onChange={(event) => choose(event.target.files)}
        />
      </FormField>

      {selected.length > 0 && (
        <fieldset className="space-y-3">
          <legend className="mb-2 text-sm font-medium">{t("adminDocuments.selectedFiles")}</legend>
          {selected.map(({ file, title }, index) => (
            <div key={`${file.name}-${index}`} className="flex items-end gap-2">
              <FormField
                id={`upload-title-${index}`}
                label={t("adminDocuments.fileTitle", { name: file.name })}
                className="flex-1"
              >
                <Input
                  id={`upload-title-${index}`}
                  value={title}
                  maxLength={200}
                  onChange={(event) =>
                    setSelected((current) =>
                      current.map((item, i) => (i === index ? { ...item, title: event.target.value } : item)),
                    )
                  }
                />
              </FormField>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={t("adminDocuments.removeFile", { name: file.name })}
                onClick={() => remove(index)}
              >
                <X aria-hidden />
              </Button>
            </div>
          ))}
        </fieldset>
      )}

      {formError && (
        <Alert variant="destructive">
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      )}

      {(uploading || progress > 0) && (
        <div
          role="progressbar"
          aria-label={t("adminDocuments.progress")}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="h-3 w-full overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full bg-primary transition-[width] duration-100" style={{ width: `${progress}%` }} />
        </div>
      )}

      <SubmitButton pending={uploading} pendingText={t("adminDocuments.uploading")}>
        {t("adminDocuments.upload")}
      </SubmitButton>
    </form>
  );
}
