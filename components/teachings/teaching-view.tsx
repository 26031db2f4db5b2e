import Link from "next/link";
import { ArrowLeftIcon, ArrowRightIcon, BookOpenIcon, DownloadIcon } from "lucide-react";
import { MessagesProvider } from "@/components/i18n/messages-provider";
import { OUTLINE_BUTTON } from "@/components/site/page-action";
import { ShareButton } from "@/components/site/share-button";
import { SHARE_ICON } from "@/components/site/page-action-icons";
import { teachingHref } from "@/components/site/teachings";
import { ScriptureLinks, TeachingFacts } from "@/components/teachings/teaching-parts";
import { bookPageHref } from "@/lib/book/constants";
import { VideoFrame } from "@/components/site/video-frame";
import { LabelledSection } from "@/components/ui/labelled-section";
import type { PublicTeaching } from "@/lib/data/teachings";
import type { Locale } from "@/lib/i18n/config";
import { localePath } from "@/lib/i18n/paths";
import type { Translate } from "@/lib/i18n/translator";
import { knownVideoEmbedUrl } from "@/lib/video";

export const teachingTexts = (teaching: PublicTeaching) => ({
  text: [
    teaching.title,
    teaching.summary,
    teaching.series?.name,
    teaching.booklet?.title,
    teaching.previous?.title,
    teaching.next?.title,
  ],
  html: [teaching.notes],
});

// docs/decisions/019: the staff preview passes the draft.
export function TeachingView({
  teaching,
  locale,
  t,
  tr,
  children,
  listen,
}: ViewProps & {
  children?: React.ReactNode;
  listen?: React.ReactNode;
}) {
  const embedUrl = knownVideoEmbedUrl(teaching.videoUrl);
  return (
    <article className="reading-text mx-auto max-w-4xl px-4 py-10 sm:py-14">
      {children}
      <Link href={localePath(locale, "/teachings")} className={LINK}>
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        {t("teachings.all")}
      </Link>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-primary sm:text-5xl">{tr(teaching.title)}</h1>
      <div className="mt-4 flex flex-col gap-3">
        <TeachingFacts teaching={teaching} locale={locale} t={t} tr={tr} />
        <ScriptureLinks passages={teaching.passages} locale={locale} />
      </div>
      {teaching.summary && <p className="mt-6 text-lg">{tr(teaching.summary)}</p>}
      {teaching.audioUrl && <TeachingAudio url={teaching.audioUrl} t={t} />}
      {embedUrl && <TeachingVideo embedUrl={embedUrl} title={tr(teaching.title)} t={t} />}
      {teaching.notes && (
        <section aria-labelledby="notes" className="mt-8">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="notes" className={HEADING}>
              {t("teachings.notes")}
            </h2>
            {listen}
          </div>
          {/* Sanitised when it was saved (decision 011); a stored translation is sanitised when read. */}
          <div
            data-listen-text
            className="prose mt-3 max-w-none"
            dangerouslySetInnerHTML={{ __html: tr(teaching.notes) }}
          />
        </section>
      )}
      <TeachingRelated teaching={teaching} locale={locale} t={t} tr={tr} />
      <SeriesNavigation teaching={teaching} locale={locale} t={t} tr={tr} />
    </article>
  );
}

type ViewProps = { teaching: PublicTeaching; locale: Locale; t: Translate; tr: (text: string) => string };

const HEADING = "text-xl font-bold";
const LINK = "inline-flex min-h-11 items-center gap-1 font-medium text-primary underline-offset-4 hover:underline";

function TeachingAudio({ url, t }: { url: string; t: Translate }) {
  return (
    <LabelledSection
      id="listen"
      heading={t("teachings.listen")}
      className="mt-8 rounded-xl border bg-card p-5 shadow-sm"
      headingClassName={HEADING}
    >
      {/* preload="metadata": the length shows at once, and a seek asks for its bytes with a Range request. */}
      <audio controls preload="metadata" src={url} className="mt-3 w-full">
        <a href={url}>{t("teachings.download")}</a>
      </audio>
      <a href={url} download className={`mt-3 gap-2 ${LINK}`}>
        <DownloadIcon aria-hidden="true" className="size-4" />
        {t("teachings.download")}
      </a>
    </LabelledSection>
  );
}

function TeachingVideo({ embedUrl, title, t }: { embedUrl: string; title: string; t: Translate }) {
  return (
    <LabelledSection id="watch" heading={t("teachings.watch")} className="mt-8" headingClassName={HEADING}>
      <VideoFrame embedUrl={embedUrl} title={t("site.videoPopup.frameTitle", { title })} className="mt-3" />
    </LabelledSection>
  );
}

// The spec's link rule.
function TeachingRelated({ teaching, locale, t, tr }: ViewProps) {
  if (!teaching.booklet && !teaching.bookPage) return null;
  return (
    <LabelledSection id="related" heading={t("teachings.related")} className="mt-8" headingClassName={HEADING}>
      <ul className="mt-3 flex flex-col gap-2">
        {teaching.booklet && (
          <li>
            <Link href={localePath(locale, teachingHref(teaching.booklet))} className={`gap-2 ${LINK}`}>
              <BookOpenIcon aria-hidden="true" className="size-4" />
              {tr(teaching.booklet.title)}
            </Link>
          </li>
        )}
        {teaching.bookPage && (
          <li>
            <Link href={localePath(locale, bookPageHref(teaching.bookPage))} className={`gap-2 ${LINK}`}>
              <BookOpenIcon aria-hidden="true" className="size-4" />
              {t("teachings.bookPage", { page: teaching.bookPage })}
            </Link>
          </li>
        )}
      </ul>
    </LabelledSection>
  );
}

function SeriesNavigation({ teaching, locale, t, tr }: ViewProps) {
  return (
    <nav
      aria-label={t("teachings.seriesNavigation")}
      className="mt-10 flex flex-wrap items-center justify-between gap-4 border-t pt-6"
    >
      {teaching.previous ? (
        <Link href={localePath(locale, `/teachings/${teaching.previous.slug}`)} rel="prev" className={LINK}>
          <ArrowLeftIcon aria-hidden="true" className="size-4" />
          {t("teachings.previous", { title: tr(teaching.previous.title) })}
        </Link>
      ) : (
        <span />
      )}
      <MessagesProvider locale={locale} namespaces={["site.share"]}>
        <ShareButton
          path={localePath(locale, `/teachings/${teaching.slug}`)}
          title={tr(teaching.title)}
          icon={SHARE_ICON}
          className={OUTLINE_BUTTON}
        />
      </MessagesProvider>
      {teaching.next ? (
        <Link href={localePath(locale, `/teachings/${teaching.next.slug}`)} rel="next" className={LINK}>
          {t("teachings.next", { title: tr(teaching.next.title) })}
          <ArrowRightIcon aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
