import { CompassIcon, TargetIcon } from "lucide-react";
import { LabelledSection } from "@/components/ui/labelled-section";
import type { Translate } from "@/lib/i18n/translator";
import { scriptureQuotes } from "@/lib/settings/about-texts";

type Settings = Record<string, string>;
type Scripture = { key: string; text: string; reference: string };

// The public page passes the published settings, the staff preview the draft's (docs/decisions/016).
export function AboutView({
  t,
  tr,
  settings,
  children,
  listen,
}: {
  t: Translate;
  tr: (text: string) => string;
  settings: Settings;
  children?: React.ReactNode;
  listen?: React.ReactNode;
}) {
  const statements = [
    { id: "mission", title: t("about.mission"), text: tr(settings.about_mission), Icon: TargetIcon },
    { id: "vision", title: t("about.vision"), text: tr(settings.about_vision), Icon: CompassIcon },
  ];
  const scriptures = scriptureQuotes(settings).map((quote) => ({
    key: quote.reference || quote.text,
    text: tr(quote.text),
    reference: quote.reference && tr(quote.reference),
  }));

  return (
    <div className="reading-text mx-auto max-w-6xl px-4 py-10 *:max-w-4xl sm:py-14">
      {children}
      <h1 className="text-3xl font-bold tracking-tight text-primary sm:text-5xl">{t("about.heading")}</h1>
      {listen && <div className="mt-4">{listen}</div>}

      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {statements.map(({ id, title, text, Icon }) => (
          <section key={id} aria-labelledby={id} className="rounded-xl border bg-card p-6 shadow-sm">
            <h2 id={id} className="flex items-center gap-2 text-2xl font-bold">
              <Icon aria-hidden="true" className="size-6 text-primary" />
              {title}
            </h2>
            <p data-listen-text className="mt-3 text-lg leading-relaxed whitespace-pre-line">
              {text}
            </p>
          </section>
        ))}
      </div>

      {scriptures.length > 0 && <Scriptures heading={t("about.scriptures")} scriptures={scriptures} />}
    </div>
  );
}

function Scriptures({ heading, scriptures }: { heading: string; scriptures: Scripture[] }) {
  return (
    <LabelledSection id="scriptures" heading={heading} className="mt-12" headingClassName="text-2xl font-bold">
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        {scriptures.map((quote) => (
          <figure key={quote.key} data-listen-text className="rounded-xl border-l-4 border-amber bg-card/70 p-6">
            <blockquote className="font-serif text-xl leading-relaxed italic">“{quote.text}”</blockquote>
            {quote.reference && <figcaption className="mt-3 font-semibold text-primary">{quote.reference}</figcaption>}
          </figure>
        ))}
      </div>
    </LabelledSection>
  );
}
