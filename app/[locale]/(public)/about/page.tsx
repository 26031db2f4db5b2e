import { CompassIcon, TargetIcon } from "lucide-react";
import { pageMetadata } from "@/components/site/page-metadata";
import { getSiteContext, pageLocale } from "@/components/site/site-context";
import { PendingTranslations } from "@/components/translation/pending-translations";
import { localizeContent } from "@/lib/translation/stored";

export const generateMetadata = async ({ params }: PageProps<"/[locale]/about">) =>
  pageMetadata("about", "/about", await pageLocale(params));

export default async function AboutPage({ params }: PageProps<"/[locale]/about">) {
  const { locale, t, settings } = await getSiteContext(await pageLocale(params));
  const quotes = [1, 2]
    .map((n) => ({
      text: settings[`about_scripture_${n}_text`],
      reference: settings[`about_scripture_${n}_reference`],
    }))
    .filter((quote) => quote.text);
  // The texts staff wrote, in the visitor's language where a translation is stored.
  const { tr, missing } = await localizeContent(locale, {
    text: [settings.about_mission, settings.about_vision, ...quotes.flatMap((quote) => [quote.text, quote.reference])],
  });
  const statements = [
    { id: "mission", title: t("about.mission"), text: tr(settings.about_mission), Icon: TargetIcon },
    { id: "vision", title: t("about.vision"), text: tr(settings.about_vision), Icon: CompassIcon },
  ];
  const scriptures = quotes.map((quote) => ({
    key: quote.reference || quote.text,
    text: tr(quote.text),
    reference: quote.reference && tr(quote.reference),
  }));

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <PendingTranslations locale={locale} missing={missing} />
      <h1 className="text-3xl font-bold tracking-tight text-primary sm:text-5xl">{t("about.heading")}</h1>

      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {statements.map(({ id, title, text, Icon }) => (
          <section key={id} aria-labelledby={id} className="rounded-xl border bg-card p-6 shadow-sm">
            <h2 id={id} className="flex items-center gap-2 text-2xl font-bold">
              <Icon aria-hidden="true" className="size-6 text-primary" />
              {title}
            </h2>
            <p className="mt-3 text-lg leading-relaxed whitespace-pre-line">{text}</p>
          </section>
        ))}
      </div>

      {scriptures.length > 0 && (
        <section aria-labelledby="scriptures" className="mt-12">
          <h2 id="scriptures" className="text-2xl font-bold">
            {t("about.scriptures")}
          </h2>
          <div className="mt-4 grid gap-6 md:grid-cols-2">
            {scriptures.map((quote) => (
              <figure key={quote.key} className="rounded-xl border-l-4 border-amber bg-card/70 p-6">
                <blockquote className="font-serif text-xl leading-relaxed italic">“{quote.text}”</blockquote>
                {quote.reference && (
                  <figcaption className="mt-3 font-semibold text-primary">{quote.reference}</figcaption>
                )}
              </figure>
            ))}
          </div>
        </section>
      )}
    </div>
  );
}

// Arrives whole, from the cache once warm (app/[locale]/layout.tsx).
export const instant = false;
