import "server-only";
import { db } from "@/lib/db";

export async function listThesaurus(): Promise<{ id: number; terms: string[]; updatedAt: Date }[]> {
  return db.thesaurusEntry.findMany({ orderBy: { id: "asc" }, select: { id: true, terms: true, updatedAt: true } });
}

export async function createThesaurusEntry(terms: string[]) {
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
