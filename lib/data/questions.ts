import "server-only";
import { CACHE_TAGS, invalidate } from "@/lib/cache";
import { db } from "@/lib/db";
import { badRequest } from "@/lib/errors";

export type QuestionRow = {
  id: number;
  question: string;
  answer: string | null;
  documentId: number | null;
  documentTitle: string | null;
  createdAt: Date;
};

const questionSelect = {
  id: true,
  question: true,
  answer: true,
  documentId: true,
  createdAt: true,
  document: { select: { title: true } },
} as const;

type Selected = { id: number; question: string; answer: string | null; documentId: number | null; createdAt: Date; document: { title: string } | null };

const toRow = ({ document, ...question }: Selected): QuestionRow => ({ ...question, documentTitle: document?.title ?? null });

export async function listQuestions(): Promise<QuestionRow[]> {
  const rows = await db.question.findMany({ select: questionSelect, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  return rows.map(toRow);
}

export async function countQuestions() {
  return db.question.count();
}

export async function createQuestion(input: { question: string; documentId: number; answer: string | null }): Promise<QuestionRow> {
  const document = await db.document.findUnique({ where: { id: input.documentId }, select: { id: true } });
  if (!document) throw badRequest("That document no longer exists. Choose another document.", { documentId: ["That document no longer exists."] });
  const question = toRow(await db.question.create({ data: input, select: questionSelect }));
  invalidate(CACHE_TAGS.questions);
  return question;
}

// Suggested questions are a cached public read (the chatbot), so every write invalidates them.

/** Sets or clears the approved answer the chatbot gives for this question (DESIGN §5). */
export async function updateQuestionAnswer({ id, answer }: { id: number; answer: string | null }): Promise<QuestionRow> {
  const question = toRow(await db.question.update({ where: { id }, data: { answer }, select: questionSelect }));
  invalidate(CACHE_TAGS.questions);
  return question;
}

export async function deleteQuestion(id: number) {
  await db.question.delete({ where: { id } });
  invalidate(CACHE_TAGS.questions);
}
