import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { alternatesMetadata, robotsMetadata } from "@/components/site/page-metadata";
import { getSiteContext, pageLocale } from "@/components/site/site-context";
import { PageListen } from "@/components/listen/page-listen";
import { TeachingView, teachingTexts } from "@/components/teachings/teaching-view";
import { PendingTranslations } from "@/components/translation/pending-translations";
import { UntranslatedNotice } from "@/components/translation/untranslated-notice";
import { getPublishedTeaching } from "@/lib/data/teachings";
import type { Locale } from "@/lib/i18n/config";
import { localizeContent } from "@/lib/translation/stored";

type Props = PageProps<"/[locale]/teachings/[slug]">;

export const generateStaticParams = () => [{ slug: "build" }];

async function teachingContent(locale: Locale, params: Props["params"]) {
  const { slug } = await params;
  const teaching = /^[a-z0-9-]{1,100}$/.test(slug) ? await getPublishedTeaching(slug) : null;
  if (!teaching) return null;
  const context = await getSiteContext(locale);
  const localized = await localizeContent(locale, teachingTexts(teaching));
  return { ...context, teaching, ...localized };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const data = await teachingContent(locale, params);
  if (!data) return { title: "Teaching not found", robots: { index: false } };
  const { teaching, tr } = data;
  const title = tr(teaching.title);
  const description = tr(teaching.summary) || undefined;
  return {
    title,
    description,
    ...alternatesMetadata(locale, `/teachings/${teaching.slug}`),
    ...robotsMetadata(data.coverage),
    openGraph: {
      type: "article",
      title,
      description,
      images: teaching.imageUrl ? [{ url: teaching.imageUrl, alt: title }] : undefined,
    },
  };
}

export default async function TeachingPage({ params }: Props) {
  const locale = await pageLocale(params);
  const data = await teachingContent(locale, params);
  if (!data) notFound();
  const { t, tr, missing, coverage, teaching } = data;
  return (
    <TeachingView
      teaching={teaching}
      locale={locale}
      t={t}
      tr={tr}
      listen={<PageListen locale={locale} source={{ kind: "teaching", id: teaching.slug }} />}
    >
      <UntranslatedNotice locale={locale} coverage={coverage} t={t} />
      <PendingTranslations locale={locale} missing={missing} />
    </TeachingView>
  );
}

export const instant = false;
