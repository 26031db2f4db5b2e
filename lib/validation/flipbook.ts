import { z } from "zod";
import { idSchema } from "@/lib/validation/ids";
import { BOOK_PAGE_COUNT, HIGHLIGHT_COLORS, POPOVER_DEFAULT_POSITION, POPOVER_LINK_TYPES } from "@/lib/book/constants";
import { hasPopoverContent, toVideoEmbedUrl } from "@/lib/book/popover-rules";
import { LOCALES } from "@/lib/i18n/config";
import { targetLanguageSchema } from "@/lib/validation/translations";

export const MAX_PAGE_HTML = 200_000;

const positiveInt = idSchema;

export const pageContentSchema = z.object({
  content: z.string({ error: "Content is required" }).max(MAX_PAGE_HTML, "The page is too long"),
});

export const pageReadQuerySchema = z.object({
  extractContent: z.enum(["true", "false"], { error: "extractContent must be true or false" }).optional(),
});

export const pageSearchQuerySchema = z.object({
  pageNumber: positiveInt("pageNumber must be a positive whole number"),
});

export const popoversQuerySchema = z.object({
  pageId: positiveInt("pageId must be a positive whole number"),
  language: z.enum(LOCALES, { error: "Unknown language" }).optional(),
});

const URL_MESSAGE = "Enter a full link (https://…) or a site path starting with /";

const mediaUrl = z
  .string()
  .trim()
  .max(2000, URL_MESSAGE)
  .refine((value) => value === "" || /^https?:\/\/[^\s]+$/i.test(value) || /^\/(?!\/)[^\s]*$/.test(value), URL_MESSAGE)
  .optional()
  .nullable()
  .transform((value) => value || null);

/** requirements §5 "Popover" and §7 POST /api/flipbook/popovers; one schema for the dialog and the route. */
export const popoverFormSchema = z
  .object({
    title: z
      .string({ error: "Title is required" })
      .trim()
      .min(1, "Title is required")
      .max(200, "Keep the title under 200 characters"),
    content: z
      .string()
      .trim()
      .max(20_000, "Keep the text under 20,000 characters")
      .optional()
      .nullable()
      .transform((v) => v || null),
    linkedText: z
      .string()
      .trim()
      .max(500, "Keep the linked text under 500 characters")
      .optional()
      .nullable()
      .transform((v) => v || null),
    linkType: z.enum(POPOVER_LINK_TYPES).optional(),
    highlightColor: z.enum(HIGHLIGHT_COLORS, { error: "Choose gold, blue, green, red or purple" }).default("gold"),
    imageUrl: mediaUrl,
    audioUrl: mediaUrl,
    videoUrl: mediaUrl.transform((value) => (value ? toVideoEmbedUrl(value) : null)),
    pdfUrl: mediaUrl,
  })
  .refine(hasPopoverContent, { message: "At least one content type is required", path: ["content"], when: () => true });

export type PopoverFormInput = z.input<typeof popoverFormSchema>;

export const popoverCreateSchema = popoverFormSchema.and(
  z.object({
    pageId: positiveInt("pageId must be a positive whole number"),
    position: z
      .object(
        { x: z.number().min(0).max(100), y: z.number().min(0).max(100) },
        { error: "position must be {x, y} between 0 and 100" },
      )
      .default({ ...POPOVER_DEFAULT_POSITION }),
  }),
);

export type PopoverCreateInput = z.output<typeof popoverCreateSchema>;

/** requirements §7 POST /api/flipbook/translate. */
export const translatePageSchema = z.object({
  pageId: positiveInt("pageId must be a positive whole number"),
  content: z.string({ error: "Content is required" }).max(MAX_PAGE_HTML, "The page is too long"),
  pageTitle: z.string().max(300).optional().default(""),
  targetLanguage: targetLanguageSchema,
});

export const bookPageNumber = z.number().int().min(1).max(BOOK_PAGE_COUNT);
