import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ArrowLeftIcon, RssIcon } from "lucide-react";
import { IconLink } from "@/components/site/icon-link";
import { alternatesMetadata, robotsMetadata } from "@/components/site/page-metadata";
import { getSiteContext, pageLocale } from "@/components/site/site-context";
import { TeachingCards } from "@/components/teachings/teaching-parts";
import { PendingTranslations } from "@/components/translation/pending-translations";
import { UntranslatedNotice } from "@/components/translation/untranslated-notice";
import { listPublishedTeachings } from "@/lib/data/teachings";
import { listTeachingListItems } from "@/lib/data/teaching-lists";
import type { Locale } from "@/lib/i18n/config";
import { localePath } from "@/lib/i18n/paths";
import { localizeContent } from "@/lib/translation/stored";

type Props = PageProps<"/[locale]/teachings/series/[slug]">;

export const generateStaticParams = () => [{ slug: "build" }];

async function seriesContent(locale: Locale, params: Props["params"]) {
  const { slug } = await params;
  const series = (await listTeachingListItems("series")).find((item) => item.slug === slug);
  if (!series) return null;
  const [context, teachings] = await Promise.all([getSiteContext(locale), listPublishedTeachings({ series: slug })]);
  // Oldest first: a series is followed in order.
  const inOrder = [...teachings].reverse();
  const localized = await localizeContent(locale, {
    text: [series.name, series.description, ...teachings.flatMap((teaching) => [teaching.title, teaching.summary])],
  });
  return { ...context, series, teachings: inOrder, ...localized };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const data = await seriesContent(locale, params);
  if (!data) return { title: "Series not found", robots: { index: false } };
  return {
    title: data.tr(data.series.name),
    description: data.tr(data.series.description) || undefined,
    ...alternatesMetadata(locale, `/teachings/series/${data.series.slug}`),
    ...robotsMetadata(data.coverage),
  };
}

export default async function SeriesPage({ params }: Props) {
  const locale = await pageLocale(params);
  const data = await seriesContent(locale, params);
  if (!data) notFound();
  const { t, tr, missing, coverage, series, teachings } = data;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <UntranslatedNotice locale={locale} coverage={coverage} t={t} />
      <PendingTranslations locale={locale} missing={missing} />
      <IconLink
        href={localePath(locale, "/teachings")}
        icon={<ArrowLeftIcon aria-hidden="true" className="size-4" />}
        label={t("teachings.all")}
        className="inline-flex min-h-11 items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
      />
      <p className="mt-2 text-sm font-medium tracking-wide text-muted-foreground uppercase">
        {t("teachings.filters.series")}
      </p>
      <h1 className="text-3xl font-bold tracking-tight text-primary sm:text-5xl">{tr(series.name)}</h1>
      {series.description && <p className="mt-4 max-w-3xl text-lg">{tr(series.description)}</p>}
      <a
        href={`/teachings/series/${series.slug}/feed.xml`}
        className="mt-4 inline-flex min-h-11 items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
      >
        <RssIcon aria-hidden="true" className="size-4" />
        {t("teachings.podcast")}
      </a>
      <TeachingCards teachings={teachings} locale={locale} t={t} tr={tr} />
    </div>
  );
}

export const instant = false;
