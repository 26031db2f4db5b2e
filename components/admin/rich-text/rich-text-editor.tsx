"use client";

import { useEffect, useRef, useState } from "react";
import { EditorContent, useEditor } from "@tiptap/react";
import { CONTENT_STYLES } from "@/components/booklets/booklet-html";
import { useT } from "@/components/i18n/i18n-provider";
import { cn } from "@/lib/utils";
import { EDITOR_EXTENSIONS } from "./extensions";
import { Toolbar } from "./toolbar";

type Props = {
  value: string;
  onChange: (html: string) => void;
  labelledBy: string;
  onSelectionChange?: (text: string) => void;
  contentClassName?: string;
  className?: string;
};

/** The server sanitises on save as for the HTML tab. */
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
          {t("adminRichText.simplified")}
        </p>
      )}
    </div>
  );
}

function sameMarkup(editorHtml: string, stored: string) {
  const normal = (html: string) => html.replace(/>\s+</g, "><").trim();
  return stored.trim() === "" || normal(editorHtml) === normal(stored);
}
