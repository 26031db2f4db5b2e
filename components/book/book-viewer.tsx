"use client";

import { useMemo, useRef, useState } from "react";
import dynamic from "next/dynamic";
import { useI18n } from "@/components/i18n/i18n-provider";
import { BookHeader, ZOOM_LEVELS, type BookPanel } from "@/components/book/book-bars";
import { BookPager } from "@/components/book/book-pager";
import { BookSpread, PageNotFound } from "@/components/book/book-spread";
import { useFullscreen, usePageKeys, useSwipe } from "@/components/book/use-book-gestures";
import { BookListen } from "@/components/book/book-listen";
import { useBookNavigation, useReaderSync } from "@/components/book/use-book-navigation";
import { useMediaQuery } from "@/components/book/use-media-query";
import { TranslationBanner } from "@/components/translation/translation-banner";
import { BREAKPOINTS, STATIC_READER_PATH, type ViewerMode } from "@/lib/book/constants";
import type { ViewerPage, ViewerPopover } from "@/lib/book/viewer-data";

// Loaded on first use: the first page needs none of them, and the viewer's first-load JS stays small.
const BookSearch = dynamic(() => import("@/components/book/book-search").then((m) => m.BookSearch));
const PopoverDialog = dynamic(() => import("@/components/book/popover-dialog").then((m) => m.PopoverDialog));
const ThumbnailStrip = dynamic(() => import("@/components/book/thumbnail-strip").then((m) => m.ThumbnailStrip));

type Props = {
  pages: ViewerPage[];
  initialPage: number;
  initialMode: ViewerMode;
  title: string;
  phone: string;
  email: string;
  language: { serverValue: string } | null;
  listen?: boolean;
};

function useBookViewer({
  pages: bookPages,
  initialPage,
  initialMode,
}: Pick<Props, "pages" | "initialPage" | "initialMode">) {
  const [mode, setMode] = useState<ViewerMode>(initialMode);
  const [zoomIndex, setZoomIndex] = useState(0);
  const [panel, setPanel] = useState<BookPanel>(null);
  // requirements §2: two-page spread from 640 px (tablet and desktop), one page below.
  const twoPage = useMediaQuery(`(min-width: ${BREAKPOINTS.tablet}px)`, true);
  const rootRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);

  const book = useBookNavigation({ bookPages, initialPage, mode, twoPage, readerFrame: frameRef });
  const { page, total, goTo, step } = book;
  const syncReader = useReaderSync(frameRef, mode, page, goTo);
  const popover = usePopover(book.pages);
  const zoom = ZOOM_LEVELS[zoomIndex];
  usePageKeys({ disabled: popover.open, step, goTo, total });
  const swipe = useSwipe(step, zoom !== 1);
  const fullscreen = useFullscreen(rootRef);

  function changeMode(next: ViewerMode) {
    setMode(next);
    book.stayOnPage();
  }

  const togglePanel = (next: Exclude<BookPanel, null>) => setPanel(panel === next ? null : next);
  const selectPage = (target: number) => {
    setPanel(null);
    goTo(target);
  };
  const view = { mode, changeMode, zoomIndex, setZoomIndex, zoom, panel, setPanel, togglePanel, selectPage };
  return { view, rootRef, frameRef, book, syncReader, popover, swipe, fullscreen };
}

// requirements §2 "Interactive book viewer", §D7.
export function BookViewer({ title, phone, email, language, listen = true, ...props }: Props) {
  const { t, locale } = useI18n();
  const { view, rootRef, frameRef, book, syncReader, popover, swipe, fullscreen } = useBookViewer(props);
  const { mode, zoom, panel, setPanel, togglePanel, selectPage } = view;

  return (
    <div ref={rootRef} className="flex h-dvh flex-col overflow-hidden bg-[#3b2a20] text-[#fbe9d7]">
      <BookHeader title={title} page={book.page} view={view} language={language} />

      <div id="book-panel">
        {panel === "thumbs" && <ThumbnailStrip pages={book.pages} current={book.page} onSelect={selectPage} />}
        {panel === "search" && <BookSearch pages={book.pages} onSelect={selectPage} onClose={() => setPanel(null)} />}
      </div>

      {locale !== "en" && (
        <TranslationBanner
          text={t("site.translating", { language: t("site.language.name") })}
          className="fixed top-16 left-1/2 z-20 -translate-x-1/2 rounded-full bg-amber px-4 py-1.5 text-sm font-medium whitespace-nowrap text-amber-foreground shadow-lg"
        />
      )}
      <main id="main" className="relative min-h-0 flex-1" aria-label={title}>
        {mode === "iframe" ? (
          <ReaderFrame frameRef={frameRef} initialPage={props.initialPage} onLoad={syncReader} />
        ) : (
          <EnhancedStage book={book} zoom={zoom} popover={popover} swipe={swipe} listen={listen} />
        )}
        <p className="sr-only" aria-live="polite" aria-atomic="true">
          {book.announcement}
        </p>
      </main>

      <BookPager
        book={book}
        thumbsOpen={panel === "thumbs"}
        onToggleThumbs={() => togglePanel("thumbs")}
        phone={phone}
        email={email}
        fullscreen={fullscreen}
      />

      {popover.active && (
        <PopoverDialog
          key={popover.active.id}
          popover={popover.active}
          onClose={popover.close}
          onGoToPage={(target) => {
            popover.close();
            book.goTo(target);
          }}
        />
      )}
    </div>
  );
}

function ReaderFrame({
  frameRef,
  initialPage,
  onLoad,
}: {
  frameRef: React.RefObject<HTMLIFrameElement | null>;
  initialPage: number;
  onLoad: () => void;
}) {
  const { t } = useI18n();
  return (
    <iframe
      ref={frameRef}
      src={`${STATIC_READER_PATH}?page=${initialPage}`}
      title={t("book.originalFrameTitle")}
      className="size-full border-0 bg-[#3b2a20]"
      onLoad={onLoad}
    />
  );
}

// "Listen" floats over its corner (the original reader's pages are not ours to read).
function EnhancedStage({
  book,
  zoom,
  popover,
  swipe,
  listen,
}: {
  book: ReturnType<typeof useBookNavigation>;
  zoom: number;
  popover: Popover;
  swipe: ReturnType<typeof useSwipe>;
  listen: boolean;
}) {
  if (!book.byNumber.get(book.page)) return <PageNotFound />;
  return (
    <>
      <div
        className="book-stage size-full overflow-auto [container-type:size]"
        onClick={popover.onStageClick}
        onKeyDown={popover.onStageKeyDown}
        {...swipe}
      >
        <BookSpread shown={book.shown} byNumber={book.byNumber} page={book.page} turn={book.turn} zoom={zoom} />
      </div>
      {listen && <BookListen book={book} />}
    </>
  );
}

type Popover = ReturnType<typeof usePopover>;

function usePopover(pages: ViewerPage[]) {
  const [popoverId, setPopoverId] = useState<number | null>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const active = useMemo<ViewerPopover | null>(() => {
    for (const sheet of pages) for (const popover of sheet.popovers) if (popover.id === popoverId) return popover;
    return null;
  }, [pages, popoverId]);

  function open(id: number, from: HTMLElement | null) {
    returnFocusRef.current = from;
    setPopoverId(id);
  }

  return {
    active,
    open: popoverId !== null,
    close() {
      setPopoverId(null);
      returnFocusRef.current?.focus();
    },
    onStageClick(event: React.MouseEvent) {
      const trigger = (event.target as Element).closest<HTMLElement>("[data-popover-id]");
      if (trigger) open(Number(trigger.dataset.popoverId), trigger);
    },
    onStageKeyDown(event: React.KeyboardEvent) {
      const trigger = (event.target as Element).closest<HTMLElement>("mark[data-popover-id]");
      if (trigger && (event.key === "Enter" || event.key === " ")) {
        event.preventDefault();
        open(Number(trigger.dataset.popoverId), trigger);
      }
    },
  };
}
