import { RssIcon } from "lucide-react";
import { pageMetadata } from "@/components/site/page-metadata";
import { getSiteContext, pageLocale } from "@/components/site/site-context";
import { TeachingCards, TeachingFilters } from "@/components/teachings/teaching-parts";
import { PendingTranslations } from "@/components/translation/pending-translations";
import { UntranslatedNotice } from "@/components/translation/untranslated-notice";
import { listPublishedTeachings, listTeachingBooks } from "@/lib/data/teachings";
import { listTeachingListItems } from "@/lib/data/teaching-lists";
import { NO_FILTER } from "@/lib/http/locale-route";
import type { Locale } from "@/lib/i18n/config";
import { localizeContent } from "@/lib/translation/stored";

// proxy.ts puts /teachings' filters in this path, so each filtered list is one cached page per language.

type Props = PageProps<"/[locale]/teaching-list/[series]/[speaker]/[book]">;

export const generateStaticParams = () => [{ series: NO_FILTER, speaker: NO_FILTER, book: NO_FILTER }];

async function listContent(locale: Locale, params: Props["params"]) {
  const raw = await params;
  const filter = (value: string) => (value === NO_FILTER ? null : value);
  const filters = { series: filter(raw.series), speaker: filter(raw.speaker), book: filter(raw.book) };
  const [context, teachings, series, speakers, books] = await Promise.all([
    getSiteContext(locale),
    listPublishedTeachings({
      series: filters.series ?? undefined,
      speaker: filters.speaker ?? undefined,
      book: filters.book ?? undefined,
    }),
    listTeachingListItems("series"),
    listTeachingListItems("speaker"),
    listTeachingBooks(),
  ]);
  const localized = await localizeContent(locale, {
    text: [...teachings.flatMap((teaching) => [teaching.title, teaching.summary]), ...series.map((item) => item.name)],
  });
  return { ...context, filters, teachings, choices: { series, speakers, books }, ...localized };
}

export async function generateMetadata({ params }: Props) {
  const locale = await pageLocale(params);
  return pageMetadata("teachings", "/teachings", locale, (await listContent(locale, params)).coverage);
}

export default async function TeachingListPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { t, tr, missing, coverage, filters, teachings, choices } = await listContent(locale, params);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <UntranslatedNotice locale={locale} coverage={coverage} t={t} />
      <PendingTranslations locale={locale} missing={missing} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight text-primary sm:text-5xl">{t("teachings.heading")}</h1>
          <p className="mt-4 text-lg">{t("teachings.intro")}</p>
        </div>
        <a
          href="/teachings/feed.xml"
          className="inline-flex min-h-11 items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
        >
          <RssIcon aria-hidden="true" className="size-4" />
          {t("teachings.podcast")}
        </a>
      </div>
      <TeachingFilters locale={locale} t={t} tr={tr} filters={filters} choices={choices} />
      <TeachingCards teachings={teachings} locale={locale} t={t} tr={tr} />
    </div>
  );
}

export const instant = false;
