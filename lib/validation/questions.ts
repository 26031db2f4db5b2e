import { z } from "zod";
import { idSchema } from "@/lib/validation/ids";
import { requiredText } from "@/lib/validation/text";

export const QUESTION_REQUIRED = "Please enter a question and select a document";
export const MAX_QUESTION_LENGTH = 500;
export const MAX_ANSWER_LENGTH = 5000;

const answer = z
  .string()
  .trim()
  .max(MAX_ANSWER_LENGTH, `An answer can be at most ${MAX_ANSWER_LENGTH} characters`)
  .nullish()
  .transform((value) => value || null);

export const questionSchema = z.object({
  question: requiredText(
    QUESTION_REQUIRED,
    MAX_QUESTION_LENGTH,
    `A question can be at most ${MAX_QUESTION_LENGTH} characters`,
  ),
  documentId: idSchema(QUESTION_REQUIRED),
  // The approved answer the chatbot gives for a close match (requirements §D5); optional.
  answer,
});
export type QuestionInput = z.input<typeof questionSchema>;

export const updateQuestionSchema = z.object({ answer });
