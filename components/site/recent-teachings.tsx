import Link from "next/link";
import { ArrowRightIcon } from "lucide-react";
import { teachingHref } from "@/components/site/teachings";
import { LabelledSection } from "@/components/ui/labelled-section";
import type { BookletSummary } from "@/lib/data/booklets";
import type { TeachingCard } from "@/lib/data/teachings";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/config";
import { localePath } from "@/lib/i18n/paths";
import type { Translate } from "@/lib/i18n/translator";

export type RecentBooklet = Pick<BookletSummary, "id" | "title" | "description" | "totalPages" | "createdAt">;
export type RecentTeaching = Pick<TeachingCard, "id" | "slug" | "title" | "summary" | "publishedAt">;

// How many the home page lists.
export const RECENT_TEACHINGS_LIMIT = 6;
/** The newest booklets Home reads: one more than it shows, so it still knows whether to link to more. */
export const RECENT_BOOKLETS = { limit: RECENT_TEACHINGS_LIMIT + 1 } as const;

type RecentItem =
  { kind: "booklet"; at: Date; booklet: RecentBooklet } | { kind: "teaching"; at: Date; teaching: RecentTeaching };

export function recentItems(booklets: RecentBooklet[], teachings: RecentTeaching[], limit: number): RecentItem[] {
  const items: RecentItem[] = [
    ...booklets.map((booklet) => ({ kind: "booklet" as const, at: new Date(booklet.createdAt), booklet })),
    ...teachings.map((teaching) => ({ kind: "teaching" as const, at: new Date(teaching.publishedAt), teaching })),
  ];
  return items.sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, limit);
}

// requirements §1: a booklet links as the spec says (teachingHref), a teaching to its page.
export function RecentTeachings({
  locale = DEFAULT_LOCALE,
  booklets,
  teachings = [],
  limit = RECENT_TEACHINGS_LIMIT,
  t,
  tr = (text) => text,
}: {
  locale?: Locale;
  booklets: RecentBooklet[];
  teachings?: RecentTeaching[];
  limit?: number;
  t: Translate;
  tr?: (text: string) => string;
}) {
  const recent = recentItems(booklets, teachings, limit);
  return (
    <LabelledSection id="recent-teachings" heading={t("home.teachings.heading")} headingClassName="text-2xl font-bold">
      {recent.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-primary/30 bg-card/60 p-6 text-muted-foreground">
          {t("home.teachings.empty")}
        </p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {recent.map((item) =>
            item.kind === "teaching" ? (
              <li key={`t${item.teaching.id}`}>
                <Link
                  href={localePath(locale, `/teachings/${item.teaching.slug}`)}
                  className="flex h-full flex-col gap-2 rounded-xl border bg-card p-5 shadow-sm transition-shadow hover:shadow-md"
                >
                  <h3 className="text-lg leading-snug font-semibold text-primary">{tr(item.teaching.title)}</h3>
                  {item.teaching.summary && (
                    <p className="line-clamp-3 text-sm text-muted-foreground">{tr(item.teaching.summary)}</p>
                  )}
                  <p className="mt-auto text-sm font-medium">{t("home.teachings.message")}</p>
                </Link>
              </li>
            ) : (
              <BookletItem key={`b${item.booklet.id}`} booklet={item.booklet} locale={locale} t={t} tr={tr} />
            ),
          )}
        </ul>
      )}
      {booklets.length + teachings.length > limit && (
        <Link
          href={localePath(locale, teachings.length > 0 ? "/teachings" : "/interactive-books")}
          className="mt-4 inline-flex min-h-11 items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
        >
          {t("home.teachings.viewAll")}
          <ArrowRightIcon aria-hidden="true" className="size-4" />
        </Link>
      )}
    </LabelledSection>
  );
}

function BookletItem({
  booklet,
  locale,
  t,
  tr,
}: {
  booklet: RecentBooklet;
  locale: Locale;
  t: Translate;
  tr: (text: string) => string;
}) {
  return (
    <li>
      <Link
        href={localePath(locale, teachingHref(booklet))}
        className="flex h-full flex-col gap-2 rounded-xl border bg-card p-5 shadow-sm transition-shadow hover:shadow-md"
      >
        <h3 className="text-lg leading-snug font-semibold text-primary">{tr(booklet.title)}</h3>
        {booklet.description && <p className="line-clamp-3 text-sm text-muted-foreground">{tr(booklet.description)}</p>}
        <p className="mt-auto text-sm font-medium">
          {booklet.totalPages === 1
            ? t("home.teachings.pagesOne")
            : t("home.teachings.pages", { count: booklet.totalPages })}
        </p>
      </Link>
    </li>
  );
}
