"use client";

import Link from "next/link";
import type { ComponentProps } from "react";
import { ArrowLeft, ExternalLink, List, Search, ZoomIn, ZoomOut, type LucideIcon } from "lucide-react";
import { useI18n, useT } from "@/components/i18n/i18n-provider";
import { LanguageSelect } from "@/components/site/language-select";
import { ShareButton } from "@/components/site/share-button";
import { READING_ICON, SHARE_ICON } from "@/components/site/page-action-icons";
import { ReadingButton } from "@/components/reading/reading-button";
import { bookPageHref, STATIC_READER_PATH, type ViewerMode } from "@/lib/book/constants";
import { localePath } from "@/lib/i18n/paths";

export type BookPanel = "thumbs" | "search" | null;

export const ZOOM_LEVELS = [1, 1.25, 1.5, 2];

export const barButton =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md px-2 text-sm font-medium text-[#fbe9d7] hover:bg-white/10 disabled:pointer-events-none disabled:opacity-40 aria-pressed:bg-amber aria-pressed:text-amber-foreground aria-expanded:bg-white/15";

// The reader's view state the header shows and changes (the viewer's useBookViewer holds it).
export type BookView = {
  mode: ViewerMode;
  changeMode: (mode: ViewerMode) => void;
  panel: BookPanel;
  togglePanel: (panel: Exclude<BookPanel, null>) => void;
  zoomIndex: number;
  setZoomIndex: (index: number) => void;
};

type HeaderProps = {
  title: string;
  page: number;
  view: BookView;
  language: { serverValue: string } | null;
};

export function BookHeader({ title, page, view, language }: HeaderProps) {
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
      <ModeSwitch mode={view.mode} onMode={view.changeMode} />
      {(["thumbs", "search"] as const).map((which) => (
        <BarButton
          key={which}
          icon={which === "thumbs" ? List : Search}
          label={t(which === "thumbs" ? "book.contents" : "book.search")}
          named={false}
          aria-expanded={view.panel === which}
          aria-controls="book-panel"
          onClick={() => view.togglePanel(which)}
        />
      ))}
      {view.mode === "enhanced" && <ZoomControls zoomIndex={view.zoomIndex} onZoom={view.setZoomIndex} />}
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
      <PageActions title={title} page={page} />
      {language && <LanguageSelect serverValue={language.serverValue} className="shrink-0" />}
    </header>
  );
}

function PageActions({ title, page }: Pick<HeaderProps, "title" | "page">) {
  const { t, locale } = useI18n();
  return (
    <>
      <ShareButton
        path={localePath(locale, bookPageHref(page))}
        title={title}
        icon={SHARE_ICON}
        className={barButton}
        textClassName="max-lg:sr-only"
      />
      <ReadingButton
        icon={READING_ICON}
        className={barButton}
        label={t("site.reading.label")}
        textClassName="max-lg:sr-only"
      />
    </>
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

// From 1024 px the text beside the icon shows; below it only screen readers read it.
export function BarButton({
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
