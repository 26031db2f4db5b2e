import Link from "next/link";
import { ArrowLeft, ChevronDown, ChevronLeft, ChevronRight, ListOrdered } from "lucide-react";
import { BookletHtml } from "@/components/booklets/booklet-html";
import { ServerImage } from "@/components/ui/server-image";
import { Skeleton } from "@/components/ui/skeleton";
import { PageResources } from "@/components/booklets/page-resources";
import { MessagesProvider } from "@/components/i18n/messages-provider";
import { IconLink } from "@/components/site/icon-link";
import { pagePopoverLinker } from "@/lib/book/page-popover-links";
import type { PublicBooklet } from "@/lib/data/booklets";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/config";
import { findReferences } from "@/lib/scripture/references";
import { localePath } from "@/lib/i18n/paths";
import type { Translate } from "@/lib/i18n/translator";
import { cn } from "@/lib/utils";

type Props = {
  booklet: PublicBooklet;
  pageIndex: number;
  t: Translate;
  locale?: Locale;
  share?: React.ReactNode;
  pageHref?: (index: number) => string;
};

type BookletPage = PublicBooklet["pages"][number];

export const bookletPageHref = (locale: Locale, bookletId: number) => (index: number) =>
  localePath(locale, `/booklets/${bookletId}?page=${index + 1}`);

const pagerLink =
  "inline-flex min-h-11 items-center justify-center gap-1 rounded-md border border-input bg-card px-3 font-medium shadow-xs hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring sm:px-4";

// requirements §2 "Booklet reader".
export function BookletReader({
  booklet,
  pageIndex,
  t,
  locale = DEFAULT_LOCALE,
  pageHref = bookletPageHref(locale, booklet.id),
  share,
}: Props) {
  const total = booklet.pages.length;
  const page = booklet.pages[pageIndex];

  return (
    <div className="reading-text mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <IconLink
        href={localePath(locale, "/interactive-books")}
        icon={<ArrowLeft className="size-4" aria-hidden />}
        label={t("booklets.reader.back")}
        className="mb-4 inline-flex min-h-11 items-center gap-2 font-medium text-primary hover:underline"
      />
      <header className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight text-primary sm:text-4xl">{booklet.title}</h1>
        {booklet.description && <p className="mt-2 max-w-3xl text-muted-foreground">{booklet.description}</p>}
        {share && <div className="mt-3">{share}</div>}
      </header>

      {!page ? (
        <p className="rounded-lg border bg-card p-6 text-muted-foreground">{t("booklets.reader.empty")}</p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
          <PageSidebar booklet={booklet} pageIndex={pageIndex} t={t} pageHref={pageHref} />
          <PageArticle page={page} pageIndex={pageIndex} total={total} t={t} pageHref={pageHref} locale={locale} />
        </div>
      )}
    </div>
  );
}

function PageSidebar({ booklet, pageIndex, t, pageHref }: Props & { pageHref: (index: number) => string }) {
  const total = booklet.pages.length;
  return (
    <>
      {/* Phones get the page list folded away above the page; wide screens keep it beside. */}
      <details className="group rounded-lg border bg-card lg:hidden">
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 font-medium [&::-webkit-details-marker]:hidden">
          <ListOrdered className="size-4" aria-hidden />
          {t("booklets.reader.pagesWithCount", { count: total })}
          <ChevronDown className="ml-auto size-4 shrink-0 transition-transform group-open:rotate-180" aria-hidden />
        </summary>
        <PageList booklet={booklet} pageIndex={pageIndex} t={t} pageHref={pageHref} className="border-t p-2" />
      </details>
      <aside className="hidden lg:block">
        <div className="sticky top-20 rounded-lg border bg-card p-2">
          <h2 className="px-2 py-2 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            {t("booklets.reader.pages")}
          </h2>
          <PageList booklet={booklet} pageIndex={pageIndex} t={t} pageHref={pageHref} />
        </div>
      </aside>
    </>
  );
}

type PageProps = {
  page: BookletPage;
  pageIndex: number;
  total: number;
  t: Translate;
  pageHref: (index: number) => string;
  locale: Locale;
};

// Linked here on the server: the reference finder stays off the client.
const popoverLinker = ({ locale, total, pageHref }: Pick<PageProps, "locale" | "total" | "pageHref">) =>
  pagePopoverLinker(
    (text) => findReferences(text, [locale, DEFAULT_LOCALE]),
    (n) => (n >= 1 && n <= total ? pageHref(n - 1) : null),
  );

function PageArticle({ page, pageIndex, total, t, pageHref, locale }: PageProps) {
  return (
    <article aria-labelledby="booklet-page-title" className="min-w-0 rounded-lg border bg-card p-5 shadow-sm sm:p-8">
      <p className="text-sm font-medium text-muted-foreground">
        {t("booklets.reader.pageOf", { n: pageIndex + 1, total })}
      </p>
      <h2 id="booklet-page-title" data-listen-text className="mt-1 mb-4 text-2xl font-bold sm:text-3xl">
        {page.title}
      </h2>
      {page.imageUrl && (
        <ServerImage
          src={page.imageUrl}
          alt=""
          width={1200}
          height={800}
          unoptimized
          preload
          className="mb-6 h-auto max-h-[28rem] w-full rounded-md object-contain"
        />
      )}
      <BookletHtml html={page.content} data-listen-text />
      {page.popovers.length > 0 && (
        <MessagesProvider locale={locale} namespaces={["book.popover"]}>
          <PageResources popovers={page.popovers} t={t} linkify={popoverLinker({ locale, total, pageHref })} />
        </MessagesProvider>
      )}
      <Pager pageIndex={pageIndex} total={total} t={t} pageHref={pageHref} />
    </article>
  );
}

function Pager({ pageIndex, total, t, pageHref }: Omit<PageProps, "page" | "locale">) {
  return (
    <nav
      aria-label={t("booklets.reader.pagerNavigation")}
      className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t pt-6"
    >
      <PagerLink
        href={pageHref(pageIndex - 1)}
        enabled={pageIndex > 0}
        label={t("booklets.reader.previous")}
        direction="previous"
      />
      <p className="text-center text-sm whitespace-nowrap text-muted-foreground" aria-live="polite">
        {t("booklets.reader.pageOf", { n: pageIndex + 1, total })}
      </p>
      <PagerLink
        href={pageHref(pageIndex + 1)}
        enabled={pageIndex < total - 1}
        label={t("booklets.reader.next")}
        direction="next"
      />
    </nav>
  );
}

function PageList({
  booklet,
  pageIndex,
  t,
  className,
  pageHref,
}: Props & { className?: string; pageHref: (index: number) => string }) {
  return (
    <nav aria-label={t("booklets.reader.pageNavigation")} className={className}>
      <ol className="space-y-1">
        {booklet.pages.map((page, index) => (
          <li key={page.id}>
            <Link
              href={pageHref(index)}
              aria-current={index === pageIndex ? "page" : undefined}
              className={cn(
                "flex min-h-11 items-center gap-3 rounded-md px-3 py-2 text-sm hover:bg-accent",
                index === pageIndex && "bg-primary text-primary-foreground hover:bg-primary/90",
              )}
            >
              <span aria-hidden className="w-6 shrink-0 text-right tabular-nums opacity-80">
                {index + 1}
              </span>
              <span className="min-w-0 flex-1">{page.title}</span>
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function PagerLink({
  href,
  enabled,
  label,
  direction,
}: {
  href: string;
  enabled: boolean;
  label: string;
  direction: "previous" | "next";
}) {
  const content =
    direction === "previous" ? (
      <>
        <ChevronLeft className="size-4" aria-hidden />
        {label}
      </>
    ) : (
      <>
        {label}
        <ChevronRight className="size-4" aria-hidden />
      </>
    );
  if (!enabled) {
    return (
      <span role="link" aria-disabled="true" className={cn(pagerLink, "cursor-not-allowed opacity-50")}>
        {content}
      </span>
    );
  }
  return (
    <Link href={href} rel={direction === "previous" ? "prev" : "next"} className={pagerLink}>
      {content}
    </Link>
  );
}

export function BookletReaderSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <Skeleton className="mb-4 h-6 w-48" />
      <Skeleton className="mb-6 h-10 w-80 max-w-full" />
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <Skeleton className="hidden h-72 lg:block" />
        <Skeleton className="h-[28rem]" />
      </div>
    </div>
  );
}
