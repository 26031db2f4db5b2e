"use client";

import { X } from "lucide-react";
import { OptionSelect, toOptions } from "@/components/admin/option-select";
import { useCategories } from "@/components/admin/queries";
import { QueryError } from "@/components/admin/query-error";
import { useT } from "@/components/i18n/i18n-provider";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { DOCUMENT_ACCEPT, DOCUMENT_EXTENSIONS, MAX_FILES_PER_UPLOAD } from "@/lib/validation/documents";
import { useUpload, type Selected } from "./use-upload";
import { ManageFoldersButton } from "./folders-dialog";

export function UploadForm({ maxUploadMb, onManageFolders }: { maxUploadMb: number; onManageFolders: () => void }) {
  const t = useT();
  const categories = useCategories();
  const {
    selected,
    fileInput,
    choose,
    rename,
    remove,
    categoryId,
    setCategoryId,
    progress,
    uploading,
    formError,
    submit,
  } = useUpload(maxUploadMb);

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
      <FolderChoice
        categories={categories}
        value={categoryId}
        onChange={setCategoryId}
        onManageFolders={onManageFolders}
      />

      <FilesField fileInput={fileInput} maxUploadMb={maxUploadMb} onChoose={choose} />

      {selected.length > 0 && <SelectedFiles selected={selected} onRename={rename} onRemove={remove} />}

      {formError && (
        <Alert variant="destructive">
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      )}

      {(uploading || progress > 0) && <Progress value={progress} />}

      <SubmitButton pending={uploading} pendingText={t("adminDocuments.uploading")}>
        {t("adminDocuments.upload")}
      </SubmitButton>
    </form>
  );
}

function FilesField({
  fileInput,
  maxUploadMb,
  onChoose,
}: {
  fileInput: React.RefObject<HTMLInputElement | null>;
  maxUploadMb: number;
  onChoose: (files: FileList | null) => void;
}) {
  const t = useT();
  return (
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
        ref={fileInput}
        type="file"
        multiple
        accept={DOCUMENT_ACCEPT}
        onChange={(event) => onChoose(event.target.files)}
      />
    </FormField>
  );
}

function FolderChoice({
  categories,
  value,
  onChange,
  onManageFolders,
}: {
  categories: ReturnType<typeof useCategories>;
  value: string;
  onChange: (value: string) => void;
  onManageFolders: () => void;
}) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <FormField id="upload-folder" label={t("adminDocuments.folder")} className="min-w-56 flex-1">
        <OptionSelect
          value={value}
          onChange={onChange}
          options={toOptions(categories.data)}
          placeholder={t("adminDocuments.chooseFolder")}
          disabled={categories.isPending}
        />
      </FormField>
      <ManageFoldersButton onClick={onManageFolders} />
    </div>
  );
}

function SelectedFiles({
  selected,
  onRename,
  onRemove,
}: {
  selected: Selected[];
  onRename: (index: number, title: string) => void;
  onRemove: (index: number) => void;
}) {
  const t = useT();
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-medium">{t("adminDocuments.selectedFiles")}</legend>
      {selected.map(({ file, title }, index) => (
        <div key={`${file.name}-${index}`} className="flex items-end gap-2">
          <FormField
            id={`upload-title-${index}`}
            label={t("adminDocuments.fileTitle", { name: file.name })}
            className="flex-1"
          >
            <Input value={title} maxLength={200} onChange={(event) => onRename(index, event.target.value)} />
          </FormField>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t("adminDocuments.removeFile", { name: file.name })}
            onClick={() => onRemove(index)}
          >
            <X aria-hidden />
          </Button>
        </div>
      ))}
    </fieldset>
  );
}

function Progress({ value }: { value: number }) {
  const t = useT();
  return (
    <div
      role="progressbar"
      aria-label={t("adminDocuments.progress")}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className="h-3 w-full overflow-hidden rounded-full bg-muted"
    >
      <div className="h-full bg-primary transition-[width] duration-100" style={{ width: `${value}%` }} />
    </div>
  );
}
