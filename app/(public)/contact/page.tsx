import Link from "next/link";
import { Suspense } from "react";
import { ExternalLinkIcon, MailIcon, PlayIcon } from "lucide-react";
import { pageMetadata } from "@/components/site/page-metadata";
import { PageSkeleton } from "@/components/site/page-skeleton";
import { getSiteContext } from "@/components/site/site-context";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ContactForm } from "./contact-form";

export const generateMetadata = () => pageMetadata("contact", "/contact");

const linkClass = "inline-flex min-h-11 items-center gap-2 font-medium text-primary underline-offset-4 hover:underline";

export default function ContactPage() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Contact />
    </Suspense>
  );
}

async function Contact() {
  const { t, settings } = await getSiteContext();
  const newTab = <span className="sr-only"> {t("site.newTab")}</span>;

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
          <CardContent>
            <ContactForm />
          </CardContent>
        </Card>

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
                <li>
                  <a href={settings.social_facebook_url} target="_blank" rel="noopener noreferrer" className={linkClass}>
                    {t("contact.details.facebook")}
                    <ExternalLinkIcon aria-hidden="true" className="size-4" />
                    {newTab}
                  </a>
                </li>
                <li>
                  <a href={settings.social_youtube_url} target="_blank" rel="noopener noreferrer" className={linkClass}>
                    {t("contact.details.youtube")}
                    <ExternalLinkIcon aria-hidden="true" className="size-4" />
                    {newTab}
                  </a>
                </li>
                <li>
                  <Link href="/videos" className={linkClass}>
                    <PlayIcon aria-hidden="true" className="size-4" />
                    {t("contact.details.videos")}
                  </Link>
                </li>
              </ul>
            </div>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
