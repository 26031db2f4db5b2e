"use client";

import { useEffect, useRef, useState } from "react";
import { EditorContent, useEditor } from "@tiptap/react";
import { CONTENT_STYLES } from "@/components/booklets/booklet-html";
import { useT } from "@/components/i18n/i18n-provider";
import { cn } from "@/lib/utils";
import { EDITOR_EXTENSIONS } from "./extensions";
import { Toolbar } from "./toolbar";

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
    extensions: EDITOR_EXTENSIONS,
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
