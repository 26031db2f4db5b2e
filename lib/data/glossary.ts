import "server-only";
import { db } from "@/lib/db";
import { conflict } from "@/lib/errors";
import type { GlossaryTermInput } from "@/lib/validation/translations";

export type GlossaryTermRow = { id: number; term: string; language: string; rendering: string; updatedAt: Date };

const termSelect = { id: true, term: true, language: true, rendering: true, updatedAt: true } as const;

export async function listGlossaryTerms(language?: string): Promise<GlossaryTermRow[]> {
  return db.glossaryTerm.findMany({
    where: language ? { language } : {},
    select: termSelect,
    orderBy: [{ language: "asc" }, { term: "asc" }],
  });
}

export async function glossaryFor(language: string): Promise<{ term: string; rendering: string }[]> {
  return db.glossaryTerm.findMany({ where: { language }, select: { term: true, rendering: true } });
}

const TERM_TAKEN = "This term is already in the glossary for that language.";

async function assertTermFree({ term, language }: GlossaryTermInput, exceptId?: number) {
  const taken = await db.glossaryTerm.findFirst({
    where: { term, language, ...(exceptId ? { NOT: { id: exceptId } } : {}) },
    select: { id: true },
  });
  if (taken) throw conflict(TERM_TAKEN, { term: [TERM_TAKEN] });
}

export async function createGlossaryTerm(input: GlossaryTermInput): Promise<GlossaryTermRow> {
  await assertTermFree(input);
  return db.glossaryTerm.create({ data: input, select: termSelect });
}

export async function updateGlossaryTerm(id: number, input: GlossaryTermInput): Promise<GlossaryTermRow> {
  await assertTermFree(input, id);
  return db.glossaryTerm.update({ where: { id }, data: input, select: termSelect });
}

export async function deleteGlossaryTerm(id: number): Promise<void> {
  await db.glossaryTerm.delete({ where: { id } });
}

export async function seedGlossary(terms: { term: string; language: string; rendering: string }[]): Promise<number> {
  if ((await db.glossaryTerm.count()) > 0) return 0;
  const { count } = await db.glossaryTerm.createMany({ data: terms, skipDuplicates: true });
  return count;
}
