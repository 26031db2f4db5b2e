import Link from "next/link";
import { ExternalLinkIcon, UsersIcon } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { getSiteContext } from "@/components/site/site-context";
import { VideoPopupButton } from "@/components/site/video-popup-button";
import { popupVideos } from "@/components/site/videos";
import { cn } from "@/lib/utils";
import { CopyrightLine } from "@/components/site/copyright-line";

const linkClass = "inline-flex min-h-11 items-center gap-2 rounded-md underline-offset-4 hover:underline";

export async function SiteFooter() {
  const { t, settings } = await getSiteContext();
  const videos = popupVideos(settings);
  const newTab = <span className="sr-only"> {t("site.newTab")}</span>;

  return (
    <footer className="border-t border-peach-strong bg-peach-strong/50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <p className="text-lg font-bold text-primary">{settings.site_name}</p>
          <p className="mt-2 max-w-sm text-muted-foreground">{settings.site_tagline}</p>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="font-semibold">
            {t("site.footer.quickLinks")}
          </h2>
          <ul className="mt-2">
            <li><Link className={linkClass} href="/">{t("site.footer.home")}</Link></li>
            <li><Link className={linkClass} href="/about">{t("site.footer.about")}</Link></li>
            <li><Link className={linkClass} href="/contact">{t("site.footer.contact")}</Link></li>
          </ul>
        </nav>

        <section aria-labelledby="footer-connect">
          <h2 id="footer-connect" className="font-semibold">
            {t("site.footer.connect")}
          </h2>
          <ul className="mt-2 flex flex-col items-start gap-1">
            <li>
              <a href={settings.social_facebook_url} target="_blank" rel="noopener noreferrer" className={cn(buttonVariants({ variant: "outline" }), "h-11")}>
                <UsersIcon aria-hidden="true" />
                {t("site.footer.facebook")}
                {newTab}
              </a>
            </li>
            <li>
              <a href={settings.social_youtube_url} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {t("site.footer.youtube")}
                <ExternalLinkIcon aria-hidden="true" className="size-4" />
                {newTab}
              </a>
            </li>
            <li>
              {videos.length > 0 ? (
                <VideoPopupButton videos={videos} label={t("site.footer.ourVideos")} />
              ) : (
                <Link href="/videos" className={cn(buttonVariants({ variant: "default" }), "h-11")}>
                  {t("site.footer.ourVideos")}
                </Link>
              )}
            </li>
          </ul>
        </section>
      </div>
      <div className="border-t border-peach-strong">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-4 text-sm text-muted-foreground">
          <CopyrightLine template={t("site.footer.copyright", { name: settings.site_name })} />
          <Link href="/admin/login" className={cn(linkClass, "text-xs")}>
            {t("site.footer.admin")}
          </Link>
        </div>
      </div>
    </footer>
  );
}
