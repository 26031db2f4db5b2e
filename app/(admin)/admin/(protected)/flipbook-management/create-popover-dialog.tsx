"use client";

import { useForm, useWatch, type UseFormReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { HtmlContentField } from "@/components/admin/rich-text/html-content-field";
import { AdminDialog, DialogActions } from "@/components/admin/admin-dialog";
import { useT } from "@/components/i18n/i18n-provider";
import { FormControl, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { SubmitButton } from "@/components/ui/submit-button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { type BookPopoverSnapshot, type UploadKind } from "@/lib/api/admin/flipbook";
import { HIGHLIGHT_COLORS, POPOVER_DEFAULT_POSITION } from "@/lib/book/constants";
import { defaultPopoverTitle, selectionPreview, toVideoEmbedUrl } from "@/lib/book/popover-rules";
import { popoverFormSchema, type PopoverFormInput } from "@/lib/validation/flipbook";
import { newDraftKey } from "@/components/admin/content/use-content-draft";
import { MediaSource } from "./media-source";

type PopoverForm = UseFormReturn<PopoverFormInput>;

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
  const { form, create } = usePopoverForm(selectedText, onCreate);

  return (
    <AdminDialog
      open
      onOpenChange={onOpenChange}
      className="sm:max-w-2xl"
      title={t("adminFlipbook.popoverForm.title")}
      description={t("adminFlipbook.popoverForm.description")}
    >
      <form noValidate className="space-y-4" onSubmit={form.handleSubmit((values) => create.mutate(values))}>
        <div className="rounded-md bg-muted px-3 py-2 text-sm">
          <span className="font-medium">{t("adminFlipbook.popoverForm.selectedText")}: </span>
          <span data-testid="selection-preview">{selectionPreview(selectedText)}</span>
        </div>
        <TitleAndColorFields form={form} />
        {form.formState.errors.content?.message && (
          <p
            role="alert"
            className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive"
          >
            {form.formState.errors.content.message}
          </p>
        )}
        <PopoverTabs form={form} />
        <DialogActions>
          <SubmitButton pending={create.isPending} pendingText={t("common.creating")}>
            {t("adminFlipbook.popoverForm.submit")}
          </SubmitButton>
        </DialogActions>
      </form>
    </AdminDialog>
  );
}

function usePopoverForm(selectedText: string, onCreate: (popover: BookPopoverSnapshot) => Promise<void>) {
  const form = useForm<PopoverFormInput>({
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
  const create = useMutation({
    mutationFn: (values: PopoverFormInput) =>
      onCreate({
        ...popoverFormSchema.parse(values),
        key: newDraftKey(),
        linkedText: selectedText || null,
        position: { ...POPOVER_DEFAULT_POSITION },
      }),
  });
  return { form, create };
}

function TitleAndColorFields({ form: { register, setValue, formState } }: { form: PopoverForm }) {
  const t = useT();
  const { errors } = formState;
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
      <FormField id="popover-title" label={t("adminFlipbook.popoverForm.titleLabel")} error={errors.title?.message}>
        <Input {...register("title")} />
      </FormField>
      <div className="grid gap-2">
        <Label htmlFor="popover-color">{t("adminFlipbook.popoverForm.color")}</Label>
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
                {t(`adminFlipbook.popoverForm.colors.${color}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}

const TABS = ["content", "image", "audio", "video", "pdf"] as const;

function PopoverTabs({ form }: { form: PopoverForm }) {
  const t = useT();
  const media = (kind: UploadKind, field: "imageUrl" | "audioUrl" | "pdfUrl") => (
    <MediaSource
      kind={kind}
      field={field}
      register={form.register(field)}
      error={form.formState.errors[field]?.message}
      onUploaded={(url) => form.setValue(field, url, { shouldValidate: true })}
    />
  );
  const panels = {
    content: <ContentField form={form} />,
    image: media("image", "imageUrl"),
    audio: media("audio", "audioUrl"),
    video: <VideoField form={form} />,
    pdf: media("pdf", "pdfUrl"),
  };
  return (
    <Tabs defaultValue="content">
      <TabsList className="flex h-auto flex-wrap">
        {TABS.map((tab) => (
          <TabsTrigger key={tab} value={tab}>
            {t(`adminFlipbook.popoverForm.tabs.${tab}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      {TABS.map((tab) => (
        <TabsContent key={tab} value={tab} className="mt-3">
          {panels[tab]}
        </TabsContent>
      ))}
    </Tabs>
  );
}

function ContentField({ form: { register, setValue, control } }: { form: PopoverForm }) {
  const t = useT();
  const content = useWatch({ control, name: "content" });
  return (
    <FormField
      id="popover-content"
      label={t("adminFlipbook.popoverForm.contentLabel")}
      hint={t("adminFlipbook.popoverForm.contentHint")}
      nestedControl
    >
      <HtmlContentField
        labelId="popover-content-label"
        value={content ?? ""}
        onChange={(html) => setValue("content", html, { shouldDirty: true })}
      >
        <FormControl>
          <Textarea rows={5} {...register("content")} />
        </FormControl>
      </HtmlContentField>
    </FormField>
  );
}

function VideoField({ form: { register, control, formState } }: { form: PopoverForm }) {
  const t = useT();
  const { errors } = formState;
  const videoUrl = useWatch({ control, name: "videoUrl" }) ?? "";
  const embed = videoUrl.trim() ? toVideoEmbedUrl(videoUrl) : "";
  return (
    <>
      <FormField
        id="popover-video"
        label={t("adminFlipbook.popoverForm.videoUrl")}
        hint={t("adminFlipbook.popoverForm.videoHint")}
        error={errors.videoUrl?.message}
      >
        <Input type="url" inputMode="url" {...register("videoUrl")} />
      </FormField>
      {embed && embed !== videoUrl.trim() && (
        <p className="mt-2 text-sm break-all text-muted-foreground">
          {t("adminFlipbook.popoverForm.videoEmbed", { url: embed })}
        </p>
      )}
    </>
  );
}
