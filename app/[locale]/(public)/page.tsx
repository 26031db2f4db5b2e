import { pageMetadata } from "@/components/site/page-metadata";
import { HomeView, homeTextSources } from "@/components/site/pages/home-view";
import { RECENT_BOOKLETS, RECENT_TEACHINGS_LIMIT } from "@/components/site/recent-teachings";
import { getSiteContext, pageLocale } from "@/components/site/site-context";
import { listBookletSummaries } from "@/lib/data/booklets";
import { listPublishedTeachings } from "@/lib/data/teachings";
import { PendingTranslations } from "@/components/translation/pending-translations";
import { UntranslatedNotice } from "@/components/translation/untranslated-notice";
import type { Locale } from "@/lib/i18n/config";
import { localizeContent } from "@/lib/translation/stored";

async function homeContent(locale: Locale) {
  const [{ t, settings }, booklets, teachings] = await Promise.all([
    getSiteContext(locale),
    listBookletSummaries(RECENT_BOOKLETS),
    listPublishedTeachings({}, RECENT_TEACHINGS_LIMIT),
  ]);
  const text = homeTextSources(settings, booklets, teachings);
  return { t, settings, booklets, teachings, ...(await localizeContent(locale, { text })) };
}

export async function generateMetadata({ params }: PageProps<"/[locale]">) {
  const locale = await pageLocale(params);
  return pageMetadata("home", "/", locale, (await homeContent(locale)).coverage);
}

export default async function HomePage({ params }: PageProps<"/[locale]">) {
  const locale = await pageLocale(params);
  const { t, settings, booklets, teachings, tr, missing, coverage } = await homeContent(locale);

  return (
    <HomeView locale={locale} t={t} tr={tr} settings={settings} booklets={booklets} teachings={teachings}>
      <UntranslatedNotice locale={locale} coverage={coverage} t={t} />
      <PendingTranslations locale={locale} missing={missing} />
    </HomeView>
  );
}

export const instant = false;
