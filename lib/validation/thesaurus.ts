import { z } from "zod";

export const MAX_THESAURUS_WORDS = 12;
export const MAX_THESAURUS_WORD_LENGTH = 40;
/** Far more than a ministry's synonyms; bounds what every chat question's search reads. */
export const MAX_THESAURUS_GROUPS = 1_000;
const WORDS_INVALID = `Give 2 to ${MAX_THESAURUS_WORDS} different single words (letters only), each at most ${MAX_THESAURUS_WORD_LENGTH} characters.`;

// Single words in any site language that answer for each other in the chatbot's search (decision 008).
export const thesaurusEntrySchema = z.object({
  terms: z
    .array(
      z
        .string({ error: WORDS_INVALID })
        .trim()
        .toLowerCase()
        .min(1, WORDS_INVALID)
        .max(MAX_THESAURUS_WORD_LENGTH, WORDS_INVALID)
        .regex(/^\p{L}+(?:['’-]\p{L}+)*$/u, WORDS_INVALID),
      { error: WORDS_INVALID },
    )
    .max(MAX_THESAURUS_WORDS, WORDS_INVALID)
    .transform((terms) => [...new Set(terms)])
    .refine((terms) => terms.length >= 2, WORDS_INVALID),
});
export type ThesaurusEntryValues = z.output<typeof thesaurusEntrySchema>;
