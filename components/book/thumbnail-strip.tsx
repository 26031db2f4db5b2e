"use client";

import { useEffect, useRef } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useT } from "@/components/i18n/i18n-provider";
import { FallbackImage } from "@/components/book/fallback-image";
import {
  THUMBNAIL_SCROLL_STEP,
  THUMBNAIL_SIZE,
  customPageImage,
  pageImagePath,
  pageThumbnailPath,
} from "@/lib/book/constants";

type ThumbnailPage = { pageNumber: number; title: string; imageUrl: string | null };

// requirements §2/§9: 70 × 90 thumbnails, scrolled 280 px at a time; fallbacks as §8 says.
export function ThumbnailStrip({
  pages,
  current,
  onSelect,
}: {
  pages: ThumbnailPage[];
  current: number;
  onSelect: (page: number) => void;
}) {
  const t = useT();
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    listRef.current
      ?.querySelector<HTMLElement>('[aria-current="page"]')
      ?.scrollIntoView({ block: "nearest", inline: "center" });
  }, [current]);

  const scroll = (direction: 1 | -1) =>
    listRef.current?.scrollBy({ left: direction * THUMBNAIL_SCROLL_STEP, behavior: "smooth" });

  return (
    <nav
      aria-label={t("book.thumbnailStrip")}
      className="flex items-center gap-1 border-t border-white/10 bg-[#24170f] px-1 py-2 text-[#fbe9d7]"
    >
      <button
        type="button"
        onClick={() => scroll(-1)}
        aria-label={t("book.scrollThumbsBack")}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-white/10"
      >
        <ChevronLeft className="size-5" aria-hidden />
      </button>
      <ol ref={listRef} className="flex flex-1 gap-2 overflow-x-auto scroll-smooth px-1 py-1 [scrollbar-width:thin]">
        {pages.map((page) => (
          <Thumbnail
            key={page.pageNumber}
            page={page}
            current={page.pageNumber === current}
            onSelect={() => onSelect(page.pageNumber)}
          />
        ))}
      </ol>
      <button
        type="button"
        onClick={() => scroll(1)}
        aria-label={t("book.scrollThumbsForward")}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-white/10"
      >
        <ChevronRight className="size-5" aria-hidden />
      </button>
    </nav>
  );
}

function Thumbnail({ page, current, onSelect }: { page: ThumbnailPage; current: boolean; onSelect: () => void }) {
  const t = useT();
  return (
    <li className="shrink-0">
      <button
        type="button"
        onClick={onSelect}
        aria-current={current ? "page" : undefined}
        aria-label={t("book.pageLabel", { page: page.pageNumber, title: page.title })}
        className="group flex flex-col items-center gap-1 rounded-md p-1 hover:bg-white/10 aria-[current=page]:bg-amber/30"
      >
        <FallbackImage
          src={customPageImage(page) ?? pageThumbnailPath(page.pageNumber)}
          fallback={pageImagePath(page.pageNumber)}
          alt=""
          width={THUMBNAIL_SIZE.width}
          height={THUMBNAIL_SIZE.height}
          loading="lazy"
          className="h-[90px] w-[70px] rounded-sm bg-[#fffaf3] object-cover object-top shadow group-aria-[current=page]:ring-2 group-aria-[current=page]:ring-amber"
        />
        <span className="text-xs tabular-nums">{page.pageNumber}</span>
      </button>
    </li>
  );
}
