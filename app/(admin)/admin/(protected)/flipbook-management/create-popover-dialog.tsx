"use client";

import { useId, useState } from "react";
import { useForm, useWatch, type UseFormRegisterReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { toast } from "sonner";
import { HtmlContentField } from "@/components/admin/rich-text/html-content-field";
import { useT } from "@/components/i18n/i18n-provider";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { SubmitButton } from "@/components/ui/submit-button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { flipbookApi, type BookPopoverSnapshot, type UploadKind } from "@/lib/api/admin/flipbook";
import { ApiClientError } from "@/lib/api/client";
import { HIGHLIGHT_COLORS, POPOVER_DEFAULT_POSITION } from "@/lib/book/constants";
import { defaultPopoverTitle, selectionPreview, toVideoEmbedUrl } from "@/lib/book/popover-rules";
import { popoverFormSchema, type PopoverFormInput } from "@/lib/validation/flipbook";
import { newDraftKey } from "@/components/admin/content/use-content-draft";

type UrlField = "imageUrl" | "audioUrl" | "pdfUrl";

const ACCEPT: Record<UploadKind, string> = { image: "image/*", audio: "audio/*", pdf: "application/pdf,.pdf" };

/** requirements §2/§5: a popover made from the text selected in the preview. */
export function CreatePopoverDialog({
  selectedText,
  onOpenChange,
  onCreate,
}: {
  selectedText: string;
  onOpenChange: (open: boolean) => void;
  /** Adds the popover to the page's draft (docs/decisions/016). */
  onCreate: (popover: BookPopoverSnapshot) => Promise<void>;
}) {
  const t = useT();
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors },
  } = useForm<PopoverFormInput>({
    resolver: zodResolver(popoverFormSchema),
    defaultValues: {
      title: defaultPopoverTitle(selectedText),
      highlightColor: "gold",
      content: "",
      imageUrl: "",
      audioUrl: "",
      videoUrl: "",
      pdfUrl: "",
    },
  });

  // The editor saves the draft and reports the outcome.
  const create = useMutation({
    mutationFn: (values: PopoverFormInput) =>
      onCreate({
        ...popoverFormSchema.parse(values),
        key: newDraftKey(),
        linkedText: selectedText || null,
        position: { ...POPOVER_DEFAULT_POSITION },
      }),
  });

  const videoUrl = useWatch({ control, name: "videoUrl" }) ?? "";
  const content = useWatch({ control, name: "content" });
  const embed = videoUrl.trim() ? toVideoEmbedUrl(videoUrl) : "";

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl" closeLabel={t("common.close")}>
        <DialogHeader>
          <DialogTitle>{t("bookAdmin.popoverForm.title")}</DialogTitle>
          <DialogDescription>{t("bookAdmin.popoverForm.description")}</DialogDescription>
        </DialogHeader>
        <form noValidate className="space-y-4" onSubmit={handleSubmit((values) => create.mutate(values))}>
          <div className="rounded-md bg-muted px-3 py-2 text-sm">
            <span className="font-medium">{t("bookAdmin.popoverForm.selectedText")}: </span>
            <span data-testid="selection-preview">{selectionPreview(selectedText)}</span>
          </div>
          <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
            <FormField id="popover-title" label={t("bookAdmin.popoverForm.titleLabel")} error={errors.title?.message}>
              <Input
                id="popover-title"
                aria-invalid={Boolean(errors.title)}
                aria-describedby={errors.title ? "popover-title-error" : undefined}
                {...register("title")}
              />
            </FormField>
            <div className="grid gap-2">
              <Label htmlFor="popover-color">{t("bookAdmin.popoverForm.color")}</Label>
              <Select
                defaultValue="gold"
                onValueChange={(value) => setValue("highlightColor", value as PopoverFormInput["highlightColor"])}
              >
                <SelectTrigger id="popover-color">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {HIGHLIGHT_COLORS.map((color) => (
                    <SelectItem key={color} value={color}>
                      {t(`bookAdmin.popoverForm.colors.${color}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          </div>

          {errors.content?.message && (
            <p
              role="alert"
              className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive"
            >
              {errors.content.message}
            </p>
          )}

          <Tabs defaultValue="content">
            <TabsList className="flex h-auto flex-wrap">
              {(["content", "image", "audio", "video", "pdf"] as const).map((tab) => (
                <TabsTrigger key={tab} value={tab}>
                  {t(`bookAdmin.popoverForm.tabs.${tab}`)}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="content" className="mt-3">
              <div className="grid gap-2">
                <Label htmlFor="popover-content" id="popover-content-label">
                  {t("bookAdmin.popoverForm.contentLabel")}
                </Label>
                <HtmlContentField
                  labelId="popover-content-label"
                  value={content ?? ""}
                  onChange={(html) => setValue("content", html, { shouldDirty: true })}
                >
                  <Textarea
                    id="popover-content"
                    rows={5}
                    aria-describedby="popover-content-hint"
                    {...register("content")}
                  />
                </HtmlContentField>
                <p id="popover-content-hint" className="text-sm text-muted-foreground">
                  {t("bookAdmin.popoverForm.contentHint")}
                </p>
              </div>
            </TabsContent>
            <TabsContent value="image" className="mt-3">
              <MediaSource
                kind="image"
                field="imageUrl"
                register={register("imageUrl")}
                error={errors.imageUrl?.message}
                onUploaded={(url) => setValue("imageUrl", url, { shouldValidate: true })}
              />
            </TabsContent>
            <TabsContent value="audio" className="mt-3">
              <MediaSource
                kind="audio"
                field="audioUrl"
                register={register("audioUrl")}
                error={errors.audioUrl?.message}
                onUploaded={(url) => setValue("audioUrl", url, { shouldValidate: true })}
              />
            </TabsContent>
            <TabsContent value="video" className="mt-3">
              <FormField
                id="popover-video"
                label={t("bookAdmin.popoverForm.videoUrl")}
                hint={t("bookAdmin.popoverForm.videoHint")}
                error={errors.videoUrl?.message}
              >
                <Input
                  id="popover-video"
                  type="url"
                  inputMode="url"
                  aria-describedby="popover-video-hint"
                  aria-invalid={Boolean(errors.videoUrl)}
                  {...register("videoUrl")}
                />
              </FormField>
              {embed && embed !== videoUrl.trim() && (
                <p className="mt-2 text-sm break-all text-muted-foreground">
                  {t("bookAdmin.popoverForm.videoEmbed", { url: embed })}
                </p>
              )}
            </TabsContent>
            <TabsContent value="pdf" className="mt-3">
              <MediaSource
                kind="pdf"
                field="pdfUrl"
                register={register("pdfUrl")}
                error={errors.pdfUrl?.message}
                onUploaded={(url) => setValue("pdfUrl", url, { shouldValidate: true })}
              />
            </TabsContent>
          </Tabs>

          <DialogFooter>
            <SubmitButton pending={create.isPending} pendingText={t("bookAdmin.popoverForm.submitting")}>
              {t("bookAdmin.popoverForm.submit")}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** An upload through POST /api/upload/{kind}, with a URL field as the fallback. */
function MediaSource({
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
  const [state, setState] = useState<"idle" | "uploading" | "done" | "failed">("idle");
  const failure = t("bookAdmin.popoverForm.uploadFailed", { kind: t(`bookAdmin.popoverForm.kinds.${kind}`) });
  const label = { image: "imageUpload", audio: "audioUpload", pdf: "pdfUpload" } as const;
  const urlLabel = { image: "imageUrl", audio: "audioUrl", pdf: "pdfUrl" } as const;

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

  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-file`}>{t(`bookAdmin.popoverForm.${label[kind]}`)}</Label>
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
        <p className="min-h-5 text-sm" aria-live="polite">
          {state === "uploading" && (
            <span className="inline-flex items-center gap-2">
              <Spinner size="sm" /> {t("bookAdmin.popoverForm.uploading")}
            </span>
          )}
          {state === "done" && <span className="text-success">{t("bookAdmin.popoverForm.uploaded")}</span>}
          {state === "failed" && <span className="text-destructive">{failure}</span>}
        </p>
      </div>
      <FormField
        id={`${id}-url`}
        label={`${t(`bookAdmin.popoverForm.${urlLabel[kind]}`)} (${t("bookAdmin.popoverForm.orUrl")})`}
        error={error}
      >
        <Input
          id={`${id}-url`}
          inputMode="url"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-url-error` : undefined}
          {...register}
        />
      </FormField>
    </div>
  );
}
