import "server-only";
import type { PreparedChunks, TranslatedChunks } from "@/lib/contracts/knowledge";
import { replaceTranslatedChunks } from "@/lib/data/knowledge-chunks";
import { livePagesWithText } from "@/lib/data/passage-owners";
import { findTranslationsOfTexts } from "@/lib/data/translations";
import { isTargetLanguage } from "@/lib/i18n/config";
import { pagePassageText, prepareChunks } from "@/lib/knowledge/indexing";

// Searched in every language the page has a stored translation in, staff's or the machine's (decision 008).

type PageTranslations = Map<string, { title?: string; content?: string }>;

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

async function prepareTranslation(
  language: string,
  translation: { title?: string; content?: string } | undefined,
): Promise<TranslatedChunks | null> {
  if (!translation?.content || !isTargetLanguage(language)) return null;
  const prepared = await prepareChunks(pagePassageText(translation.title ?? "", translation.content), language);
  return prepared.chunks.length > 0 ? { translationLanguage: language, prepared } : null;
}

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

export async function reindexPageTranslations(language: string, texts: string[]): Promise<number> {
  if (!isTargetLanguage(language)) return 0;
  const pages = await livePagesWithText([...new Set(texts)]);
  for (const page of pages) {
    const translation = (await storedTranslations(page.title, page.content)).get(language);
    await replaceTranslatedChunks(page.owner, language, await prepareTranslation(language, translation));
  }
  return pages.length;
}
