import type { Metadata } from "next";
import Link from "next/link";
import { unstable_rethrow } from "next/navigation";
import { BookOpen } from "lucide-react";
import { BookletCover } from "@/components/booklets/booklet-cover";
import { BookletPager } from "@/components/booklets/booklet-pager";
import { alternatesMetadata, robotsMetadata } from "@/components/site/page-metadata";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { BOOK_PAGE_COUNT } from "@/lib/constants";
import { countBookletsOnSite, listBookletSummaries, type BookletSummary } from "@/lib/data/booklets";
import { getPublicSettingValues } from "@/lib/data/settings";
import type { Locale } from "@/lib/i18n/config";
import { localePath } from "@/lib/i18n/paths";
import { getTranslator } from "@/lib/i18n/server";
import type { Translate } from "@/lib/i18n/translator";
import { PendingTranslations } from "@/components/translation/pending-translations";
import { UntranslatedNotice } from "@/components/translation/untranslated-notice";
import { LabelledSection } from "@/components/ui/labelled-section";
import { localizeContent } from "@/lib/translation/stored";
import { BOOKLET_LIST_PAGE_SIZE, BOOKLET_LIST_PAGES } from "@/lib/validation/booklets";

// requirements §2 "Booklet selector".
export const selectorTexts = (settings: Record<string, string>, booklets: BookletSummary[]) => [
  settings.book_title,
  ...booklets.flatMap((booklet) => [booklet.title, booklet.description]),
];

type SelectorPage = { booklets: BookletSummary[]; settings: Record<string, string>; pages: number };

/** One page of the list (1-based) and how many pages there are, never past what a full catalogue fills. */
export async function loadSelectorPage(page: number): Promise<SelectorPage> {
  const [booklets, total, settings] = await Promise.all([
    listBookletSummaries({ offset: (page - 1) * BOOKLET_LIST_PAGE_SIZE, limit: BOOKLET_LIST_PAGE_SIZE }),
    countBookletsOnSite(),
    getPublicSettingValues(),
  ]);
  const pages = Math.min(Math.max(1, Math.ceil(total / BOOKLET_LIST_PAGE_SIZE)), BOOKLET_LIST_PAGES);
  return { booklets, settings, pages };
}

export const selectorPath = (page: number) => (page === 1 ? "/interactive-books" : `/interactive-books?page=${page}`);

export async function selectorMetadata(locale: Locale, page: number): Promise<Metadata> {
  const [t, { settings, booklets, pages }] = await Promise.all([getTranslator(locale), loadSelectorPage(page)]);
  if (page > pages) return { title: t("booklets.selector.title"), robots: { index: false } };
  const { coverage } = await localizeContent(locale, { text: selectorTexts(settings, booklets) });
  const title =
    page === 1
      ? t("booklets.selector.title")
      : `${t("booklets.selector.title")} · ${t("booklets.selector.pageOf", { n: page, total: pages })}`;
  const description = t("booklets.selector.intro");
  return {
    title,
    description,
    ...alternatesMetadata(locale, selectorPath(page)),
    ...robotsMetadata(coverage),
    openGraph: { title, description },
  };
}

export async function BookSelector({ locale, page = 1 }: { locale: Locale; page?: number }) {
  const t = await getTranslator(locale);
  let loaded: SelectorPage;
  try {
    loaded = await loadSelectorPage(page);
  } catch (error) {
    unstable_rethrow(error);
    console.error("[interactive-books] loading failed:", error);
    return (
      <>
        <h1 className="mb-6 text-3xl font-bold tracking-tight text-primary sm:text-4xl">
          {t("booklets.selector.title")}
        </h1>
        <Alert variant="destructive">
          <AlertDescription>{t("booklets.selector.loadError")}</AlertDescription>
        </Alert>
      </>
    );
  }
  const { booklets, settings, pages } = loaded;

  // requirements §2 "Booklet selector": texts are translated into the selected language, the shown page's only.
  const { tr, missing, coverage } = await localizeContent(locale, { text: selectorTexts(settings, booklets) });

  const list = (
    <>
      <UntranslatedNotice locale={locale} coverage={coverage} t={t} />
      <PendingTranslations locale={locale} missing={missing} />
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight text-primary sm:text-4xl">{t("booklets.selector.title")}</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">{t("booklets.selector.intro")}</p>
      </header>
      <FeaturedBook locale={locale} coverUrl={settings.book_cover_url} title={tr(settings.book_title)} t={t} />
      <BookletList
        booklets={booklets.map((booklet) => ({
          ...booklet,
          title: tr(booklet.title),
          description: booklet.description && tr(booklet.description),
        }))}
        locale={locale}
        t={t}
      />
    </>
  );
  // One page renders exactly the tree it did before paging (no empty slot in the page's payload).
  if (pages === 1) return list;
  return (
    <>
      {list}
      <BookletPager page={page} pages={pages} href={(n) => localePath(locale, selectorPath(n))} t={t} />
    </>
  );
}

function FeaturedBook({
  locale,
  coverUrl,
  title,
  t,
}: {
  locale: Locale;
  coverUrl: string | undefined;
  title: string;
  t: Translate;
}) {
  return (
    <section
      aria-labelledby="featured-book"
      className="mb-12 grid gap-6 rounded-xl border bg-card p-5 shadow-sm sm:grid-cols-[12rem_1fr] sm:p-8"
    >
      <BookletCover src={coverUrl || null} alt="" className="mx-auto w-40 sm:w-full" priority />
      <div className="flex flex-col justify-center gap-3">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t("booklets.selector.featured")}</p>
        <h2 id="featured-book" className="text-2xl font-bold sm:text-3xl">
          {title}
        </h2>
        <p className="text-muted-foreground">{t("booklets.selector.featuredDescription")}</p>
        <p className="text-sm text-muted-foreground">{t("booklets.selector.pageCount", { count: BOOK_PAGE_COUNT })}</p>
        <Button asChild variant="amber" size="lg" className="w-full sm:w-fit">
          <Link href={localePath(locale, "/flipbook")}>
            <BookOpen aria-hidden />
            {t("booklets.selector.openInteractiveBook")}
          </Link>
        </Button>
      </div>
    </section>
  );
}

function BookletList({ booklets, locale, t }: { booklets: BookletSummary[]; locale: Locale; t: Translate }) {
  return (
    <LabelledSection
      id="booklets-heading"
      heading={t("booklets.selector.bookletsHeading")}
      headingClassName="mb-4 text-2xl font-bold"
    >
      {booklets.length === 0 ? (
        <p className="text-muted-foreground">{t("booklets.selector.empty")}</p>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {booklets.map((booklet) => (
            <BookletCard key={booklet.id} booklet={booklet} locale={locale} t={t} />
          ))}
        </ul>
      )}
    </LabelledSection>
  );
}

function BookletCard({ booklet, locale, t }: { booklet: BookletSummary; locale: Locale; t: Translate }) {
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      {booklet.imageUrl ? (
        <BookletCover src={booklet.imageUrl} alt="" className="rounded-none" />
      ) : (
        // No cover: a short band, not a cover-sized placeholder (a whole phone screen per booklet).
        <div
          data-testid="booklet-no-cover"
          aria-hidden
          className="flex h-16 items-center bg-peach-strong px-4 text-primary/70"
        >
          <BookOpen className="size-8" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-semibold">
          {/* The link covers the whole card; its name is the title alone. */}
          <Link
            href={localePath(locale, `/booklets/${booklet.id}`)}
            className="outline-hidden after:absolute after:inset-0 group-hover:underline"
          >
            {booklet.title}
          </Link>
        </h3>
        {booklet.description && <p className="line-clamp-3 text-sm text-muted-foreground">{booklet.description}</p>}
        <p className="mt-auto pt-2 text-sm font-medium text-primary">
          {booklet.totalPages === 1
            ? t("booklets.selector.pageCountOne")
            : t("booklets.selector.pageCount", { count: booklet.totalPages })}
        </p>
      </div>
    </li>
  );
}

export function SelectorSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      <Skeleton className="mb-3 h-10 w-72" />
      <Skeleton className="mb-8 h-5 w-96 max-w-full" />
      <Skeleton className="mb-12 h-64 w-full rounded-xl" />
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-80 rounded-xl" />
        ))}
      </div>
    </div>
  );
}
