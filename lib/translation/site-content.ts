import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { CACHE_TAGS } from "@/lib/cache";
import { CONTENT_AREAS, type ContentArea } from "@/lib/contracts/translations";
import { listStaffQuestionTexts } from "@/lib/data/questions";
import { sourceHash } from "@/lib/data/translation-hash";
import { bookTexts } from "@/lib/book/viewer-data";
import { getPublicBooklet, listBookletSummaries } from "@/lib/data/booklets";
import { readBook } from "@/lib/data/flipbook";
import { getPublicSettingValues } from "@/lib/data/settings";
import { listPublishedTeachingTexts } from "@/lib/data/teachings";
import { listTeachingListItems } from "@/lib/data/teaching-lists";
import { builtInSetting, TRANSLATED_SETTINGS } from "@/lib/settings/defaults";

// Each text is exactly the string the page looks up, so a translation saved for it shows there.

export type ContentEntry = { label: string; sourceText: string; html: boolean };

const entry = (label: string, sourceText: string | null | undefined, html = false): ContentEntry[] =>
  sourceText?.trim() ? [{ label, sourceText, html }] : [];

async function pageEntries(): Promise<ContentEntry[]> {
  const settings = await getPublicSettingValues();
  return TRANSLATED_SETTINGS.flatMap((name) => {
    const setting = builtInSetting(name)!;
    const value = settings[name]?.trim();
    return setting.translated === "once-changed" && value === setting.value ? [] : entry(setting.displayName, value);
  });
}

async function bookEntries(): Promise<ContentEntry[]> {
  return bookTexts(await readBook()).flatMap((item) =>
    entry(
      `Book page ${item.pageNumber}${item.popover === null ? "" : ` · popover “${item.popover}”`} · ${item.part}`,
      item.text,
      item.html,
    ),
  );
}

async function bookletEntries(): Promise<ContentEntry[]> {
  const summaries = await listBookletSummaries();
  const booklets = await Promise.all(summaries.map((summary) => getPublicBooklet(summary.id)));
  return booklets.flatMap((booklet) => {
    if (!booklet) return [];
    const name = `Booklet “${booklet.title}”`;
    return [
      ...entry(`${name} · title`, booklet.title),
      ...entry(`${name} · description`, booklet.description),
      ...booklet.pages.flatMap((page, index) => [
        ...entry(`${name} · page ${index + 1} · title`, page.title),
        ...entry(`${name} · page ${index + 1} · text`, page.content, true),
        ...page.popovers.flatMap((popover) => [
          ...entry(`${name} · page ${index + 1} · “${popover.title}” · title`, popover.title),
          ...entry(`${name} · page ${index + 1} · “${popover.title}” · text`, popover.content, true),
        ]),
      ]),
    ];
  });
}

async function teachingEntries(): Promise<ContentEntry[]> {
  const [teachings, series] = await Promise.all([listPublishedTeachingTexts(), listTeachingListItems("series")]);
  return [
    ...series
      .filter((item) => item.teachings > 0)
      .flatMap((item) => [
        ...entry(`Series “${item.name}” · name`, item.name),
        ...entry(`Series “${item.name}” · description`, item.description),
      ]),
    ...teachings.flatMap((teaching) => {
      const name = `Teaching “${teaching.title}”`;
      return [
        ...entry(`${name} · title`, teaching.title),
        ...entry(`${name} · summary`, teaching.summary),
        ...entry(`${name} · notes`, teaching.notes, true),
      ];
    }),
  ];
}

async function chatbotEntries(): Promise<ContentEntry[]> {
  return (await listStaffQuestionTexts()).flatMap((question, index) => [
    ...entry(`Question ${index + 1} · question`, question.question),
    ...entry(`Question ${index + 1} · approved answer`, question.answer),
  ]);
}

export async function listSiteContent(area: ContentArea): Promise<ContentEntry[]> {
  const entries = await {
    pages: pageEntries,
    book: bookEntries,
    booklets: bookletEntries,
    teachings: teachingEntries,
    chatbot: chatbotEntries,
  }[area]();
  const seen = new Set<string>();
  return entries.filter((item) => !seen.has(item.sourceText) && seen.add(item.sourceText));
}

// The only texts a visitor's request may have machine translated and stored (settings untrimmed, as pages look them up).
async function siteTextHashes(): Promise<string[]> {
  "use cache";
  cacheTag(CACHE_TAGS.settings, CACHE_TAGS.flipbook, CACHE_TAGS.booklets, CACHE_TAGS.teachings, CACHE_TAGS.questions);
  cacheLife("max");
  const [settings, ...areas] = await Promise.all([getPublicSettingValues(), ...CONTENT_AREAS.map(listSiteContent)]);
  const texts = [
    ...areas.flat().map((item) => item.sourceText),
    ...TRANSLATED_SETTINGS.flatMap((name) => settings[name] ?? []),
  ];
  return [...new Set(texts.map(sourceHash))];
}

export async function siteTextsAmong(texts: string[]): Promise<Set<string>> {
  const known = new Set(await siteTextHashes());
  return new Set(texts.filter((text) => known.has(sourceHash(text))));
}
