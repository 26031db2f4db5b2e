"use client";

import { useEffect, useRef, useState } from "react";
import { Extension } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Pilcrow,
  Quote,
  Unlink,
} from "lucide-react";
import { CONTENT_STYLES } from "@/components/booklets/booklet-html";
import { ImageUrlField } from "@/components/booklets/image-url-field";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

// Stored content carries class names (sample notes, scripture quotes) that the sanitiser allows;
// the editor keeps them on the blocks it knows instead of dropping them.
const KeepClasses = Extension.create({
  name: "keepClasses",
  addGlobalAttributes() {
    return [
      {
        types: ["paragraph", "heading", "blockquote", "bulletList", "orderedList", "listItem", "image"],
        attributes: {
          class: {
            default: null,
            parseHTML: (element) => element.getAttribute("class"),
            renderHTML: (attributes) => (attributes.class ? { class: attributes.class } : {}),
          },
        },
      },
    ];
  },
});

const SAFE_LINK = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;

type Props = {
  /** The HTML being edited; a change from outside (the HTML tab) replaces the editor's content. */
  value: string;
  onChange: (html: string) => void;
  /** The id of the element that names the field. */
  labelledBy: string;
  /** The plain text of the current selection, for actions such as Create Popover. */
  onSelectionChange?: (text: string) => void;
  /** Typography of the content: the booklet reader's by default. */
  contentClassName?: string;
  className?: string;
};

/**
 * The visual editor for stored HTML (Tiptap): headings, emphasis, lists, quotes, links and images.
 * It writes HTML only after a person edits, so opening a page never rewrites what was saved.
 * The server sanitises on save as for the HTML tab.
 */
export function RichTextEditor({
  value,
  onChange,
  labelledBy,
  onSelectionChange,
  contentClassName = CONTENT_STYLES,
  className,
}: Props) {
  const t = useT();
  const emitted = useRef(value);
  const [lossy, setLossy] = useState(false);
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3, 4] },
        code: false,
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: "https",
          isAllowedUri: (url) => SAFE_LINK.test(url),
          HTMLAttributes: { target: null, rel: null },
        },
      }),
      Image.configure({ inline: false }),
      KeepClasses,
    ],
    content: value,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelledBy,
        class: cn(contentClassName, "min-h-60 px-4 py-3 focus:outline-none"),
      },
    },
    onCreate: ({ editor: current }) => setLossy(!sameMarkup(current.getHTML(), value)),
    onUpdate: ({ editor: current }) => {
      emitted.current = current.getHTML();
      onChange(emitted.current);
    },
    onSelectionUpdate: ({ editor: current }) => {
      const { from, to } = current.state.selection;
      onSelectionChange?.(current.state.doc.textBetween(from, to, " ").replace(/\s+/g, " ").trim());
    },
  });

  // The HTML tab changed the content: show it here without echoing it back.
  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
    setLossy(!sameMarkup(editor.getHTML(), value));
  }, [editor, value]);

  return (
    <div className={cn("rounded-md border bg-background focus-within:ring-2 focus-within:ring-ring", className)}>
      {editor ? <Toolbar editor={editor} /> : <div className="h-11 border-b" />}
      <EditorContent editor={editor} />
      {lossy && (
        <p role="note" className="border-t px-3 py-2 text-sm text-muted-foreground">
          {t("admin.richText.simplified")}
        </p>
      )}
    </div>
  );
}

/** Whether the editor shows the stored HTML without losing markup (whitespace between tags aside). */
function sameMarkup(editorHtml: string, stored: string) {
  const normal = (html: string) => html.replace(/>\s+</g, "><").trim();
  return stored.trim() === "" || normal(editorHtml) === normal(stored);
}

function Toolbar({ editor }: { editor: Editor }) {
  const t = useT();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      paragraph: e.isActive("paragraph"),
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      quote: e.isActive("blockquote"),
      link: e.isActive("link"),
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const [imageOpen, setImageOpen] = useState(false);
  const chain = () => editor.chain().focus();

  const buttons = [
    {
      label: t("admin.richText.paragraph"),
      icon: Pilcrow,
      active: state.paragraph,
      run: () => chain().setParagraph().run(),
    },
    {
      label: t("admin.richText.heading2"),
      icon: Heading2,
      active: state.h2,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      label: t("admin.richText.heading3"),
      icon: Heading3,
      active: state.h3,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    { label: t("admin.richText.bold"), icon: Bold, active: state.bold, run: () => chain().toggleBold().run() },
    { label: t("admin.richText.italic"), icon: Italic, active: state.italic, run: () => chain().toggleItalic().run() },
    {
      label: t("admin.richText.bulletList"),
      icon: List,
      active: state.bullet,
      run: () => chain().toggleBulletList().run(),
    },
    {
      label: t("admin.richText.orderedList"),
      icon: ListOrdered,
      active: state.ordered,
      run: () => chain().toggleOrderedList().run(),
    },
    { label: t("admin.richText.quote"), icon: Quote, active: state.quote, run: () => chain().toggleBlockquote().run() },
  ];

  return (
    <div role="toolbar" aria-label={t("admin.richText.toolbar")} className="flex flex-wrap gap-1 border-b p-1">
      {buttons.map(({ label, icon: Icon, active, run }) => (
        <Button
          key={label}
          type="button"
          size="icon"
          variant={active ? "secondary" : "ghost"}
          aria-label={label}
          aria-pressed={active}
          title={label}
          onClick={run}
        >
          <Icon aria-hidden />
        </Button>
      ))}
      <Button
        type="button"
        size="icon"
        variant={state.link ? "secondary" : "ghost"}
        aria-label={t("admin.richText.link")}
        title={t("admin.richText.link")}
        onClick={() => setLinkOpen(true)}
      >
        <Link2 aria-hidden />
      </Button>
      {state.link && (
        <Button
          type="button"
          size="icon"
          variant="ghost"
          aria-label={t("admin.richText.unlink")}
          title={t("admin.richText.unlink")}
          onClick={() => chain().extendMarkRange("link").unsetLink().run()}
        >
          <Unlink aria-hidden />
        </Button>
      )}
      <Button
        type="button"
        size="icon"
        variant="ghost"
        aria-label={t("admin.richText.image")}
        title={t("admin.richText.image")}
        onClick={() => setImageOpen(true)}
      >
        <ImagePlus aria-hidden />
      </Button>
      {linkOpen && <LinkDialog editor={editor} onClose={() => setLinkOpen(false)} />}
      {imageOpen && <ImageDialog editor={editor} onClose={() => setImageOpen(false)} />}
    </div>
  );
}

function LinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const t = useT();
  const [href, setHref] = useState<string>(editor.getAttributes("link").href ?? "");
  const invalid = href.trim() !== "" && !SAFE_LINK.test(href.trim());
  const apply = () => {
    const url = href.trim();
    const chain = editor.chain().focus().extendMarkRange("link");
    if (url) chain.setLink({ href: url }).run();
    else chain.unsetLink().run();
  };
  return (
    <EditorDialog
      editor={editor}
      title={t("admin.richText.linkTitle")}
      submit={t("admin.richText.apply")}
      disabled={invalid}
      onSubmit={apply}
      onClose={onClose}
    >
      <FormField
        id="rich-link"
        label={t("admin.richText.linkAddress")}
        hint={t("admin.richText.linkHint")}
        error={invalid ? t("admin.richText.linkInvalid") : undefined}
      >
        <Input
          id="rich-link"
          value={href}
          autoFocus
          aria-invalid={invalid}
          onChange={(event) => setHref(event.target.value)}
          placeholder="https://"
        />
      </FormField>
    </EditorDialog>
  );
}

function ImageDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const t = useT();
  const [src, setSrc] = useState("");
  const [alt, setAlt] = useState("");
  return (
    <EditorDialog
      editor={editor}
      title={t("admin.richText.imageTitle")}
      submit={t("admin.richText.insert")}
      disabled={!src}
      onSubmit={() =>
        editor
          .chain()
          .focus()
          .setImage({ src, alt: alt.trim() || undefined })
          .run()
      }
      onClose={onClose}
    >
      <ImageUrlField id="rich-image" label={t("admin.richText.imageAddress")} value={src} onChange={setSrc} />
      <FormField id="rich-image-alt" label={t("admin.richText.imageAlt")}>
        <Input id="rich-image-alt" value={alt} onChange={(event) => setAlt(event.target.value)} />
      </FormField>
    </EditorDialog>
  );
}

/** A small form over the editor; on close the focus goes back to the text, where the person was writing. */
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
  const t = useT();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          editor.commands.focus();
        }}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (disabled) return;
            onSubmit();
            onClose();
          }}
          className="grid gap-4"
        >
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
          </DialogHeader>
          {children}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" disabled={disabled}>
              {submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
