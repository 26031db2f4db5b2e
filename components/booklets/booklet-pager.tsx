import Link from "next/link";
import { PagerLink } from "@/components/site/pager-link";
import type { Translate } from "@/lib/i18n/translator";
import { cn } from "@/lib/utils";

const GAP = "gap";

/** The page numbers shown: the first, the last and the current one's neighbours, a gap between runs. */
export function pagerNumbers(page: number, pages: number): (number | typeof GAP)[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pages])].filter((n) => n >= 1 && n <= pages);
  shown.sort((a, b) => a - b);
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1] > 1 ? [GAP, n] : [n]));
}

export function BookletPager({
  page,
  pages,
  href,
  t,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  t: Translate;
}) {
  return (
    <nav aria-label={t("booklets.selector.pages")} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          <PagerLink href={page > 1 ? href(page - 1) : null}>{t("booklets.selector.previous")}</PagerLink>
        </li>
        {pagerNumbers(page, pages).map((n, i) =>
          n === GAP ? (
            <li key={`gap${i}`} aria-hidden className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                href={href(n)}
                aria-label={t("booklets.selector.pageNumber", { n })}
                aria-current={n === page ? "page" : undefined}
                className={cn(
                  "inline-flex size-11 items-center justify-center rounded-md border border-peach-strong font-medium",
                  n === page ? "bg-primary text-primary-foreground" : "hover:bg-peach-strong",
                )}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        <li>
          <PagerLink href={page < pages ? href(page + 1) : null}>{t("booklets.selector.next")}</PagerLink>
        </li>
      </ul>
    </nav>
  );
}
