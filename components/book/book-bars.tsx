"use client";

import Link from "next/link";
import type { ComponentProps } from "react";
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
  type LucideIcon,
} from "lucide-react";
import { useI18n, useT } from "@/components/i18n/i18n-provider";
import { LanguageSelect } from "@/components/site/language-select";
import { ShareButton } from "@/components/site/share-button";
import { bookPageHref, STATIC_READER_PATH, type ViewerMode } from "@/lib/book/constants";
import { localePath } from "@/lib/i18n/paths";

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
  const { t, locale } = useI18n();
  return (
    <header className="flex flex-wrap items-center gap-x-1 gap-y-1 bg-[#24170f] px-2 py-1">
      {/* No prefetch: it would compete with the book's first paint for the network and CPU. */}
      <Link href={localePath(locale, "/")} prefetch={false} className={barButton}>
        <ArrowLeft className="size-5" aria-hidden />
        <span className="max-sm:sr-only">{t("book.backToSite")}</span>
      </Link>
      <h1
        className="min-w-0 flex-1 truncate px-1 text-sm font-semibold max-sm:basis-[calc(100%-3.5rem)] sm:text-base"
        title={title}
      >
        {title}
      </h1>
      <ModeSwitch mode={mode} onMode={onMode} />
      {(["thumbs", "search"] as const).map((which) => (
        <BarButton
          key={which}
          icon={which === "thumbs" ? List : Search}
          label={t(which === "thumbs" ? "book.contents" : "book.search")}
          named={false}
          aria-expanded={panel === which}
          aria-controls="book-panel"
          onClick={() => onTogglePanel(which)}
        />
      ))}
      {mode === "enhanced" && <ZoomControls zoomIndex={zoomIndex} onZoom={onZoom} />}
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
      <ShareButton
        path={localePath(locale, bookPageHref(page))}
        title={title}
        className={barButton}
        textClassName="max-lg:sr-only"
      />
      {language && <LanguageSelect serverValue={language.serverValue} className="shrink-0" />}
    </header>
  );
}

function ModeSwitch({ mode, onMode }: { mode: ViewerMode; onMode: (mode: ViewerMode) => void }) {
  const t = useT();
  return (
    <div role="group" aria-label={t("book.viewMode")} className="flex rounded-md border border-white/20">
      <button type="button" aria-pressed={mode === "enhanced"} onClick={() => onMode("enhanced")} className={barButton}>
        {t("book.enhanced")}
      </button>
      <button type="button" aria-pressed={mode === "iframe"} onClick={() => onMode("iframe")} className={barButton}>
        {t("book.original")}
      </button>
    </div>
  );
}

function ZoomControls({ zoomIndex, onZoom }: { zoomIndex: number; onZoom: (index: number) => void }) {
  const t = useT();
  return (
    <div className="flex max-sm:hidden">
      <BarButton
        icon={ZoomOut}
        label={t("book.zoomOut")}
        text={null}
        onClick={() => onZoom(Math.max(0, zoomIndex - 1))}
        disabled={zoomIndex === 0}
      />
      <span className="sr-only" aria-live="polite">
        {t("book.zoomLevel", { percent: Math.round(ZOOM_LEVELS[zoomIndex] * 100) })}
      </span>
      <BarButton
        icon={ZoomIn}
        label={t("book.zoomIn")}
        text={null}
        onClick={() => onZoom(Math.min(ZOOM_LEVELS.length - 1, zoomIndex + 1))}
        disabled={zoomIndex === ZOOM_LEVELS.length - 1}
      />
    </div>
  );
}

/**
 * A bar's icon button: the label is its tooltip and (unless `named` is false) its accessible name; the text
 * beside the icon (the label unless given, none when null) shows from 1024 px and is read by screen readers below.
 */
function BarButton({
  icon: Icon,
  label,
  text = label,
  named = true,
  ...props
}: Omit<ComponentProps<"button">, "children"> & {
  icon: LucideIcon;
  label: string;
  text?: string | null;
  named?: boolean;
}) {
  return (
    <button type="button" className={barButton} aria-label={named ? label : undefined} title={label} {...props}>
      <Icon className="size-5" aria-hidden />
      {text !== null && <span className="max-lg:sr-only">{text}</span>}
    </button>
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
  const fullscreenLabel = screen.fullscreen ? t("book.exitFullscreen") : t("book.fullscreen");
  return (
    <nav
      aria-label={t("book.pageOf", { page, total })}
      className="flex flex-wrap items-center justify-center gap-x-0.5 bg-[#24170f] px-1 py-1"
    >
      <BarButton
        icon={ChevronFirst}
        label={t("book.first")}
        text={t("book.firstShort")}
        onClick={() => goTo(1)}
        disabled={atStart}
      />
      <BarButton
        icon={ChevronLeft}
        label={t("book.previous")}
        text={t("book.previousShort")}
        onClick={() => step(-1)}
        disabled={atStart}
      />
      <BarButton
        icon={LayoutGrid}
        label={t("book.thumbnails")}
        onClick={onToggleThumbs}
        aria-expanded={thumbsOpen}
        aria-controls="book-panel"
      />
      <span
        data-testid="page-counter"
        className="min-w-16 px-2 text-center text-sm font-semibold tabular-nums max-sm:order-first max-sm:w-full"
      >
        {t("book.counter", { page, total })}
      </span>
      <ContactLinks phone={phone} email={email} />
      <BarButton
        icon={ChevronRight}
        label={t("book.next")}
        text={t("book.nextShort")}
        onClick={() => step(1)}
        disabled={atEnd}
      />
      <BarButton
        icon={ChevronLast}
        label={t("book.last")}
        text={t("book.lastShort")}
        onClick={() => goTo(total)}
        disabled={atEnd}
      />
      <BarButton icon={screen.fullscreen ? Minimize : Maximize} label={fullscreenLabel} onClick={screen.toggle} />
    </nav>
  );
}

function ContactLinks({ phone, email }: { phone: string; email: string }) {
  const t = useT();
  return (
    <>
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
    </>
  );
}
