import Link from "next/link";
import { MailIcon, PlayIcon } from "lucide-react";
import { ExternalLink } from "@/components/site/external-link";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/config";
import { localePath } from "@/lib/i18n/paths";
import type { Translate } from "@/lib/i18n/translator";

const linkClass = "inline-flex min-h-11 items-center gap-2 font-medium text-primary underline-offset-4 hover:underline";

export function ContactView({
  locale = DEFAULT_LOCALE,
  t,
  settings,
  form,
}: {
  locale?: Locale;
  t: Translate;
  settings: Record<string, string>;
  form: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-primary sm:text-5xl">{t("contact.heading")}</h1>
      <p className="mt-4 max-w-2xl text-lg">{t("contact.intro")}</p>

      <div className="mt-10 grid gap-8 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle asChild>
              <h2 className="text-2xl">{t("contact.form.title")}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>{form}</CardContent>
        </Card>

        <ContactDetails locale={locale} t={t} settings={settings} />
      </div>
    </div>
  );
}

function ContactDetails({ locale, t, settings }: { locale: Locale; t: Translate; settings: Record<string, string> }) {
  const social = [
    { href: settings.social_facebook_url, label: t("contact.details.facebook") },
    { href: settings.social_youtube_url, label: t("contact.details.youtube") },
  ];

  return (
    <Card className="self-start">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-2xl">{t("contact.details.title")}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        {settings.contact_email && (
          <div>
            <h3 className="font-semibold">{t("contact.details.email")}</h3>
            <a href={`mailto:${settings.contact_email}`} className={`${linkClass} break-all`}>
              <MailIcon aria-hidden="true" className="size-4 shrink-0" />
              {settings.contact_email}
            </a>
          </div>
        )}
        <div>
          <h3 className="font-semibold">{t("contact.details.social")}</h3>
          <ul>
            {social.map(({ href, label }) => (
              <li key={label}>
                <ExternalLink href={href} newTabLabel={t("site.newTab")} className={linkClass} icon>
                  {label}
                </ExternalLink>
              </li>
            ))}
            <li>
              <Link href={localePath(locale, "/videos")} className={linkClass}>
                <PlayIcon aria-hidden="true" className="size-4" />
                {t("contact.details.videos")}
              </Link>
            </li>
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}
