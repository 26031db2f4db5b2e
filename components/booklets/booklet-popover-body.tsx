"use client";

import { CONTENT_STYLES } from "@/components/booklets/booklet-html";
import { useVerseLinks, VerseView } from "@/components/book/popover-dialog";
import { cn } from "@/lib/utils";

/**
 * A booklet popover's text, linked as the book's are (lib/book/references.ts): a Bible reference
 * opens its verse image in place, with a way back to the note; "Page n" is a link to that page.
 */
export function BookletPopoverBody({ html, className }: { html: string; className?: string }) {
  const { verse, closeVerse, onContentClick, onContentKeyDown } = useVerseLinks();
  if (verse)
    return (
      <div className={className}>
        <VerseView verse={verse} onBack={closeVerse} />
      </div>
    );
  return (
    // Sanitised on save and again on read; references and page links added on the server.
    <div
      className={cn(CONTENT_STYLES, className)}
      onClick={onContentClick}
      onKeyDown={onContentKeyDown}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
