import { z } from "zod";
import { CONTENT_AREAS } from "@/lib/contracts/translations";
import { TARGET_LANGUAGES } from "@/lib/i18n/config";

export const MAX_TRANSLATION_TEXT = 200_000;
/** requirements §7 lets /api/translate take a list; this bounds one request. */
export const MAX_TRANSLATION_ITEMS = 100;
export const MAX_TRANSLATION_TOTAL = 300_000;
export const MAX_GLOSSARY_TERM = 120;

export const LANGUAGE_MESSAGE = "Choose es, fr, de, it or pt";

/** requirements §9: one of the five target languages; anything else is a 400. */
export const targetLanguageSchema = z.enum(TARGET_LANGUAGES, { error: LANGUAGE_MESSAGE });

const textSchema = z
  .string({ error: "Text must be a string" })
  .max(MAX_TRANSLATION_TEXT, "A text is too long to translate");

// requirements §7 POST /api/translate {text: string | string[], targetLanguage}; `html` is detected when absent.
export const translateRequestSchema = z
  .object({
    text: z.union(
      [
        textSchema,
        z.array(textSchema).max(MAX_TRANSLATION_ITEMS, `Send at most ${MAX_TRANSLATION_ITEMS} texts at once`),
      ],
      {
        error: "Text must be a string or a list of strings",
      },
    ),
    targetLanguage: targetLanguageSchema,
    html: z.boolean({ error: "html must be true or false" }).optional(),
  })
  .refine(
    (body) =>
      (Array.isArray(body.text) ? body.text : [body.text]).reduce((sum, text) => sum + text.length, 0) <=
      MAX_TRANSLATION_TOTAL,
    {
      message: "Too much text to translate at once",
      path: ["text"],
    },
  );

export const TRANSLATION_ORIGINS = ["machine", "human"] as const;

export const translationListQuerySchema = z.object({
  language: targetLanguageSchema.optional(),
  origin: z.enum(TRANSLATION_ORIGINS, { error: "Origin must be machine or human" }).optional(),
  q: z.string().trim().max(200, "Search for at most 200 characters").optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

const translatedTextSchema = z
  .string({ error: "Enter the translation" })
  .max(MAX_TRANSLATION_TEXT, "The translation is too long")
  .refine((value) => value.trim().length > 0, "Enter the translation");

export const translationUpdateSchema = z.object({ translatedText: translatedTextSchema });
export type TranslationUpdateInput = z.infer<typeof translationUpdateSchema>;

export const translationCreateSchema = z.object({
  sourceText: z
    .string({ error: "The source text is required" })
    .min(1, "The source text is required")
    .max(MAX_TRANSLATION_TEXT, "The source text is too long"),
  language: targetLanguageSchema,
  translatedText: translatedTextSchema,
});

const GLOSSARY_REQUIRED = "Please enter a term and its rendering";

const glossaryText = z
  .string({ error: GLOSSARY_REQUIRED })
  .trim()
  .min(1, GLOSSARY_REQUIRED)
  .max(MAX_GLOSSARY_TERM, `Keep it under ${MAX_GLOSSARY_TERM} characters`);

export const glossaryTermSchema = z.object({
  term: glossaryText,
  language: targetLanguageSchema,
  rendering: glossaryText,
});
export type GlossaryTermInput = z.infer<typeof glossaryTermSchema>;

export const glossaryListQuerySchema = z.object({ language: targetLanguageSchema.optional() });

export const siteContentQuerySchema = z.object({
  language: targetLanguageSchema,
  area: z.enum(CONTENT_AREAS, { error: `Area must be one of ${CONTENT_AREAS.join(", ")}` }),
});
