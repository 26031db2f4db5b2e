import Link from "next/link";
import { ArrowRightIcon } from "lucide-react";
import { teachingHref } from "@/components/site/teachings";
import type { BookletSummary } from "@/lib/data/booklets";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/config";
import { localePath } from "@/lib/i18n/paths";
import type { Translate } from "@/lib/i18n/translator";

/** Home's Recent Teachings (requirements §1): the newest booklets, or the spec's text when there are none. */
export function RecentTeachings({
  locale = DEFAULT_LOCALE,
  booklets,
  limit,
  t,
  tr = (text) => text,
}: {
  locale?: Locale;
  booklets: Pick<BookletSummary, "id" | "title" | "description" | "totalPages">[];
  limit: number;
  t: Translate;
  /** The visitor's language for titles and descriptions; links still follow the original title. */
  tr?: (text: string) => string;
}) {
  const recent = booklets.slice(0, limit);
  return (
    <section aria-labelledby="recent-teachings">
      <h2 id="recent-teachings" className="text-2xl font-bold">
        {t("home.teachings.heading")}
      </h2>
      {recent.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-primary/30 bg-card/60 p-6 text-muted-foreground">
          {t("home.teachings.empty")}
        </p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {recent.map((booklet) => (
            <li key={booklet.id}>
              <Link
                href={localePath(locale, teachingHref(booklet))}
                className="flex h-full flex-col gap-2 rounded-xl border bg-card p-5 shadow-sm transition-shadow hover:shadow-md"
              >
                <h3 className="text-lg leading-snug font-semibold text-primary">{tr(booklet.title)}</h3>
                {booklet.description && (
                  <p className="line-clamp-3 text-sm text-muted-foreground">{tr(booklet.description)}</p>
                )}
                <p className="mt-auto text-sm font-medium">
                  {booklet.totalPages === 1
                    ? t("home.teachings.pagesOne")
                    : t("home.teachings.pages", { count: booklet.totalPages })}
                </p>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {booklets.length > limit && (
        <Link
          href={localePath(locale, "/interactive-books")}
          className="mt-4 inline-flex min-h-11 items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
        >
          {t("home.teachings.viewAll")}
          <ArrowRightIcon aria-hidden="true" className="size-4" />
        </Link>
      )}
    </section>
  );
}
