import "server-only";
import type { PreparedChunks, TranslatedChunks } from "@/lib/contracts/knowledge";
import { replaceTranslatedChunks } from "@/lib/data/knowledge-chunks";
import { livePagesWithText } from "@/lib/data/passage-owners";
import { findTranslationsOfTexts } from "@/lib/data/translations";
import { isTargetLanguage } from "@/lib/i18n/config";
import { pagePassageText, prepareChunks } from "@/lib/knowledge/indexing";

// A book or booklet page is searched in every language it has a stored translation in, staff's or
// the machine's (docs/decisions/008): its translation's passages are stored beside its own, in the
// translation's language, and cite the same page. A translation belongs to a page while the page's
// text is exactly the translated text, so a page whose text changes loses the old translation's
// passages and gets the new text's, and a draft (not the page's text yet) never has any.

type PageTranslations = Map<string, { title?: string; content?: string }>;

/** A page's stored translations by language: its text's, and its title's. */
async function storedTranslations(title: string, html: string): Promise<PageTranslations> {
  const byLanguage: PageTranslations = new Map();
  for (const row of await findTranslationsOfTexts([html, title])) {
    if (!isTargetLanguage(row.language)) continue;
    const entry = byLanguage.get(row.language) ?? {};
    if (row.sourceText === html) entry.content = row.translatedText;
    if (row.sourceText === title) entry.title = row.translatedText;
    byLanguage.set(row.language, entry);
  }
  return byLanguage;
}

/** The passages of one language's translation: only when the page's text is translated (a title alone is not). */
async function prepareTranslation(
  language: string,
  translation: { title?: string; content?: string } | undefined,
): Promise<TranslatedChunks | null> {
  if (!translation?.content || !isTargetLanguage(language)) return null;
  // Without a translated title the passages hold only the translated text: all in one language.
  const prepared = await prepareChunks(pagePassageText(translation.title ?? "", translation.content), language);
  return prepared.chunks.length > 0 ? { translationLanguage: language, prepared } : null;
}

/** Prepares a book or booklet page for storage: its own passages and its stored translations'. */
export async function preparePageWithTranslations(title: string, html: string): Promise<PreparedChunks> {
  const [own, translations] = await Promise.all([
    prepareChunks(pagePassageText(title, html)),
    storedTranslations(title, html),
  ]);
  const prepared = await Promise.all(
    [...translations.entries()].map(([language, translation]) => prepareTranslation(language, translation)),
  );
  return { ...own, translations: prepared.filter((entry): entry is TranslatedChunks => entry !== null) };
}

/**
 * After translations of `texts` into `language` were stored, changed or deleted: the passages of
 * that language of every page on the site those texts belong to, rebuilt from what is stored now.
 * Returns how many pages were reindexed.
 */
export async function reindexPageTranslations(language: string, texts: string[]): Promise<number> {
  if (!isTargetLanguage(language)) return 0;
  const pages = await livePagesWithText([...new Set(texts)]);
  for (const page of pages) {
    const translation = (await storedTranslations(page.title, page.content)).get(language);
    await replaceTranslatedChunks(page.owner, language, await prepareTranslation(language, translation));
  }
  return pages.length;
}
