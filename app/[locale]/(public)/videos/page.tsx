import { FilmIcon, PlayIcon } from "lucide-react";
import { MessagesProvider } from "@/components/i18n/messages-provider";
import { ExternalLink } from "@/components/site/external-link";
import { pageMetadata } from "@/components/site/page-metadata";
import { getSiteContext, pageLocale } from "@/components/site/site-context";
import { VideoPopupButton } from "@/components/site/video-popup-button";
import { popupVideos, VIDEO_POPUP_NAMESPACES, type PopupVideo } from "@/components/site/videos";
import { buttonVariants } from "@/components/ui/button";
import { VideoFrame } from "@/components/site/video-frame";
import type { Locale } from "@/lib/i18n/config";
import type { Translate } from "@/lib/i18n/translator";
import { cn } from "@/lib/utils";
import { toEmbedUrl } from "@/lib/video";
import { TeachingCards } from "@/components/teachings/teaching-parts";
import { PendingTranslations } from "@/components/translation/pending-translations";
import { LabelledSection } from "@/components/ui/labelled-section";
import { listPublishedTeachings, type TeachingCard } from "@/lib/data/teachings";
import { localizeContent } from "@/lib/translation/stored";

const VIDEO_TEACHINGS_SHOWN = 50;

export const generateMetadata = async ({ params }: PageProps<"/[locale]/videos">) =>
  pageMetadata("videos", "/videos", await pageLocale(params));

export default async function VideosPage({ params }: PageProps<"/[locale]/videos">) {
  const locale = await pageLocale(params);
  const [{ t, settings }, teachings] = await Promise.all([
    getSiteContext(locale),
    listPublishedTeachings({ withVideo: true }, VIDEO_TEACHINGS_SHOWN),
  ]);
  // The video embedded above is not offered again as the first of the others.
  const mainEmbed = toEmbedUrl(settings.video_main_url);
  const more = popupVideos(settings).filter((video) => video.embedUrl !== mainEmbed);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 *:max-w-4xl sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-primary sm:text-5xl">{t("videos.heading")}</h1>
      <p className="mt-4 text-lg">{t("videos.intro")}</p>

      <MainVideo t={t} link={settings.video_main_url} title={settings.video_main_title} />
      {more.length > 0 && <MoreVideos locale={locale} t={t} videos={more} />}
      {teachings.length > 0 && <VideoTeachings locale={locale} t={t} teachings={teachings} />}
    </div>
  );
}

function MainVideo({ t, link, title }: { t: Translate; link: string; title: string }) {
  const embedUrl = toEmbedUrl(link);
  return (
    <LabelledSection id="main-video" heading={title} className="mt-8" headingClassName="text-2xl font-bold">
      {embedUrl ? (
        <>
          <VideoFrame embedUrl={embedUrl} title={t("site.videoPopup.frameTitle", { title })} className="mt-4" />
          <ExternalLink
            href={link}
            newTabLabel={t("site.newTab")}
            icon
            className="mt-3 inline-flex min-h-11 items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
          >
            {t("videos.openDirectly")}
          </ExternalLink>
        </>
      ) : (
        <p className="mt-4 rounded-xl border border-dashed border-primary/30 bg-card/60 p-6 text-muted-foreground">
          {t("videos.unavailable")}
        </p>
      )}
    </LabelledSection>
  );
}

function MoreVideos({ locale, t, videos }: { locale: Locale; t: Translate; videos: PopupVideo[] }) {
  return (
    <LabelledSection
      id="more-videos"
      heading={t("videos.more")}
      className="mt-10"
      headingClassName="text-2xl font-bold"
    >
      <MessagesProvider locale={locale} namespaces={VIDEO_POPUP_NAMESPACES}>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {videos.map((video, index) => (
            <li key={index} className="flex flex-col items-start gap-3 rounded-xl border bg-card p-5 shadow-sm">
              <h3 className="flex items-center gap-2 text-lg font-semibold">
                <FilmIcon aria-hidden="true" className="size-5 text-primary" />
                {video.title}
              </h3>
              <VideoPopupButton
                videos={videos}
                startAt={index}
                className={cn(buttonVariants({ variant: "outline" }), "h-11")}
              >
                <PlayIcon aria-hidden="true" />
                {t("videos.watch", { title: video.title })}
              </VideoPopupButton>
            </li>
          ))}
        </ul>
      </MessagesProvider>
    </LabelledSection>
  );
}

// docs/decisions/019: staff add to /videos by publishing a teaching with a video.
async function VideoTeachings({ locale, t, teachings }: { locale: Locale; t: Translate; teachings: TeachingCard[] }) {
  const { tr, missing } = await localizeContent(locale, {
    text: teachings.flatMap((teaching) => [teaching.title, teaching.summary, teaching.series?.name]),
  });
  return (
    <section aria-labelledby="video-teachings" className="mt-10">
      <PendingTranslations locale={locale} missing={missing} />
      <h2 id="video-teachings" className="text-2xl font-bold">
        {t("videos.teachings")}
      </h2>
      <TeachingCards teachings={teachings} locale={locale} t={t} tr={tr} TitleTag="h3" />
    </section>
  );
}

export const instant = false;
