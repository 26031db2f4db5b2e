import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { CACHE_TAGS, invalidate, translationTag } from "@/lib/cache";
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

type Selected = {
  id: number;
  question: string;
  answer: string | null;
  documentId: number | null;
  createdAt: Date;
  document: { title: string } | null;
};

const toRow = ({ document, ...question }: Selected): QuestionRow => ({
  ...question,
  documentTitle: document?.title ?? null,
});

export async function listQuestions(): Promise<QuestionRow[]> {
  const rows = await db.question.findMany({ select: questionSelect, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  return rows.map(toRow);
}

export async function countQuestions() {
  return db.question.count();
}

export async function createQuestion(input: {
  question: string;
  documentId: number;
  answer: string | null;
}): Promise<QuestionRow> {
  const document = await db.document.findUnique({ where: { id: input.documentId }, select: { id: true } });
  if (!document)
    throw badRequest("That document no longer exists. Choose another document.", {
      documentId: ["That document no longer exists."],
    });
  const question = toRow(await db.question.create({ data: input, select: questionSelect }));
  invalidate(CACHE_TAGS.questions);
  return question;
}

export async function updateQuestionAnswer({
  id,
  answer,
}: {
  id: number;
  answer: string | null;
}): Promise<QuestionRow> {
  const question = toRow(await db.question.update({ where: { id }, data: { answer }, select: questionSelect }));
  invalidate(CACHE_TAGS.questions);
  return question;
}

export async function deleteQuestion(id: number) {
  await db.question.delete({ where: { id } });
  invalidate(CACHE_TAGS.questions);
}

export type SuggestedQuestionRow = { id: number; question: string; documentId: number | null };

/** Every question visitors may be offered (requirements §7 random questions); sampled per request. */
export async function listSuggestedQuestions(): Promise<SuggestedQuestionRow[]> {
  "use cache";
  cacheTag(CACHE_TAGS.questions);
  cacheLife("max");
  return db.question.findMany({ select: { id: true, question: true, documentId: true }, orderBy: { id: "asc" } });
}

export async function listStaffQuestionTexts(): Promise<{ question: string; answer: string | null }[]> {
  return db.question.findMany({ select: { question: true, answer: true }, orderBy: { id: "asc" } });
}

export type QuestionMatcherRow = {
  id: number;
  question: string;
  answer: string | null;
  answerTranslated: boolean;
  documentId: number | null;
  documentTitle: string | null;
  text: string;
  lexemes: string[] | null;
};

export async function listQuestionMatchers(language: string | null = null): Promise<QuestionMatcherRow[]> {
  "use cache";
  cacheTag(CACHE_TAGS.questions, ...(language ? [translationTag(language)] : []));
  cacheLife("max");
  return db.$queryRaw<QuestionMatcherRow[]>`
    SELECT q.id, q.question, coalesce(nullif(btrim(ta."translatedText"), ''), nullif(btrim(q.answer), '')) AS answer,
           nullif(btrim(ta."translatedText"), '') IS NOT NULL AS "answerTranslated",
           q."documentId", d.title AS "documentTitle", v.text, v.lexemes
    FROM "Question" q
    LEFT JOIN "Document" d ON d.id = q."documentId"
    LEFT JOIN "Translation" tq ON tq.language = ${language}::text AND tq."sourceHash" = encode(sha256(convert_to(q.question, 'UTF8')), 'hex')
    LEFT JOIN "Translation" ta ON ta.language = ${language}::text AND ta."sourceHash" = encode(sha256(convert_to(q.answer, 'UTF8')), 'hex')
    CROSS JOIN LATERAL (
      SELECT q.question AS text, tsvector_to_array(to_tsvector('english', q.question)) AS lexemes
      UNION ALL
      SELECT tq."translatedText", NULL WHERE tq.id IS NOT NULL
    ) v
    ORDER BY q.id`;
}
