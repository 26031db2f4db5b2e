import { TARGET_LANGUAGES, type TargetLanguage } from "@/lib/i18n/config";

// Shapes of the translation API as the browser receives them (dates are strings).
export type Origin = "machine" | "human";
export type TranslationRow = { id: number; language: TargetLanguage; sourceText: string; translatedText: string; origin: Origin; updatedAt: string };
export type TranslationPage = { items: TranslationRow[]; total: number; page: number; pageSize: number; counts: { language: string; origin: Origin; count: number }[] };
export type ContentRow = { label: string; sourceText: string; html: boolean; translation: Omit<TranslationRow, "language" | "sourceText"> | null };
export type GlossaryRow = { id: number; term: string; language: TargetLanguage; rendering: string; updatedAt: string };

export const LANGUAGES = TARGET_LANGUAGES;

export const TRANSLATIONS_KEY = ["translations"] as const;
export const GLOSSARY_KEY = ["glossary"] as const;

/** A short plain-text preview of a text that may be HTML. */
export function preview(text: string, length = 120): string {
  const plain = text.replace(/<[^>]*>/g, " ").replace(/&nbsp;/g, " ").replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/\s+/g, " ").trim();
  return plain.length > length ? `${plain.slice(0, length - 1)}…` : plain;
}
