"use client";

import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useT } from "@/components/i18n/i18n-provider";

type VerseProps = { reference: string; onBack: () => void };

// Loaded on the first reference a reader opens: the booklet's first load carries only this file.
const BookletVerse = lazy(() =>
  import("@/components/booklets/booklet-verse").catch(() => ({ default: VerseUnavailable })),
);

export function LinkedPopoverText({ html, className }: { html: string; className: string }) {
  const t = useT();
  const [reference, setReference] = useState<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const verseArea = useRef<HTMLDivElement>(null);
  const text = useRef<HTMLDivElement>(null);
  const backToOpener = useRef(false);

  useEffect(() => {
    if (reference) verseArea.current?.focus();
    else if (backToOpener.current) opener.current?.focus();
    backToOpener.current = false;
  }, [reference]);

  // Opening the popover shows the note, whatever was showing when it closed (Escape, a click outside, its
  // close button). Reset on opening, not on closing: a verse removed while it holds focus would keep the
  // browser from returning focus to the button; and a close and quick reopen arrive as one `toggle` event.
  useEffect(() => {
    const popover = text.current?.closest("[popover]");
    const onBeforeToggle = (event: Event) => (event as ToggleEvent).newState === "open" && setReference(null);
    popover?.addEventListener("beforetoggle", onBeforeToggle);
    return () => popover?.removeEventListener("beforetoggle", onBeforeToggle);
  }, []);

  function open(event: React.SyntheticEvent) {
    const element = (event.target as Element).closest<HTMLElement>("[data-reference]");
    if (!element?.dataset.reference) return;
    event.preventDefault();
    opener.current = element;
    setReference(element.dataset.reference);
  }

  return (
    <>
      <div
        ref={text}
        hidden={reference !== null}
        className={className}
        onClick={open}
        onKeyDown={(event) => (event.key === "Enter" || event.key === " ") && open(event)}
        // Sanitised on save and again on read; references and page links added on the server.
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {reference && (
        <div ref={verseArea} tabIndex={-1} className="outline-none">
          <Suspense fallback={<p aria-live="polite">{t("book.popover.verseLoading", { reference })}</p>}>
            <BookletVerse
              reference={reference}
              onBack={() => {
                backToOpener.current = true;
                setReference(null);
              }}
            />
          </Suspense>
        </div>
      )}
    </>
  );
}

function VerseUnavailable({ reference, onBack }: VerseProps) {
  const t = useT();
  return (
    <p className="space-x-2">
      <span>{t("book.popover.verseMissing", { reference })}</span>
      <button type="button" onClick={onBack} className="min-h-11 font-medium text-primary underline">
        {t("book.popover.backToNote")}
      </button>
    </p>
  );
}
