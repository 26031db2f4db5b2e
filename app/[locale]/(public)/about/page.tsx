import { PageListen } from "@/components/listen/page-listen";
import { pageMetadata } from "@/components/site/page-metadata";
import { AboutView } from "@/components/site/pages/about-view";
import { aboutTextSources } from "@/lib/settings/about-texts";
import { getSiteContext, pageLocale } from "@/components/site/site-context";
import { PendingTranslations } from "@/components/translation/pending-translations";
import { UntranslatedNotice } from "@/components/translation/untranslated-notice";
import type { Locale } from "@/lib/i18n/config";
import { localizeContent } from "@/lib/translation/stored";

async function aboutContent(locale: Locale) {
  const { settings, t } = await getSiteContext(locale);
  return { settings, t, ...(await localizeContent(locale, { text: aboutTextSources(settings) })) };
}

export async function generateMetadata({ params }: PageProps<"/[locale]/about">) {
  const locale = await pageLocale(params);
  return pageMetadata("about", "/about", locale, (await aboutContent(locale)).coverage);
}

export default async function AboutPage({ params }: PageProps<"/[locale]/about">) {
  const locale = await pageLocale(params);
  const { t, settings, tr, missing, coverage } = await aboutContent(locale);
  return (
    <AboutView t={t} tr={tr} settings={settings} listen={<PageListen locale={locale} source={{ kind: "about" }} />}>
      <UntranslatedNotice locale={locale} coverage={coverage} t={t} />
      <PendingTranslations locale={locale} missing={missing} />
    </AboutView>
  );
}

export const instant = false;
