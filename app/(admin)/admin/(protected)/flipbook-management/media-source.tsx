"use client";

import { useId, useState } from "react";
import { type UseFormRegisterReturn } from "react-hook-form";
import { toast } from "sonner";
import { useT } from "@/components/i18n/i18n-provider";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { flipbookApi, type UploadKind } from "@/lib/api/admin/flipbook";
import { ApiClientError } from "@/lib/api/client";

type UrlField = "imageUrl" | "audioUrl" | "pdfUrl";
type UploadState = "idle" | "uploading" | "done" | "failed";

const ACCEPT: Record<UploadKind, string> = { image: "image/*", audio: "audio/*", pdf: "application/pdf,.pdf" };

export function MediaSource({
  kind,
  field,
  register,
  error,
  onUploaded,
}: {
  kind: UploadKind;
  field: UrlField;
  register: UseFormRegisterReturn;
  error?: string;
  onUploaded: (url: string) => void;
}) {
  const t = useT();
  const id = useId();
  const { state, failure, upload } = useMediaUpload(kind, field, onUploaded);
  const label = { image: "imageUpload", audio: "audioUpload", pdf: "pdfUpload" } as const;
  const urlLabel = { image: "imageUrl", audio: "audioUrl", pdf: "pdfUrl" } as const;

  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-file`}>{t(`adminFlipbook.popoverForm.${label[kind]}`)}</Label>
        <input
          id={`${id}-file`}
          type="file"
          accept={ACCEPT[kind]}
          className="block w-full text-sm file:mr-3 file:h-10 file:rounded-md file:border file:border-input file:bg-card file:px-3 file:font-medium"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
        />
        <UploadStatus state={state} failure={failure} />
      </div>
      <FormField
        id={`${id}-url`}
        label={`${t(`adminFlipbook.popoverForm.${urlLabel[kind]}`)} (${t("adminFlipbook.popoverForm.orUrl")})`}
        error={error}
      >
        <Input inputMode="url" {...register} />
      </FormField>
    </div>
  );
}

function useMediaUpload(kind: UploadKind, field: UrlField, onUploaded: (url: string) => void) {
  const t = useT();
  const [state, setState] = useState<UploadState>("idle");
  const failure = t("adminFlipbook.popoverForm.uploadFailed", { kind: t(`adminFlipbook.popoverForm.kinds.${kind}`) });

  async function upload(file: File) {
    setState("uploading");
    try {
      const result = await flipbookApi.upload(kind, file);
      const url = result[field];
      if (!url) throw new ApiClientError(500, failure);
      onUploaded(url);
      setState("done");
    } catch {
      setState("failed");
      toast.error(failure);
    }
  }

  return { state, failure, upload };
}

function UploadStatus({ state, failure }: { state: UploadState; failure: string }) {
  const t = useT();
  return (
    <p className="min-h-5 text-sm" aria-live="polite">
      {state === "uploading" && (
        <span className="inline-flex items-center gap-2">
          <Spinner size="sm" /> {t("adminFlipbook.popoverForm.uploading")}
        </span>
      )}
      {state === "done" && <span className="text-success">{t("adminFlipbook.popoverForm.uploaded")}</span>}
      {state === "failed" && <span className="text-destructive">{failure}</span>}
    </p>
  );
}
