"use client";

import { useEffect, useRef, useState } from "react";
import { X } from "lucide-react";
import { FallbackImage } from "@/components/book/fallback-image";
import { lookUpVerse, VerseView, type Verse } from "@/components/book/verse-view";
import { useT } from "@/components/i18n/i18n-provider";
import { POPOVER_MAX_WIDTH } from "@/lib/book/constants";
import { isEmbeddableVideo } from "@/lib/book/popover-rules";
import type { ViewerPopover } from "@/lib/book/viewer-data";

// requirements §2/§5: a native modal dialog, so focus is kept inside and returns to the highlight.
export function PopoverDialog({
  popover,
  onClose,
  onGoToPage,
}: {
  popover: ViewerPopover;
  onClose: () => void;
  onGoToPage: (page: number) => void;
}) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const { verse, closeVerse, onContentClick, onContentKeyDown } = useVerseLinks(onGoToPage);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby="book-popover-title"
      onClose={onClose}
      onClick={(event) => event.target === ref.current && onClose()}
      style={{ maxWidth: POPOVER_MAX_WIDTH }}
      className="m-auto max-h-[85dvh] w-[calc(100%-2rem)] overflow-y-auto rounded-xl bg-card p-0 text-card-foreground shadow-2xl backdrop:bg-black/60"
    >
      <div className="flex items-start justify-between gap-3 border-b px-5 py-3">
        <h2 id="book-popover-title" className="pt-2 text-lg font-semibold">
          {popover.title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-muted"
          aria-label={t("book.popover.close")}
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>
      <div className="space-y-4 px-5 py-4">
        {verse ? (
          <VerseView verse={verse} onBack={closeVerse} />
        ) : (
          <>
            {popover.html && (
              // Sanitised on save and again on render (lib/html/sanitize.ts); references added by lib/book/references.ts.
              <div
                className="book-page rounded-md p-3 text-base"
                onClick={onContentClick}
                onKeyDown={onContentKeyDown}
                dangerouslySetInnerHTML={{ __html: popover.html }}
              />
            )}
            <PopoverMedia popover={popover} />
          </>
        )}
      </div>
    </dialog>
  );
}

function PopoverMedia({ popover }: { popover: ViewerPopover }) {
  const t = useT();
  return (
    <>
      {popover.imageUrl && (
        <FallbackImage
          src={popover.imageUrl}
          alt={t("book.popover.imageAlt", { title: popover.title })}
          className="w-full rounded-md"
        />
      )}
      {popover.audioUrl && (
        <figure className="space-y-1">
          <figcaption className="text-sm font-medium">{t("book.popover.audio")}</figcaption>
          <audio controls preload="none" src={popover.audioUrl} className="w-full">
            {t("book.popover.audioUnsupported")}
          </audio>
        </figure>
      )}
      {popover.videoUrl &&
        (isEmbeddableVideo(popover.videoUrl) ? (
          <iframe
            src={popover.videoUrl}
            title={t("book.popover.videoTitle", { title: popover.title })}
            className="aspect-video w-full rounded-md"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        ) : (
          <video
            controls
            preload="metadata"
            src={popover.videoUrl}
            className="aspect-video w-full rounded-md bg-black"
            aria-label={t("book.popover.videoTitle", { title: popover.title })}
          />
        ))}
      {popover.pdfUrl && (
        <div className="space-y-2">
          <iframe
            src={popover.pdfUrl}
            title={t("book.popover.pdfTitle", { title: popover.title })}
            className="h-80 w-full rounded-md border"
          />
          <a
            href={popover.pdfUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4"
          >
            {t("book.popover.openPdf")}
          </a>
        </div>
      )}
    </>
  );
}

function useVerseLinks(onGoToPage: (page: number) => void) {
  const [verse, setVerse] = useState<Verse | null>(null);

  async function openVerse(reference: string) {
    setVerse({ reference, status: "loading" });
    setVerse(await lookUpVerse(reference));
  }

  function onContentKeyDown(event: React.KeyboardEvent) {
    const ref = (event.target as Element).closest<HTMLElement>("[data-reference]");
    if (ref?.dataset.reference && (event.key === "Enter" || event.key === " ")) {
      event.preventDefault();
      void openVerse(ref.dataset.reference);
    }
  }

  function onContentClick(event: React.MouseEvent) {
    const target = event.target as Element;
    const ref = target.closest<HTMLElement>("[data-reference]");
    if (ref?.dataset.reference) {
      void openVerse(ref.dataset.reference);
      return;
    }
    const link = target.closest<HTMLAnchorElement>("a[data-page]");
    if (link) {
      event.preventDefault();
      onGoToPage(Number(link.dataset.page));
    }
  }

  return { verse, closeVerse: () => setVerse(null), onContentClick, onContentKeyDown };
}
