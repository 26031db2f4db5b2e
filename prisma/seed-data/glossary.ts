// The translation glossary's starting terms (requirements §D6). Staff edit them at /admin/translations.
// Names of the ministry and its works are never translated; the 66 books of the Bible take the
// names readers know from their own Bible (lib/scripture/book-names.ts).
import { TARGET_LANGUAGES, type TargetLanguage } from "@/lib/i18n/config";
import { ENGLISH_BOOK_NAMES, TRANSLATED_BOOK_NAMES } from "@/lib/scripture/book-names";

export const KEPT_TERMS = ["FIRSTbORN", "WYRA", "Saga of Salvation"];

export type GlossarySeedTerm = { term: string; language: TargetLanguage; rendering: string };

export const SEED_GLOSSARY: GlossarySeedTerm[] = TARGET_LANGUAGES.flatMap((language) => [
  ...KEPT_TERMS.map((term) => ({ term, language, rendering: term })),
  ...ENGLISH_BOOK_NAMES.map((term, index) => ({ term, language, rendering: TRANSLATED_BOOK_NAMES[language][index] })),
]);
