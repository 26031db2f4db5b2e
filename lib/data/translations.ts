import "server-only";
import { invalidate, translationTag } from "@/lib/cache";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { sanitizeStaffHtml } from "@/lib/html/sanitize";
import { sourceHash } from "@/lib/data/translation-hash";
import { looksLikeHtml } from "@/lib/html/tags";
import type { TargetLanguage } from "@/lib/i18n/config";
import type { TranslationOrigin } from "@/lib/generated/prisma/enums";
import { MAX_TRANSLATION_TEXT } from "@/lib/validation/translations";

export type TranslationRow = {
  id: number;
  language: string;
  sourceText: string;
  translatedText: string;
  origin: TranslationOrigin;
  updatedAt: Date;
};

const rowSelect = {
  id: true,
  language: true,
  sourceText: true,
  translatedText: true,
  origin: true,
  updatedAt: true,
} as const;

export const TRANSLATIONS_PAGE_SIZE = 25;

export async function findTranslations(language: string, hashes: string[]): Promise<Record<string, string>> {
  if (hashes.length === 0) return {};
  const rows = await db.translation.findMany({
    where: { language, sourceHash: { in: [...new Set(hashes)] } },
    select: { sourceHash: true, translatedText: true },
  });
  return Object.fromEntries(rows.map((row) => [row.sourceHash, row.translatedText]));
}

export async function findTranslationsOfTexts(
  texts: string[],
): Promise<{ language: string; sourceText: string; translatedText: string }[]> {
  if (texts.length === 0) return [];
  return db.translation.findMany({
    where: { sourceHash: { in: [...new Set(texts.map(sourceHash))] } },
    select: { language: true, sourceText: true, translatedText: true },
  });
}

export async function findStoredTranslations(
  language: string,
  hashes: string[],
): Promise<Record<string, { text: string; human: boolean }>> {
  if (hashes.length === 0) return {};
  const rows = await db.translation.findMany({
    where: { language, sourceHash: { in: [...new Set(hashes)] } },
    select: { sourceHash: true, translatedText: true, origin: true },
  });
  return Object.fromEntries(
    rows.map((row) => [row.sourceHash, { text: row.translatedText, human: row.origin === "human" }]),
  );
}

export function expireStoredTranslations(language: string) {
  invalidate(translationTag(language));
}

export async function insertMachineTranslations(
  language: string,
  rows: { sourceText: string; translatedText: string }[],
): Promise<number> {
  // Nothing longer than staff could have typed is kept, whatever the provider (its bound: lib/translation/provider.ts).
  const kept = rows.filter((row) => row.translatedText.length <= MAX_TRANSLATION_TEXT);
  if (kept.length === 0) return 0;
  const { count } = await db.translation.createMany({
    data: kept.map((row) => ({ ...row, language, sourceHash: sourceHash(row.sourceText), origin: "machine" as const })),
    skipDuplicates: true,
  });
  if (count > 0) invalidate(translationTag(language));
  return count;
}

// A correction of HTML is held to the same rules as every stored HTML (requirements §D7).
const cleanTranslation = (sourceText: string, translatedText: string) =>
  looksLikeHtml(sourceText) ? sanitizeStaffHtml(translatedText, "translatedText") : translatedText.trim();

export async function listTranslations({
  language,
  origin,
  q,
  page,
}: {
  language?: string;
  origin?: TranslationOrigin;
  q?: string;
  page: number;
}) {
  const where = {
    ...(language ? { language } : {}),
    ...(origin ? { origin } : {}),
    ...(q
      ? {
          OR: [
            { sourceText: { contains: q, mode: "insensitive" as const } },
            { translatedText: { contains: q, mode: "insensitive" as const } },
          ],
        }
      : {}),
  };
  const [items, total] = await Promise.all([
    db.translation.findMany({
      where,
      select: rowSelect,
      orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * TRANSLATIONS_PAGE_SIZE,
      take: TRANSLATIONS_PAGE_SIZE,
    }),
    db.translation.count({ where }),
  ]);
  return { items, total, page, pageSize: TRANSLATIONS_PAGE_SIZE };
}

export async function countTranslations(): Promise<{ language: string; origin: TranslationOrigin; count: number }[]> {
  const groups = await db.translation.groupBy({
    by: ["language", "origin"],
    _count: { _all: true },
    orderBy: [{ language: "asc" }, { origin: "asc" }],
  });
  return groups.map((group) => ({ language: group.language, origin: group.origin, count: group._count._all }));
}

export async function findTranslationRows(language: string, texts: string[]): Promise<Map<string, TranslationRow>> {
  const rows = await db.translation.findMany({
    where: { language, sourceHash: { in: texts.map(sourceHash) } },
    select: rowSelect,
  });
  return new Map(rows.map((row) => [row.sourceText, row]));
}

/** A staff correction: it becomes human, and the machine never overwrites it. */
export async function updateTranslation(id: number, translatedText: string): Promise<TranslationRow> {
  const row = await db.translation.findUnique({ where: { id }, select: { sourceText: true } });
  if (!row) throw notFound("Translation not found.");
  const updated = await db.translation.update({
    where: { id },
    data: { translatedText: cleanTranslation(row.sourceText, translatedText), origin: "human" },
    select: rowSelect,
  });
  invalidate(translationTag(updated.language));
  return updated;
}

export async function saveHumanTranslation({
  sourceText,
  language,
  translatedText,
}: {
  sourceText: string;
  language: TargetLanguage;
  translatedText: string;
}) {
  const hash = sourceHash(sourceText);
  const data = { translatedText: cleanTranslation(sourceText, translatedText), origin: "human" as const };
  const saved = await db.translation.upsert({
    where: { sourceHash_language: { sourceHash: hash, language } },
    create: { sourceHash: hash, language, sourceText, ...data },
    update: data,
    select: rowSelect,
  });
  invalidate(translationTag(language));
  return saved;
}

export async function deleteTranslation(id: number): Promise<{ language: string; sourceText: string }> {
  const row = await db.translation.delete({ where: { id }, select: { language: true, sourceText: true } });
  invalidate(translationTag(row.language));
  return row;
}
