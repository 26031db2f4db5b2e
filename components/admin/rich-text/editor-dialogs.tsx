"use client";

import { useState } from "react";
import type { Editor } from "@tiptap/react";
import { ImageUrlField } from "@/components/booklets/image-url-field";
import { AdminDialog, DialogActions } from "@/components/admin/admin-dialog";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SAFE_LINK } from "./extensions";

export function LinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const t = useT();
  const [href, setHref] = useState<string>(editor.getAttributes("link").href ?? "");
  const invalid = href.trim() !== "" && !SAFE_LINK.test(href.trim());
  const apply = () => {
    const url = href.trim();
    const chain = editor.chain().extendMarkRange("link");
    if (url) chain.setLink({ href: url }).run();
    else chain.unsetLink().run();
  };
  return (
    <EditorDialog
      editor={editor}
      title={t("adminRichText.linkTitle")}
      submit={t("adminRichText.apply")}
      disabled={invalid}
      onSubmit={apply}
      onClose={onClose}
    >
      <FormField
        id="rich-link"
        label={t("adminRichText.linkAddress")}
        hint={t("adminRichText.linkHint")}
        error={invalid ? t("adminRichText.linkInvalid") : undefined}
      >
        <Input value={href} autoFocus onChange={(event) => setHref(event.target.value)} placeholder="https://" />
      </FormField>
    </EditorDialog>
  );
}

export function ImageDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const t = useT();
  const [src, setSrc] = useState("");
  const [alt, setAlt] = useState("");
  return (
    <EditorDialog
      editor={editor}
      title={t("adminRichText.imageTitle")}
      submit={t("adminRichText.insert")}
      disabled={!src}
      onSubmit={() => editor.commands.setImage({ src, alt: alt.trim() || undefined })}
      onClose={onClose}
    >
      <ImageUrlField id="rich-image" label={t("adminRichText.imageAddress")} value={src} onChange={setSrc} />
      <FormField id="rich-image-alt" label={t("adminRichText.imageAlt")}>
        <Input value={alt} onChange={(event) => setAlt(event.target.value)} />
      </FormField>
    </EditorDialog>
  );
}

function EditorDialog({
  editor,
  title,
  submit,
  disabled,
  onSubmit,
  onClose,
  children,
}: {
  editor: Editor;
  title: string;
  submit: string;
  disabled: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: React.ReactNode;
}) {
  return (
    <AdminDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        // At once, not on the next frame as tiptap's focus command does: keys typed in between
        // would land on the selection the editor restores after them.
        editor.view.focus();
      }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          // React passes a submit up through the portal: the page's own form would be saved too, and its reset
          // would move the caret while the person types on.
          event.stopPropagation();
          if (disabled) return;
          onSubmit();
          onClose();
        }}
        className="grid gap-4"
      >
        {children}
        <DialogActions onCancel={onClose}>
          <Button type="submit" disabled={disabled}>
            {submit}
          </Button>
        </DialogActions>
      </form>
    </AdminDialog>
  );
}
