import { pageMetadata } from "@/components/site/page-metadata";
import { AboutView, aboutTextSources } from "@/components/site/pages/about-view";
import { getSiteContext, pageLocale } from "@/components/site/site-context";
import { PendingTranslations } from "@/components/translation/pending-translations";
import { localizeContent } from "@/lib/translation/stored";

export const generateMetadata = async ({ params }: PageProps<"/[locale]/about">) =>
  pageMetadata("about", "/about", await pageLocale(params));

export default async function AboutPage({ params }: PageProps<"/[locale]/about">) {
  const { locale, t, settings } = await getSiteContext(await pageLocale(params));
  // The texts staff wrote, in the visitor's language where a translation is stored.
  const { tr, missing } = await localizeContent(locale, { text: aboutTextSources(settings) });
  return (
    <AboutView t={t} tr={tr} settings={settings}>
      <PendingTranslations locale={locale} missing={missing} />
    </AboutView>
  );
}

// Arrives whole, from the cache once warm (app/[locale]/layout.tsx).
export const instant = false;
