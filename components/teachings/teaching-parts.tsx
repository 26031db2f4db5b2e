import Link from "next/link";
import { CalendarIcon, HeadphonesIcon, MicIcon, VideoIcon } from "lucide-react";
import type { TeachingCard } from "@/lib/data/teachings";
import type { TeachingListItem } from "@/lib/data/teaching-lists";
import type { Locale } from "@/lib/i18n/config";
import { localePath } from "@/lib/i18n/paths";
import type { Translate } from "@/lib/i18n/translator";
import { bookName, localReference } from "@/lib/scripture/book-names";

// docs/decisions/019: server-rendered; the filters are a plain GET form, no script needed.

type Tr = (text: string) => string;

export const formatDay = (day: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

const listHref = (locale: Locale, filter: Record<string, string>) =>
  localePath(locale, `/teachings?${new URLSearchParams(filter)}`);

export function ScriptureLinks({ passages, locale }: { passages: string[]; locale: Locale }) {
  if (passages.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Scripture">
      {passages.map((osis) => (
        <li key={osis}>
          <Link
            href={listHref(locale, { book: osis.split(".")[0] })}
            className="inline-flex min-h-8 items-center rounded bg-amber-100 px-1.5 font-bold text-amber-900 underline decoration-dotted underline-offset-4 hover:bg-amber-200"
          >
            {localReference(osis, locale) ?? osis}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function TeachingCards({
  teachings,
  locale,
  t,
  tr,
  TitleTag = "h2",
}: {
  teachings: TeachingCard[];
  locale: Locale;
  t: Translate;
  tr: Tr;
  TitleTag?: "h2" | "h3";
}) {
  if (teachings.length === 0)
    return (
      <p className="mt-6 rounded-xl border border-dashed border-primary/30 bg-card/60 p-6 text-muted-foreground">
        {t("teachings.empty")}
      </p>
    );
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2">
      {teachings.map((teaching) => (
        <li key={teaching.id} className="flex flex-col gap-2 rounded-xl border bg-card p-5 shadow-sm">
          <TitleTag className="text-lg leading-snug font-semibold">
            <Link
              href={localePath(locale, `/teachings/${teaching.slug}`)}
              className="text-primary underline-offset-4 hover:underline"
            >
              {tr(teaching.title)}
            </Link>
          </TitleTag>
          <TeachingFacts teaching={teaching} locale={locale} t={t} tr={tr} />
          {teaching.summary && <p className="line-clamp-3 text-sm text-muted-foreground">{tr(teaching.summary)}</p>}
          <ScriptureLinks passages={teaching.passages} locale={locale} />
        </li>
      ))}
    </ul>
  );
}

export function TeachingFacts({
  teaching,
  locale,
  t,
  tr,
}: {
  teaching: TeachingCard;
  locale: Locale;
  t: Translate;
  tr: Tr;
}) {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
      <span className="inline-flex items-center gap-1">
        <CalendarIcon aria-hidden="true" className="size-4" />
        <time dateTime={teaching.date}>{formatDay(teaching.date, locale)}</time>
      </span>
      {teaching.speaker && (
        <Link
          href={listHref(locale, { speaker: teaching.speaker.slug })}
          className="inline-flex min-h-8 items-center gap-1 underline-offset-4 hover:underline"
        >
          <MicIcon aria-hidden="true" className="size-4" />
          {teaching.speaker.name}
        </Link>
      )}
      {teaching.series && (
        <Link
          href={localePath(locale, `/teachings/series/${teaching.series.slug}`)}
          className="inline-flex min-h-8 items-center underline-offset-4 hover:underline"
        >
          {t("teachings.inSeries", { series: tr(teaching.series.name) })}
        </Link>
      )}
      {teaching.hasAudio && (
        <span className="inline-flex items-center gap-1">
          <HeadphonesIcon aria-hidden="true" className="size-4" />
          {t("teachings.audio")}
        </span>
      )}
      {teaching.hasVideo && (
        <span className="inline-flex items-center gap-1">
          <VideoIcon aria-hidden="true" className="size-4" />
          {t("teachings.video")}
        </span>
      )}
    </p>
  );
}

type Filters = { series: string | null; speaker: string | null; book: string | null };
type FilterChoices = { series: TeachingListItem[]; speakers: TeachingListItem[]; books: string[] };

export function TeachingFilters({
  locale,
  t,
  tr,
  filters,
  choices: { series, speakers, books },
}: {
  locale: Locale;
  t: Translate;
  tr: Tr;
  filters: Filters;
  choices: FilterChoices;
}) {
  return (
    <form
      action={localePath(locale, "/teachings")}
      method="get"
      aria-label={t("teachings.filters.label")}
      className="mt-6 grid gap-3 rounded-xl border bg-card/60 p-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end"
    >
      <FilterSelect
        name="series"
        label={t("teachings.filters.series")}
        all={t("teachings.filters.all")}
        value={filters.series}
        options={series
          .filter((item) => item.teachings > 0)
          .map((item) => ({ value: item.slug, label: tr(item.name) }))}
      />
      <FilterSelect
        name="speaker"
        label={t("teachings.filters.speaker")}
        all={t("teachings.filters.all")}
        value={filters.speaker}
        options={speakers.filter((item) => item.teachings > 0).map((item) => ({ value: item.slug, label: item.name }))}
      />
      <FilterSelect
        name="book"
        label={t("teachings.filters.book")}
        all={t("teachings.filters.all")}
        value={filters.book}
        options={books.map((book) => ({ value: book, label: bookName(book, locale) }))}
      />
      <FilterActions locale={locale} t={t} filtered={Boolean(filters.series || filters.speaker || filters.book)} />
    </form>
  );
}

function FilterSelect({
  name,
  label,
  all,
  value,
  options,
}: {
  name: keyof Filters;
  label: string;
  all: string;
  value: string | null;
  options: { value: string; label: string }[];
}) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {label}
      <select
        name={name}
        defaultValue={value ?? ""}
        className="h-11 rounded-md border border-input bg-card px-3 text-base shadow-xs focus-visible:ring-2 focus-visible:ring-ring"
      >
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

function FilterActions({ locale, t, filtered }: { locale: Locale; t: Translate; filtered: boolean }) {
  return (
    <div className="flex gap-2">
      <button
        type="submit"
        className="h-11 rounded-md bg-primary px-4 font-medium text-primary-foreground hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring"
      >
        {t("teachings.filters.apply")}
      </button>
      {filtered && (
        <Link
          href={localePath(locale, "/teachings")}
          className="inline-flex h-11 items-center px-2 font-medium text-primary underline-offset-4 hover:underline"
        >
          {t("teachings.filters.clear")}
        </Link>
      )}
    </div>
  );
}
