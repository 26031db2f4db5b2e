import Link from "next/link";
import { ArrowRightIcon, BookOpenIcon, HandHeartIcon } from "lucide-react";
import { MessagesProvider } from "@/components/i18n/messages-provider";
import { CoverImage } from "@/components/site/cover-image";
import { LanguageSelect } from "@/components/site/language-select";
import { languageValue } from "@/components/site/site-context";
import {
  RECENT_TEACHINGS_LIMIT,
  RecentTeachings,
  type RecentBooklet,
  type RecentTeaching,
} from "@/components/site/recent-teachings";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { LabelledSection } from "@/components/ui/labelled-section";
import { BOOK_PAGE_COUNT } from "@/lib/constants";
import type { Locale } from "@/lib/i18n/config";
import { localePath } from "@/lib/i18n/paths";
import type { Translate } from "@/lib/i18n/translator";

type Settings = Record<string, string>;

export const homeTextSources = (settings: Settings, booklets: RecentBooklet[], teachings: RecentTeaching[] = []) => [
  settings.home_welcome_heading,
  settings.home_intro,
  settings.book_title,
  ...booklets.slice(0, RECENT_TEACHINGS_LIMIT).flatMap((booklet) => [booklet.title, booklet.description]),
  ...teachings.slice(0, RECENT_TEACHINGS_LIMIT).flatMap((teaching) => [teaching.title, teaching.summary]),
];

// requirements §1; the staff preview passes the draft's texts (docs/decisions/016).
export function HomeView({
  locale,
  t,
  tr,
  settings,
  booklets,
  teachings = [],
  children,
}: {
  locale: Locale;
  t: Translate;
  tr: (text: string) => string;
  settings: Settings;
  booklets: RecentBooklet[];
  teachings?: RecentTeaching[];
  children?: React.ReactNode;
}) {
  const bookTitle = tr(settings.book_title);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      {children}
      <Welcome locale={locale} t={t} tr={tr} settings={settings} />

      <div className="mt-12 grid gap-8 lg:grid-cols-3">
        <FeaturedBook locale={locale} t={t} coverUrl={settings.book_cover_url} bookTitle={bookTitle} />

        <div className="lg:col-span-2">
          <RecentTeachings locale={locale} booklets={booklets} teachings={teachings} t={t} tr={tr} />
          <GetInvolved locale={locale} t={t} />
        </div>
      </div>
    </div>
  );
}

function Welcome({
  locale,
  t,
  tr,
  settings,
}: {
  locale: Locale;
  t: Translate;
  tr: (text: string) => string;
  settings: Record<string, string>;
}) {
  return (
    <LabelledSection
      id="welcome"
      heading={tr(settings.home_welcome_heading)}
      level="h1"
      className="max-w-3xl"
      headingClassName="text-3xl font-bold tracking-tight text-primary sm:text-5xl"
    >
      <p className="mt-4 text-lg leading-relaxed whitespace-pre-line">{tr(settings.home_intro)}</p>
      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-end">
        <Button asChild size="lg">
          <Link href={localePath(locale, "/interactive-books")}>
            <BookOpenIcon aria-hidden="true" />
            {t("home.exploreBooks")}
          </Link>
        </Button>
        {settings.show_language_selector !== "false" && (
          <MessagesProvider locale={locale} namespaces={["site.language"]}>
            <LanguageSelect serverValue={languageValue(locale)} showLabel className="sm:w-64" />
          </MessagesProvider>
        )}
      </div>
    </LabelledSection>
  );
}

function FeaturedBook({
  locale,
  t,
  coverUrl,
  bookTitle,
}: {
  locale: Locale;
  t: Translate;
  coverUrl: string;
  bookTitle: string;
}) {
  return (
    <LabelledSection id="featured-book" heading={t("home.featured.heading")} headingClassName="text-2xl font-bold">
      <Card className="mt-4 gap-0 p-5 sm:flex-row lg:flex-col">
        <div className="mx-auto w-full max-w-56 shrink-0 sm:mx-0 sm:w-44 lg:mx-auto lg:w-full lg:max-w-64">
          <CoverImage src={coverUrl} alt={t("home.featured.coverAlt", { title: bookTitle })} title={bookTitle} eager />
        </div>
        <div className="flex flex-col gap-3 pt-5 sm:pt-0 sm:pl-6 lg:pt-5 lg:pl-0">
          <h3 className="text-lg leading-tight font-semibold">{bookTitle}</h3>
          <p className="text-sm font-medium text-muted-foreground">
            {t("home.featured.pages", { count: BOOK_PAGE_COUNT })}
          </p>
          <p>{t("home.featured.description")}</p>
          <Button asChild variant="amber" size="lg" className="mt-auto">
            <Link
              href={localePath(locale, "/interactive-books")}
              aria-label={`${t("home.featured.read")}: ${bookTitle}`}
            >
              {t("home.featured.read")}
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </Card>
    </LabelledSection>
  );
}

function GetInvolved({ locale, t }: { locale: Locale; t: Translate }) {
  return (
    <section aria-labelledby="get-involved" className="mt-8">
      <Card className="bg-primary text-primary-foreground">
        <CardHeader>
          <CardTitle asChild>
            <h2 id="get-involved" className="flex items-center gap-2 text-2xl">
              <HandHeartIcon aria-hidden="true" className="size-7 text-amber" />
              {t("home.involved.heading")}
            </h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col items-start gap-4">
          <p>{t("home.involved.body")}</p>
          <Button asChild variant="amber" size="lg">
            <Link href={localePath(locale, "/contact")}>{t("home.involved.cta")}</Link>
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}
