import "server-only";
import { db } from "@/lib/db";
import { conflict } from "@/lib/errors";
import { MAX_THESAURUS_GROUPS } from "@/lib/validation/thesaurus";

export async function listThesaurus(): Promise<{ id: number; terms: string[]; updatedAt: Date }[]> {
  return db.thesaurusEntry.findMany({ orderBy: { id: "asc" }, select: { id: true, terms: true, updatedAt: true } });
}

export const THESAURUS_FULL = `The thesaurus holds at most ${MAX_THESAURUS_GROUPS} groups: remove or merge some first.`;

export async function createThesaurusEntry(terms: string[]) {
  if ((await db.thesaurusEntry.count()) >= MAX_THESAURUS_GROUPS) throw conflict(THESAURUS_FULL);
  return db.thesaurusEntry.create({ data: { terms }, select: { id: true, terms: true, updatedAt: true } });
}

export async function updateThesaurusEntry(id: number, terms: string[]) {
  const { count } = await db.thesaurusEntry.updateMany({ where: { id }, data: { terms } });
  return count === 0
    ? null
    : db.thesaurusEntry.findUnique({ where: { id }, select: { id: true, terms: true, updatedAt: true } });
}

export async function deleteThesaurusEntry(id: number): Promise<boolean> {
  const { count } = await db.thesaurusEntry.deleteMany({ where: { id } });
  return count > 0;
}
