"use client";

import "./book.css";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import dynamic from "next/dynamic";
import Link from "next/link";
import {
  ArrowLeft,
  ChevronFirst,
  ChevronLast,
  ChevronLeft,
  ChevronRight,
  ExternalLink,
  LayoutGrid,
  List,
  Mail,
  Maximize,
  Minimize,
  Phone,
  Search,
  ZoomIn,
  ZoomOut,
} from "lucide-react";
import { useI18n, useT } from "@/components/i18n/i18n-provider";
import { useMediaQuery } from "@/components/book/use-media-query";
import { usePageTranslations } from "@/components/book/use-page-translations";
import { TranslationBanner } from "@/components/translation/translation-banner";
import { LanguageSelect } from "@/components/site/language-select";
import { FallbackImage } from "@/components/book/fallback-image";
import { BREAKPOINTS, STATIC_READER_PATH, clampPage, customPageImage, pageImagePath, type ViewerMode } from "@/lib/book/constants";
import { stepPage, visiblePages } from "@/lib/book/query";
import type { ViewerPage } from "@/lib/book/viewer-data";
import { cn } from "@/lib/utils";

// Loaded on first use: the first page needs none of them, and the viewer's first-load JS stays small.
const BookSearch = dynamic(() => import("@/components/book/book-search").then((m) => m.BookSearch));
const PopoverDialog = dynamic(() => import("@/components/book/popover-dialog").then((m) => m.PopoverDialog));
const ThumbnailStrip = dynamic(() => import("@/components/book/thumbnail-strip").then((m) => m.ThumbnailStrip));

const ZOOM_LEVELS = [1, 1.25, 1.5, 2];
const SWIPE_DISTANCE = 50;

type Props = {
  pages: ViewerPage[];
  initialPage: number;
  initialMode: ViewerMode;
  title: string;
  phone: string;
  email: string;
  /** The language select (requirements §4), as the server saw the cookie; null when staff hid it. */
  language: { serverValue: string } | null;
};

const barButton =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md px-2 text-sm font-medium text-[#fbe9d7] hover:bg-white/10 disabled:pointer-events-none disabled:opacity-40 aria-pressed:bg-amber aria-pressed:text-amber-foreground aria-expanded:bg-white/15";

/** The interactive book viewer (requirements §2 "Interactive book viewer", requirements §D7). */
export function BookViewer({ pages: bookPages, initialPage, initialMode, title, phone, email, language }: Props) {
  const { t, locale } = useI18n();
  const total = bookPages.length;
  const [page, setPage] = useState(() => clampPage(initialPage, total));
  const [mode, setMode] = useState<ViewerMode>(initialMode);
  // Direction and count of page turns: a new count remounts the spread, which replays the animation.
  const [turn, setTurn] = useState<{ direction: 0 | 1 | -1; count: number }>({ direction: 0, count: 0 });
  const [zoomIndex, setZoomIndex] = useState(0);
  const [panel, setPanel] = useState<"thumbs" | "search" | null>(null);
  const [popoverId, setPopoverId] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [fullscreen, setFullscreen] = useState(false);
  // requirements §2: two-page spread from 640 px (tablet and desktop), one page below.
  const twoPage = useMediaQuery(`(min-width: ${BREAKPOINTS.tablet}px)`, true);
  const rootRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const swipeRef = useRef<{ x: number; y: number } | null>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  const shown = visiblePages(page, total, twoPage);
  const pages = usePageTranslations(bookPages, mode === "enhanced" ? shown : []);
  const byNumber = useMemo(() => new Map(pages.map((sheet) => [sheet.pageNumber, sheet])), [pages]);
  const current = byNumber.get(page);
  const atStart = page <= 1;
  const atEnd = shown.includes(total) || page >= total;
  const zoom = ZOOM_LEVELS[zoomIndex];
  const activePopover = useMemo(() => {
    for (const p of pages) for (const popover of p.popovers) if (popover.id === popoverId) return popover;
    return null;
  }, [pages, popoverId]);

  const postToReader = useCallback((target: number) => {
    frameRef.current?.contentWindow?.postMessage({ type: "goToPage", page: target }, window.location.origin);
  }, []);

  // Original mode: the reader gets goToPage once it is ready, whichever comes first: its
  // readerReady message, the frame's load, or (when both happened before hydration) the mount.
  const pageRef = useRef(page);
  useEffect(() => {
    pageRef.current = page;
  }, [page]);
  const readerSyncedRef = useRef(false);
  const syncReader = useCallback(() => {
    const frame = frameRef.current;
    if (readerSyncedRef.current || frame?.contentDocument?.body?.dataset.ready !== "true") return;
    readerSyncedRef.current = true;
    postToReader(pageRef.current);
  }, [postToReader]);

  const goTo = useCallback(
    (requested: number, fromReader = false) => {
      if (!Number.isInteger(requested)) return;
      const target = clampPage(requested, total);
      if (target === page) return;
      setTurn((previous) => ({ direction: target > page ? 1 : -1, count: previous.count + 1 }));
      setPage(target);
      const found = byNumber.get(target);
      setAnnouncement(found ? t("book.announce", { page: target, total, title: found.title }) : t("book.notFoundTitle"));
      if (mode === "iframe" && !fromReader) postToReader(target);
    },
    [byNumber, mode, page, postToReader, t, total],
  );

  const step = useCallback((direction: 1 | -1) => goTo(stepPage(page, total, direction, twoPage)), [goTo, page, total, twoPage]);

  // requirements §D7: the address follows the reader, so a reload or a shared link opens the same page.
  useEffect(() => {
    const query = `?page=${page}${mode === "iframe" ? "&mode=iframe" : ""}`;
    if (window.location.search !== query) window.history.replaceState(window.history.state, "", `${window.location.pathname}${query}`);
  }, [page, mode]);

  // Original mode: the static reader says when it is ready and when its own buttons turn a page.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frameRef.current?.contentWindow) return;
      const data = event.data as { type?: string; page?: number };
      if (data?.type === "readerReady") syncReader();
      if (data?.type === "pageChanged" && typeof data.page === "number") goTo(data.page, true);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [goTo, syncReader]);

  // A new frame (entering Original mode) needs its first goToPage; one loaded before hydration gets it now.
  useEffect(() => {
    readerSyncedRef.current = false;
    if (mode === "iframe") syncReader();
  }, [mode, syncReader]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (popoverId !== null || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement;
      if (target.closest("input, textarea, select, [contenteditable='true']")) return;
      const actions: Record<string, () => void> = {
        ArrowRight: () => step(1),
        ArrowLeft: () => step(-1),
        PageDown: () => step(1),
        PageUp: () => step(-1),
        Home: () => goTo(1),
        End: () => goTo(total),
      };
      const action = actions[event.key];
      if (action) {
        event.preventDefault();
        action();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [goTo, popoverId, step, total]);

  useEffect(() => {
    const onChange = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, []);

  function toggleFullscreen() {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void rootRef.current?.requestFullscreen?.().catch(() => setFullscreen(false));
  }

  function changeMode(next: ViewerMode) {
    setMode(next);
    setTurn((previous) => ({ direction: 0, count: previous.count }));
  }

  function openPopover(id: number, from: HTMLElement | null) {
    returnFocusRef.current = from;
    setPopoverId(id);
  }

  function closePopover() {
    setPopoverId(null);
    returnFocusRef.current?.focus();
  }

  function onStageClick(event: React.MouseEvent) {
    const trigger = (event.target as Element).closest<HTMLElement>("[data-popover-id]");
    if (trigger) openPopover(Number(trigger.dataset.popoverId), trigger);
  }

  // The highlights are marks with the button role, so Enter and Space open them as a button would.
  function onStageKeyDown(event: React.KeyboardEvent) {
    const trigger = (event.target as Element).closest<HTMLElement>("mark[data-popover-id]");
    if (trigger && (event.key === "Enter" || event.key === " ")) {
      event.preventDefault();
      openPopover(Number(trigger.dataset.popoverId), trigger);
    }
  }

  function onPointerDown(event: React.PointerEvent) {
    swipeRef.current = event.pointerType === "mouse" ? null : { x: event.clientX, y: event.clientY };
  }

  function onPointerUp(event: React.PointerEvent) {
    const start = swipeRef.current;
    swipeRef.current = null;
    if (!start || zoom !== 1) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) > SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy) * 1.5) step(dx < 0 ? 1 : -1);
  }

  const selectPage = (target: number) => {
    setPanel(null);
    goTo(target);
  };

  return (
    <div ref={rootRef} className="flex h-dvh flex-col overflow-hidden bg-[#3b2a20] text-[#fbe9d7]">
      <header className="flex flex-wrap items-center gap-x-1 gap-y-1 bg-[#24170f] px-2 py-1">
        {/* No prefetch: it would compete with the book's first paint for the network and CPU. */}
        <Link href="/" prefetch={false} className={barButton}>
          <ArrowLeft className="size-5" aria-hidden />
          <span className="max-sm:sr-only">{t("book.backToSite")}</span>
        </Link>
        <h1 className="min-w-0 flex-1 truncate px-1 text-sm font-semibold max-sm:basis-[calc(100%-3.5rem)] sm:text-base" title={title}>
          {title}
        </h1>
        <div role="group" aria-label={t("book.viewMode")} className="flex rounded-md border border-white/20">
          <button type="button" aria-pressed={mode === "enhanced"} onClick={() => changeMode("enhanced")} className={barButton}>
            {t("book.enhanced")}
          </button>
          <button type="button" aria-pressed={mode === "iframe"} onClick={() => changeMode("iframe")} className={barButton}>
            {t("book.original")}
          </button>
        </div>
        <button type="button" aria-expanded={panel === "thumbs"} aria-controls="book-panel" onClick={() => setPanel(panel === "thumbs" ? null : "thumbs")} className={barButton} title={t("book.contents")}>
          <List className="size-5" aria-hidden />
          <span className="max-lg:sr-only">{t("book.contents")}</span>
        </button>
        <button type="button" aria-expanded={panel === "search"} aria-controls="book-panel" onClick={() => setPanel(panel === "search" ? null : "search")} className={barButton} title={t("book.search")}>
          <Search className="size-5" aria-hidden />
          <span className="max-lg:sr-only">{t("book.search")}</span>
        </button>
        {mode === "enhanced" && (
          <div className="flex max-sm:hidden">
            <button type="button" onClick={() => setZoomIndex(Math.max(0, zoomIndex - 1))} disabled={zoomIndex === 0} className={barButton} aria-label={t("book.zoomOut")} title={t("book.zoomOut")}>
              <ZoomOut className="size-5" aria-hidden />
            </button>
            <span className="sr-only" aria-live="polite">
              {t("book.zoomLevel", { percent: Math.round(zoom * 100) })}
            </span>
            <button
              type="button"
              onClick={() => setZoomIndex(Math.min(ZOOM_LEVELS.length - 1, zoomIndex + 1))}
              disabled={zoomIndex === ZOOM_LEVELS.length - 1}
              className={barButton}
              aria-label={t("book.zoomIn")}
              title={t("book.zoomIn")}
            >
              <ZoomIn className="size-5" aria-hidden />
            </button>
          </div>
        )}
        <a href={`${STATIC_READER_PATH}?page=${page}`} target="_blank" rel="noopener" className={barButton} title={t("book.openInNewTab")}>
          <ExternalLink className="size-5" aria-hidden />
          <span className="max-lg:sr-only">{t("book.openInNewTab")}</span>
        </a>
        {language && <LanguageSelect serverValue={language.serverValue} className="w-40 lg:w-48" />}
      </header>

      <div id="book-panel">
        {panel === "thumbs" && <ThumbnailStrip pages={pages} current={page} onSelect={selectPage} />}
        {panel === "search" && <BookSearch pages={pages} onSelect={selectPage} onClose={() => setPanel(null)} />}
      </div>

      {locale !== "en" && (
        <TranslationBanner
          text={t("site.translating", { language: t("site.language.name") })}
          className="fixed top-16 left-1/2 z-20 -translate-x-1/2 rounded-full bg-amber px-4 py-1.5 text-sm font-medium whitespace-nowrap text-amber-foreground shadow-lg"
        />
      )}
      <main id="main" className="relative min-h-0 flex-1" aria-label={title}>
        {mode === "iframe" ? (
          <iframe
            ref={frameRef}
            src={`${STATIC_READER_PATH}?page=${initialPage}`}
            title={t("book.originalFrameTitle")}
            className="size-full border-0 bg-[#3b2a20]"
            onLoad={syncReader}
          />
        ) : !current ? (
          <PageNotFound />
        ) : (
          <div
            className="book-stage size-full overflow-auto [container-type:size]"
            onClick={onStageClick}
            onKeyDown={onStageKeyDown}
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (swipeRef.current = null)}
          >
            <div
              key={turn.count}
              style={{ zoom }}
              className={cn("flex min-h-full items-center justify-center p-2 sm:p-4", turn.direction === 1 && "book-turn-forward", turn.direction === -1 && "book-turn-back")}
            >
              {shown.map((number, index) => {
                const sheet = byNumber.get(number);
                const isCurrent = number === page;
                return (
                  <article
                    key={number}
                    aria-label={t("book.pageLabel", { page: number, title: sheet?.title ?? "" })}
                    className={cn(
                      "book-page book-sheet shadow-2xl",
                      !isCurrent && "max-sm:hidden",
                      shown.length === 2 && (index === 0 ? "rounded-l-md border-r border-black/10" : "rounded-r-md"),
                      shown.length === 1 && "rounded-md",
                    )}
                  >
                    {sheet && (
                      <>
                        <PageImage page={sheet} />
                        {/* Sanitised on save and on render; highlights added by lib/book/highlight.ts. */}
                        <div dangerouslySetInnerHTML={{ __html: sheet.html }} />
                        {sheet.unmatched.length > 0 && (
                          <aside className="mt-4 border-t border-black/10 pt-3 font-sans text-sm">
                            <h3 className="mb-2 font-semibold">{t("book.moreOnPage")}</h3>
                            <ul className="flex flex-wrap gap-2">
                              {sheet.popovers
                                .filter((popover) => sheet.unmatched.includes(popover.id))
                                .map((popover) => (
                                  <li key={popover.id}>
                                    <button type="button" data-popover-id={popover.id} aria-haspopup="dialog" className={`book-hl book-hl-${popover.highlightColor} min-h-11 px-2`}>
                                      {popover.title}
                                    </button>
                                  </li>
                                ))}
                            </ul>
                          </aside>
                        )}
                        <span className="absolute right-3 bottom-2 font-sans text-xs text-[#5c4636]" aria-hidden>
                          {number}
                        </span>
                      </>
                    )}
                  </article>
                );
              })}
            </div>
          </div>
        )}
        <p className="sr-only" aria-live="polite" aria-atomic="true">
          {announcement}
        </p>
      </main>

      <nav aria-label={t("book.pageOf", { page, total })} className="flex flex-wrap items-center justify-center gap-x-0.5 bg-[#24170f] px-1 py-1">
        <button type="button" onClick={() => goTo(1)} disabled={atStart} className={barButton} aria-label={t("book.first")} title={t("book.first")}>
          <ChevronFirst className="size-5" aria-hidden />
          <span className="max-lg:sr-only">{t("book.firstShort")}</span>
        </button>
        <button type="button" onClick={() => step(-1)} disabled={atStart} className={barButton} aria-label={t("book.previous")} title={t("book.previous")}>
          <ChevronLeft className="size-5" aria-hidden />
          <span className="max-lg:sr-only">{t("book.previousShort")}</span>
        </button>
        <button
          type="button"
          onClick={() => setPanel(panel === "thumbs" ? null : "thumbs")}
          aria-expanded={panel === "thumbs"}
          aria-controls="book-panel"
          className={barButton}
          aria-label={t("book.thumbnails")}
          title={t("book.thumbnails")}
        >
          <LayoutGrid className="size-5" aria-hidden />
          <span className="max-lg:sr-only">{t("book.thumbnails")}</span>
        </button>
        <span data-testid="page-counter" className="min-w-16 px-2 text-center text-sm font-semibold tabular-nums max-sm:order-first max-sm:w-full">
          {t("book.counter", { page, total })}
        </span>
        <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className={barButton} aria-label={t("book.call")} title={`${t("book.call")} ${phone}`}>
          <Phone className="size-5" aria-hidden />
          <span className="max-lg:sr-only">{t("book.call")}</span>
        </a>
        <a href={`mailto:${email}`} className={barButton} aria-label={t("book.email")} title={`${t("book.email")} ${email}`}>
          <Mail className="size-5" aria-hidden />
          <span className="max-lg:sr-only">{t("book.email")}</span>
        </a>
        <button type="button" onClick={() => step(1)} disabled={atEnd} className={barButton} aria-label={t("book.next")} title={t("book.next")}>
          <ChevronRight className="size-5" aria-hidden />
          <span className="max-lg:sr-only">{t("book.nextShort")}</span>
        </button>
        <button type="button" onClick={() => goTo(total)} disabled={atEnd} className={barButton} aria-label={t("book.last")} title={t("book.last")}>
          <ChevronLast className="size-5" aria-hidden />
          <span className="max-lg:sr-only">{t("book.lastShort")}</span>
        </button>
        <button
          type="button"
          onClick={toggleFullscreen}
          className={barButton}
          aria-label={fullscreen ? t("book.exitFullscreen") : t("book.fullscreen")}
          title={fullscreen ? t("book.exitFullscreen") : t("book.fullscreen")}
        >
          {fullscreen ? <Minimize className="size-5" aria-hidden /> : <Maximize className="size-5" aria-hidden />}
          <span className="max-lg:sr-only">{fullscreen ? t("book.exitFullscreen") : t("book.fullscreen")}</span>
        </button>
      </nav>

      {activePopover && <PopoverDialog key={activePopover.id} popover={activePopover} onClose={closePopover} onGoToPage={(target) => { closePopover(); goTo(target); }} />}
    </div>
  );
}

/** A page's own picture above its text, falling back as requirements §8 says; none when the page has no picture of its own. */
function PageImage({ page }: { page: ViewerPage }) {
  const t = useT();
  const src = customPageImage(page);
  if (!src) return null;
  return (
    <FallbackImage
      key={src}
      src={src}
      fallback={pageImagePath(page.pageNumber)}
      alt={t("book.pageImage", { page: page.pageNumber })}
      data-testid="page-image"
      className="mx-auto mb-4 max-h-[40cqh] w-auto rounded-sm object-contain"
    />
  );
}

/** requirements §8: "Page Not Found — The requested page could not be found." */
export function PageNotFound() {
  const t = useT();
  return (
    <section role="alert" className="flex size-full flex-col items-center justify-center gap-3 p-6 text-center">
      <h2 className="text-2xl font-semibold">{t("book.notFoundTitle")}</h2>
      <p>{t("book.notFoundBody")}</p>
      <a href="/flipbook?page=1" className="inline-flex min-h-11 items-center rounded-md bg-amber px-4 font-medium text-amber-foreground">
        {t("book.firstPageLink")}
      </a>
    </section>
  );
}
