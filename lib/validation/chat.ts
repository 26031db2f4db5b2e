import { z } from "zod";
import { LOCALES } from "@/lib/i18n/config";
import { MAX_ANSWER_LENGTH, questionSchema } from "@/lib/validation/questions";
import { requiredText } from "@/lib/validation/text";
import {
  MAX_SUGGESTED_QUESTIONS,
  QUESTION_HARD_LIMIT,
  SESSION_ID_FORM,
  SUGGESTED_QUESTION_COUNT,
  VOICE_IDS,
} from "@/lib/contracts/chat";

export const QUESTION_REQUIRED = "Please enter a question.";
export const SESSION_INVALID = 'sessionId must be 8 to 128 letters, digits, _ or -, starting with "session".';
export const LANGUAGE_INVALID = `The language must be one of ${LOCALES.join(", ")}.`;
export const questionTooLong = (max: number) => `Please keep your question under ${max} characters.`;

export const sessionIdSchema = z.string({ error: SESSION_INVALID }).regex(SESSION_ID_FORM, SESSION_INVALID);

/** requirements §4: an empty language means English (the original); null and absent too. */
export const languageSchema = z
  .union([z.enum(LOCALES), z.literal("")], { error: LANGUAGE_INVALID })
  .nullish()
  .transform((value) => value || null);

// requirements §7: POST /api/chatbot/message {question, sessionId, generateAudio, voice, targetLanguage}.
export const chatMessageSchema = z.object({
  question: z
    .string({ error: QUESTION_REQUIRED })
    .trim()
    .min(1, QUESTION_REQUIRED) // requirements §5: blank after trim is not sent
    .max(QUESTION_HARD_LIMIT, questionTooLong(QUESTION_HARD_LIMIT)),
  sessionId: sessionIdSchema,
  generateAudio: z.boolean({ error: "generateAudio must be true or false." }).default(false),
  voice: z.enum(VOICE_IDS, { error: `voice must be one of ${VOICE_IDS.join(", ")}.` }).default("nova"),
  targetLanguage: languageSchema,
});
export type ChatMessageInput = z.input<typeof chatMessageSchema>;
export type ChatMessageValues = z.output<typeof chatMessageSchema>;

// requirements §7: GET /api/chatbot/questions/random?count=5[&language=].
export const randomQuestionsQuerySchema = z.object({
  count: z.coerce
    .number({ error: `count must be a whole number from 1 to ${MAX_SUGGESTED_QUESTIONS}.` })
    .int(`count must be a whole number from 1 to ${MAX_SUGGESTED_QUESTIONS}.`)
    .min(1, `count must be a whole number from 1 to ${MAX_SUGGESTED_QUESTIONS}.`)
    .max(MAX_SUGGESTED_QUESTIONS, `count must be a whole number from 1 to ${MAX_SUGGESTED_QUESTIONS}.`)
    .default(SUGGESTED_QUESTION_COUNT),
  language: languageSchema,
});

export const ratingSchema = z.object({
  sessionId: sessionIdSchema,
  rating: z.union([z.literal(1), z.literal(-1), z.null()], { error: "rating must be 1, -1 or null." }),
});

export const sessionParams = z.object({ sessionId: sessionIdSchema });

export const speechQuerySchema = z.object({
  voice: z.enum(VOICE_IDS),
  expires: z.coerce.number().int().positive(),
  sig: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
});

export const CONVERSATION_FILTERS = ["all", "unanswered", "low-rated"] as const;
export type ConversationFilter = (typeof CONVERSATION_FILTERS)[number];

export const conversationListQuerySchema = z.object({
  filter: z
    .enum(CONVERSATION_FILTERS, { error: `filter must be one of ${CONVERSATION_FILTERS.join(", ")}.` })
    .default("all"),
  page: z.coerce
    .number({ error: "page must be a whole number." })
    .int("page must be a whole number.")
    .min(1, "page must be 1 or more.")
    .max(100_000)
    .default(1),
});

export const APPROVED_ANSWER_REQUIRED = "Please write the approved answer.";

export const promoteQuestionSchema = questionSchema.extend({
  answer: requiredText(
    APPROVED_ANSWER_REQUIRED,
    MAX_ANSWER_LENGTH,
    `An answer can be at most ${MAX_ANSWER_LENGTH} characters`,
  ),
});
export type PromoteQuestionInput = z.input<typeof promoteQuestionSchema>;
