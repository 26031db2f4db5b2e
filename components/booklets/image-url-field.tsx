"use client";

import { useRef, useState } from "react";
import { ImageOff, LoaderCircle, Upload, X } from "lucide-react";
import { toast } from "sonner";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { FormControl, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { uploadsApi } from "@/lib/api/admin/uploads";
import { isImageAddress } from "@/lib/validation/booklets";

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
};

// requirements §7 "Uploads"; a failed upload leaves the URL route open.
export function ImageUrlField({ id, label, value, onChange, error, hint }: Props) {
  const t = useT();
  const { fileInput, uploading, upload } = useImageUpload(onChange);

  return (
    <FormField id={id} label={label} hint={hint} error={error} nestedControl>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <ImagePreview value={value} alt={t("adminBooklets.editor.imagePreview")} />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <FormControl>
            <Input
              type="url"
              inputMode="url"
              placeholder="https://"
              value={value}
              onChange={(event) => onChange(event.target.value)}
            />
          </FormControl>
          <div className="flex flex-wrap gap-2">
            <input
              ref={fileInput}
              type="file"
              accept="image/*"
              className="sr-only"
              tabIndex={-1}
              aria-hidden
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void upload(file);
              }}
            />
            <Button type="button" variant="outline" disabled={uploading} onClick={() => fileInput.current?.click()}>
              {uploading ? <LoaderCircle className="animate-spin" aria-hidden /> : <Upload aria-hidden />}
              {uploading ? t("adminBooklets.editor.uploading") : t("adminBooklets.editor.upload")}
            </Button>
            {value !== "" && (
              <Button type="button" variant="ghost" onClick={() => onChange("")}>
                <X aria-hidden />
                {t("adminBooklets.editor.removeImage")}
              </Button>
            )}
          </div>
        </div>
      </div>
    </FormField>
  );
}

function useImageUpload(onChange: (value: string) => void) {
  const t = useT();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  async function upload(file: File) {
    setUploading(true);
    try {
      const { imageUrl } = await uploadsApi.image(file);
      onChange(imageUrl);
    } catch {
      toast.error(t("common.error"), { description: t("adminBooklets.editor.uploadFailed") });
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  }

  return { fileInput, uploading, upload };
}

function ImagePreview({ value, alt }: { value: string; alt: string }) {
  const [broken, setBroken] = useState<string | null>(null);
  const showPreview = value !== "" && isImageAddress(value);
  return (
    <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted">
      {showPreview && broken !== value ? (
        // eslint-disable-next-line @next/next/no-img-element -- a preview of any address staff type, before it is saved
        <img src={value} alt={alt} className="size-full object-cover" onError={() => setBroken(value)} />
      ) : (
        <ImageOff className="size-6 text-muted-foreground" aria-hidden />
      )}
    </div>
  );
}
