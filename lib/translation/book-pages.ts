import "server-only";
import { translateWithStatus, type TranslateOptions } from "@/lib/translation";

export type PageTranslationRequest = {
  content: string;
  title: string;
  targetLanguage: string;
  mayTranslate?: TranslateOptions["mayTranslate"];
};
export type PageTranslation = { content: string; title: string; complete: boolean };

export async function translatePage({
  content,
  title,
  targetLanguage,
  mayTranslate,
}: PageTranslationRequest): Promise<PageTranslation> {
  // In parallel, so the page still gets one 10-second deadline (requirements §9).
  const [contentOutcome, titleOutcome] = await Promise.all([
    translateWithStatus([content], targetLanguage, { html: true, mayTranslate }),
    translateWithStatus([title], targetLanguage, { html: false, mayTranslate }),
  ]);
  return {
    content: contentOutcome.texts[0],
    title: titleOutcome.texts[0],
    complete: contentOutcome.complete && titleOutcome.complete,
  };
}

type TranslatablePopover = { title: string; content: string | null };

export async function translatePopovers<T extends TranslatablePopover>(popovers: T[], language: string): Promise<T[]> {
  const [titles, contents] = await Promise.all([
    translateWithStatus(
      popovers.map((popover) => popover.title),
      language,
      { html: false },
    ),
    translateWithStatus(
      popovers.map((popover) => popover.content ?? ""),
      language,
      { html: true },
    ),
  ]);
  return popovers.map((popover, index) => ({
    ...popover,
    title: titles.texts[index],
    content: popover.content === null ? null : contents.texts[index],
  }));
}
