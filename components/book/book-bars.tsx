"use client";

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
import { useT } from "@/components/i18n/i18n-provider";
import { LanguageSelect } from "@/components/site/language-select";
import { STATIC_READER_PATH, type ViewerMode } from "@/lib/book/constants";

// The book viewer's two bars: the header (back, title, mode, panels, zoom, new tab, language)
// and the page bar at the bottom (turning, counter, contact, full screen).

export type BookPanel = "thumbs" | "search" | null;

export const ZOOM_LEVELS = [1, 1.25, 1.5, 2];

const barButton =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md px-2 text-sm font-medium text-[#fbe9d7] hover:bg-white/10 disabled:pointer-events-none disabled:opacity-40 aria-pressed:bg-amber aria-pressed:text-amber-foreground aria-expanded:bg-white/15";

type HeaderProps = {
  title: string;
  page: number;
  mode: ViewerMode;
  onMode: (mode: ViewerMode) => void;
  panel: BookPanel;
  onTogglePanel: (panel: Exclude<BookPanel, null>) => void;
  zoomIndex: number;
  onZoom: (index: number) => void;
  language: { serverValue: string } | null;
};

export function BookHeader({
  title,
  page,
  mode,
  onMode,
  panel,
  onTogglePanel,
  zoomIndex,
  onZoom,
  language,
}: HeaderProps) {
  const t = useT();
  const zoom = ZOOM_LEVELS[zoomIndex];
  return (
    <header className="flex flex-wrap items-center gap-x-1 gap-y-1 bg-[#24170f] px-2 py-1">
      {/* No prefetch: it would compete with the book's first paint for the network and CPU. */}
      <Link href="/" prefetch={false} className={barButton}>
        <ArrowLeft className="size-5" aria-hidden />
        <span className="max-sm:sr-only">{t("book.backToSite")}</span>
      </Link>
      <h1
        className="min-w-0 flex-1 truncate px-1 text-sm font-semibold max-sm:basis-[calc(100%-3.5rem)] sm:text-base"
        title={title}
      >
        {title}
      </h1>
      <div role="group" aria-label={t("book.viewMode")} className="flex rounded-md border border-white/20">
        <button
          type="button"
          aria-pressed={mode === "enhanced"}
          onClick={() => onMode("enhanced")}
          className={barButton}
        >
          {t("book.enhanced")}
        </button>
        <button type="button" aria-pressed={mode === "iframe"} onClick={() => onMode("iframe")} className={barButton}>
          {t("book.original")}
        </button>
      </div>
      <button
        type="button"
        aria-expanded={panel === "thumbs"}
        aria-controls="book-panel"
        onClick={() => onTogglePanel("thumbs")}
        className={barButton}
        title={t("book.contents")}
      >
        <List className="size-5" aria-hidden />
        <span className="max-lg:sr-only">{t("book.contents")}</span>
      </button>
      <button
        type="button"
        aria-expanded={panel === "search"}
        aria-controls="book-panel"
        onClick={() => onTogglePanel("search")}
        className={barButton}
        title={t("book.search")}
      >
        <Search className="size-5" aria-hidden />
        <span className="max-lg:sr-only">{t("book.search")}</span>
      </button>
      {mode === "enhanced" && (
        <div className="flex max-sm:hidden">
          <button
            type="button"
            onClick={() => onZoom(Math.max(0, zoomIndex - 1))}
            disabled={zoomIndex === 0}
            className={barButton}
            aria-label={t("book.zoomOut")}
            title={t("book.zoomOut")}
          >
            <ZoomOut className="size-5" aria-hidden />
          </button>
          <span className="sr-only" aria-live="polite">
            {t("book.zoomLevel", { percent: Math.round(zoom * 100) })}
          </span>
          <button
            type="button"
            onClick={() => onZoom(Math.min(ZOOM_LEVELS.length - 1, zoomIndex + 1))}
            disabled={zoomIndex === ZOOM_LEVELS.length - 1}
            className={barButton}
            aria-label={t("book.zoomIn")}
            title={t("book.zoomIn")}
          >
            <ZoomIn className="size-5" aria-hidden />
          </button>
        </div>
      )}
      <a
        href={`${STATIC_READER_PATH}?page=${page}`}
        target="_blank"
        rel="noopener"
        className={barButton}
        title={t("book.openInNewTab")}
      >
        <ExternalLink className="size-5" aria-hidden />
        <span className="max-lg:sr-only">{t("book.openInNewTab")}</span>
      </a>
      {language && <LanguageSelect serverValue={language.serverValue} className="w-40 lg:w-48" />}
    </header>
  );
}

type PagerProps = {
  book: {
    page: number;
    total: number;
    atStart: boolean;
    atEnd: boolean;
    goTo: (page: number) => void;
    step: (direction: 1 | -1) => void;
  };
  thumbsOpen: boolean;
  onToggleThumbs: () => void;
  phone: string;
  email: string;
  fullscreen: { fullscreen: boolean; toggle: () => void };
};

export function BookPager({ book, thumbsOpen, onToggleThumbs, phone, email, fullscreen: screen }: PagerProps) {
  const t = useT();
  const { page, total, atStart, atEnd, goTo, step } = book;
  const fullscreen = screen.fullscreen;
  const fullscreenLabel = fullscreen ? t("book.exitFullscreen") : t("book.fullscreen");
  return (
    <nav
      aria-label={t("book.pageOf", { page, total })}
      className="flex flex-wrap items-center justify-center gap-x-0.5 bg-[#24170f] px-1 py-1"
    >
      <button
        type="button"
        onClick={() => goTo(1)}
        disabled={atStart}
        className={barButton}
        aria-label={t("book.first")}
        title={t("book.first")}
      >
        <ChevronFirst className="size-5" aria-hidden />
        <span className="max-lg:sr-only">{t("book.firstShort")}</span>
      </button>
      <button
        type="button"
        onClick={() => step(-1)}
        disabled={atStart}
        className={barButton}
        aria-label={t("book.previous")}
        title={t("book.previous")}
      >
        <ChevronLeft className="size-5" aria-hidden />
        <span className="max-lg:sr-only">{t("book.previousShort")}</span>
      </button>
      <button
        type="button"
        onClick={onToggleThumbs}
        aria-expanded={thumbsOpen}
        aria-controls="book-panel"
        className={barButton}
        aria-label={t("book.thumbnails")}
        title={t("book.thumbnails")}
      >
        <LayoutGrid className="size-5" aria-hidden />
        <span className="max-lg:sr-only">{t("book.thumbnails")}</span>
      </button>
      <span
        data-testid="page-counter"
        className="min-w-16 px-2 text-center text-sm font-semibold tabular-nums max-sm:order-first max-sm:w-full"
      >
        {t("book.counter", { page, total })}
      </span>
      <a
        href={`tel:${phone.replace(/[^\d+]/g, "")}`}
        className={barButton}
        aria-label={t("book.call")}
        title={`${t("book.call")} ${phone}`}
      >
        <Phone className="size-5" aria-hidden />
        <span className="max-lg:sr-only">{t("book.call")}</span>
      </a>
      <a
        href={`mailto:${email}`}
        className={barButton}
        aria-label={t("book.email")}
        title={`${t("book.email")} ${email}`}
      >
        <Mail className="size-5" aria-hidden />
        <span className="max-lg:sr-only">{t("book.email")}</span>
      </a>
      <button
        type="button"
        onClick={() => step(1)}
        disabled={atEnd}
        className={barButton}
        aria-label={t("book.next")}
        title={t("book.next")}
      >
        <ChevronRight className="size-5" aria-hidden />
        <span className="max-lg:sr-only">{t("book.nextShort")}</span>
      </button>
      <button
        type="button"
        onClick={() => goTo(total)}
        disabled={atEnd}
        className={barButton}
        aria-label={t("book.last")}
        title={t("book.last")}
      >
        <ChevronLast className="size-5" aria-hidden />
        <span className="max-lg:sr-only">{t("book.lastShort")}</span>
      </button>
      <button
        type="button"
        onClick={screen.toggle}
        className={barButton}
        aria-label={fullscreenLabel}
        title={fullscreenLabel}
      >
        {fullscreen ? <Minimize className="size-5" aria-hidden /> : <Maximize className="size-5" aria-hidden />}
        <span className="max-lg:sr-only">{fullscreenLabel}</span>
      </button>
    </nav>
  );
}
