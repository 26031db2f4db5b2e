import Link from "next/link";
import { PlayIcon, UsersIcon } from "lucide-react";
import { MessagesProvider } from "@/components/i18n/messages-provider";
import { ExternalLink } from "@/components/site/external-link";
import { buttonVariants } from "@/components/ui/button";
import { siteTranslated, type Locale } from "@/lib/i18n/config";
import { localePath } from "@/lib/i18n/paths";
import { getSiteContext } from "@/components/site/site-context";
import { VideoPopupButton } from "@/components/site/video-popup-button";
import { popupVideos, VIDEO_POPUP_NAMESPACES } from "@/components/site/videos";
import { cn } from "@/lib/utils";
import { CopyrightLine } from "@/components/site/copyright-line";
import { PendingTranslations } from "@/components/translation/pending-translations";
import { LabelledSection } from "@/components/ui/labelled-section";
import { localizeContent } from "@/lib/translation/stored";

const linkClass = "inline-flex min-h-11 items-center gap-2 rounded-md underline-offset-4 hover:underline";

// In the staff preview of the public texts nothing is sent to be translated and stored (docs/decisions/016).
export async function SiteFooter({ locale, draft }: { locale: Locale; draft?: { siteName: string; tagline: string } }) {
  const context = await getSiteContext(locale);
  const { t } = context;
  const settings = draft
    ? { ...context.settings, site_name: draft.siteName, site_tagline: draft.tagline }
    : context.settings;
  const content = draft
    ? { tr: (text: string) => text, missing: [] }
    : await localizeContent(locale, { text: [settings.site_tagline] });
  const quickLinks = [
    { href: localePath(locale, "/"), label: t("site.footer.home") },
    { href: localePath(locale, "/about"), label: t("site.footer.about") },
    { href: localePath(locale, "/contact"), label: t("site.footer.contact") },
  ];

  return (
    <footer className="border-t border-peach-strong bg-peach-strong/50" translate={siteTranslated(locale)}>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <p className="text-lg font-bold text-primary">{settings.site_name}</p>
          <p className="mt-2 max-w-sm text-muted-foreground">{content.tr(settings.site_tagline)}</p>
          <PendingTranslations locale={locale} missing={content.missing} />
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="font-semibold">
            {t("site.footer.quickLinks")}
          </h2>
          <ul className="mt-2">
            {quickLinks.map(({ href, label }) => (
              <li key={href}>
                <Link className={linkClass} href={href}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <ConnectLinks locale={locale} t={t} settings={settings} />
      </div>
      <div className="border-t border-peach-strong">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-4 text-sm text-muted-foreground">
          <CopyrightLine template={t("site.footer.copyright", { name: settings.site_name })} />
          <Link href="/admin/login" className={cn(linkClass, "min-w-11 justify-center text-xs")}>
            {t("site.footer.admin")}
          </Link>
        </div>
      </div>
    </footer>
  );
}

type SiteContext = Awaited<ReturnType<typeof getSiteContext>>;

function ConnectLinks({ locale, t, settings }: { locale: Locale } & Pick<SiteContext, "t" | "settings">) {
  const videos = popupVideos(settings);
  const newTab = t("site.newTab");
  return (
    <LabelledSection id="footer-connect" heading={t("site.footer.connect")} headingClassName="font-semibold">
      <ul className="mt-2 flex flex-col items-start gap-1">
        <li>
          <ExternalLink
            href={settings.social_facebook_url}
            newTabLabel={newTab}
            className={cn(buttonVariants({ variant: "outline" }), "h-11")}
          >
            <UsersIcon aria-hidden="true" />
            {t("site.footer.facebook")}
          </ExternalLink>
        </li>
        <li>
          <ExternalLink href={settings.social_youtube_url} newTabLabel={newTab} className={linkClass} icon>
            {t("site.footer.youtube")}
          </ExternalLink>
        </li>
        <li>
          {videos.length > 0 ? (
            <MessagesProvider locale={locale} namespaces={VIDEO_POPUP_NAMESPACES}>
              <VideoPopupButton videos={videos} className={cn(buttonVariants(), "h-11")}>
                <PlayIcon aria-hidden="true" />
                {t("site.footer.ourVideos")}
              </VideoPopupButton>
            </MessagesProvider>
          ) : (
            <Link href={localePath(locale, "/videos")} className={cn(buttonVariants({ variant: "default" }), "h-11")}>
              {t("site.footer.ourVideos")}
            </Link>
          )}
        </li>
      </ul>
    </LabelledSection>
  );
}
