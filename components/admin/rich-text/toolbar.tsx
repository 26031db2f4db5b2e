"use client";

import { useState } from "react";
import type { ChainedCommands } from "@tiptap/core";
import { useEditorState, type Editor } from "@tiptap/react";
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
  type LucideIcon,
} from "lucide-react";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import type { MessageKey } from "@/lib/i18n/translator";
import { ImageDialog, LinkDialog } from "./editor-dialogs";

type Format = {
  label: MessageKey;
  icon: LucideIcon;
  isActive: (editor: Editor) => boolean;
  apply: (chain: ChainedCommands) => ChainedCommands;
};

const FORMATS: Format[] = [
  {
    label: "adminRichText.paragraph",
    icon: Pilcrow,
    isActive: (e) => e.isActive("paragraph"),
    apply: (c) => c.setParagraph(),
  },
  {
    label: "adminRichText.heading2",
    icon: Heading2,
    isActive: (e) => e.isActive("heading", { level: 2 }),
    apply: (c) => c.toggleHeading({ level: 2 }),
  },
  {
    label: "adminRichText.heading3",
    icon: Heading3,
    isActive: (e) => e.isActive("heading", { level: 3 }),
    apply: (c) => c.toggleHeading({ level: 3 }),
  },
  { label: "adminRichText.bold", icon: Bold, isActive: (e) => e.isActive("bold"), apply: (c) => c.toggleBold() },
  {
    label: "adminRichText.italic",
    icon: Italic,
    isActive: (e) => e.isActive("italic"),
    apply: (c) => c.toggleItalic(),
  },
  {
    label: "adminRichText.bulletList",
    icon: List,
    isActive: (e) => e.isActive("bulletList"),
    apply: (c) => c.toggleBulletList(),
  },
  {
    label: "adminRichText.orderedList",
    icon: ListOrdered,
    isActive: (e) => e.isActive("orderedList"),
    apply: (c) => c.toggleOrderedList(),
  },
  {
    label: "adminRichText.quote",
    icon: Quote,
    isActive: (e) => e.isActive("blockquote"),
    apply: (c) => c.toggleBlockquote(),
  },
];

export function Toolbar({ editor }: { editor: Editor }) {
  const t = useT();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({ formats: FORMATS.map((format) => format.isActive(e)), link: e.isActive("link") }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const [imageOpen, setImageOpen] = useState(false);
  const chain = () => editor.chain().focus();

  return (
    <div role="toolbar" aria-label={t("adminRichText.toolbar")} className="flex flex-wrap gap-1 border-b p-1">
      {FORMATS.map(({ label, icon, apply }, index) => (
        <ToolButton
          key={label}
          label={t(label)}
          icon={icon}
          active={state.formats[index]}
          pressable
          onClick={() => apply(chain()).run()}
        />
      ))}
      <ToolButton label={t("adminRichText.link")} icon={Link2} active={state.link} onClick={() => setLinkOpen(true)} />
      {state.link && (
        <ToolButton
          label={t("adminRichText.unlink")}
          icon={Unlink}
          onClick={() => chain().extendMarkRange("link").unsetLink().run()}
        />
      )}
      <ToolButton label={t("adminRichText.image")} icon={ImagePlus} onClick={() => setImageOpen(true)} />
      {linkOpen && <LinkDialog editor={editor} onClose={() => setLinkOpen(false)} />}
      {imageOpen && <ImageDialog editor={editor} onClose={() => setImageOpen(false)} />}
    </div>
  );
}

function ToolButton({
  label,
  icon: Icon,
  active = false,
  pressable = false,
  onClick,
}: {
  label: string;
  icon: LucideIcon;
  active?: boolean;
  pressable?: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      type="button"
      size="icon"
      variant={active ? "secondary" : "ghost"}
      aria-label={label}
      aria-pressed={pressable ? active : undefined}
      title={label}
      onClick={onClick}
    >
      <Icon aria-hidden />
    </Button>
  );
}
