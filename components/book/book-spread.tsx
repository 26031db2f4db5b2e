"use client";

import { useI18n, useT } from "@/components/i18n/i18n-provider";
import { FallbackImage } from "@/components/book/fallback-image";
import type { PageTurn } from "@/components/book/use-book-navigation";
import { customPageImage, pageImagePath } from "@/lib/book/constants";
import type { ViewerPage } from "@/lib/book/viewer-data";
import { localePath } from "@/lib/i18n/paths";
import { cn } from "@/lib/utils";

type Props = {
  shown: number[];
  byNumber: Map<number, ViewerPage>;
  page: number;
  turn: PageTurn;
  zoom: number;
};

export function BookSpread({ shown, byNumber, page, turn, zoom }: Props) {
  const t = useT();
  return (
    <div
      key={turn.count}
      style={{ zoom }}
      className={cn(
        "flex min-h-full items-center justify-center p-2 sm:p-4",
        turn.direction === 1 && "book-turn-forward",
        turn.direction === -1 && "book-turn-back",
      )}
    >
      {shown.map((number, index) => {
        const sheet = byNumber.get(number);
        const isCurrent = number === page;
        return (
          // Focusable, so a keyboard can scroll a sheet longer than the page.
          <article
            key={number}
            tabIndex={0}
            aria-label={t("book.pageLabel", { page: number, title: sheet?.title ?? "" })}
            className={cn(
              "book-page book-sheet shadow-2xl",
              !isCurrent && "max-sm:hidden",
              shown.length === 2 && (index === 0 ? "rounded-l-md border-r border-black/10" : "rounded-r-md"),
              shown.length === 1 && "rounded-md",
            )}
          >
            {sheet && <BookSheet sheet={sheet} number={number} current={isCurrent} />}
          </article>
        );
      })}
    </div>
  );
}

function BookSheet({ sheet, number, current }: { sheet: ViewerPage; number: number; current: boolean }) {
  const t = useT();
  return (
    <>
      <PageImage page={sheet} />
      {/* Sanitised on save and on render; highlights added by lib/book/highlight.ts. */}
      <div data-listen-text={current ? "" : undefined} dangerouslySetInnerHTML={{ __html: sheet.html }} />
      {sheet.unmatched.length > 0 && (
        <aside className="mt-4 border-t border-black/10 pt-3 font-sans text-sm">
          <h3 className="mb-2 font-semibold">{t("book.moreOnPage")}</h3>
          <ul className="flex flex-wrap gap-2">
            {sheet.popovers
              .filter((popover) => sheet.unmatched.includes(popover.id))
              .map((popover) => (
                <li key={popover.id}>
                  <button
                    type="button"
                    data-popover-id={popover.id}
                    aria-haspopup="dialog"
                    className={`book-hl book-hl-${popover.highlightColor} min-h-11 px-2`}
                  >
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
  );
}

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

export function PageNotFound() {
  const { t, locale } = useI18n();
  return (
    <section role="alert" className="flex size-full flex-col items-center justify-center gap-3 p-6 text-center">
      <h2 className="text-2xl font-semibold">{t("book.notFoundTitle")}</h2>
      <p>{t("book.notFoundBody")}</p>
      <a
        href={localePath(locale, "/flipbook?page=1")}
        className="inline-flex min-h-11 items-center rounded-md bg-amber px-4 font-medium text-amber-foreground"
      >
        {t("book.firstPageLink")}
      </a>
    </section>
  );
}
