import { pageMetadata } from "@/components/site/page-metadata";
import { HomeView, homeTextSources } from "@/components/site/pages/home-view";
import { getSiteContext, pageLocale } from "@/components/site/site-context";
import { listBookletSummaries } from "@/lib/data/booklets";
import { PendingTranslations } from "@/components/translation/pending-translations";
import { localizeContent } from "@/lib/translation/stored";

export const generateMetadata = async ({ params }: PageProps<"/[locale]">) =>
  pageMetadata("home", "/", await pageLocale(params));

export default async function HomePage({ params }: PageProps<"/[locale]">) {
  const { locale, t, settings } = await getSiteContext(await pageLocale(params));
  const booklets = await listBookletSummaries();
  // Settings texts and booklet titles in the visitor's language where a translation is stored.
  const { tr, missing } = await localizeContent(locale, { text: homeTextSources(settings, booklets) });

  return (
    <HomeView locale={locale} t={t} tr={tr} settings={settings} booklets={booklets}>
      <PendingTranslations locale={locale} missing={missing} />
    </HomeView>
  );
}

// Arrives whole, from the cache once warm (app/[locale]/layout.tsx).
export const instant = false;
