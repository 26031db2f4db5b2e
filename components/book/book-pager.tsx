"use client";

import {
  ChevronFirst,
  ChevronLast,
  ChevronLeft,
  ChevronRight,
  LayoutGrid,
  Mail,
  Maximize,
  Minimize,
  Phone,
} from "lucide-react";
import { useT } from "@/components/i18n/i18n-provider";
import { BarButton, barButton } from "@/components/book/book-bars";

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
