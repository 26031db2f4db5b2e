import "server-only";

export type PageTranslationRequest = { content: string; title: string; targetLanguage: string };
export type PageTranslation = { content: string; title: string };

/**
 * Machine translation of a book page through the site's translation provider (DESIGN §6).
 * No provider is wired into the book yet, so the answer is null and the caller keeps the
 * original text; the translation work connects its provider here.
 */
export async function translatePage(_request: PageTranslationRequest): Promise<PageTranslation | null> {
  return null;
}
