import { z } from "zod";
import { isImageAddress } from "@/lib/validation/booklets";
import { SLUG_HINT } from "@/lib/validation/categories";
import { knownVideoEmbedUrl } from "@/lib/video";

export const TEACHING_LIMITS = {
  title: 200,
  name: 120,
  slug: 100,
  description: 2000,
  scripture: 300,
  summary: 2000,
  notes: 200_000,
  address: 2048,
} as const;

// A site's most teachings, and speakers and series each: every read of them stays bounded (decision 023).
export const MAX_TEACHINGS = 10_000;
export const MAX_TEACHING_LIST_ITEMS = 500;
// Each is listed in six languages; older ones stay reachable through the teaching list's filters.
export const SITEMAP_TEACHINGS = 1_000;
export const TOO_MANY_TEACHINGS = `A site holds at most ${MAX_TEACHINGS} teachings. Delete one before creating another.`;

export const UPLOADED_AUDIO = /^\/api\/upload\/files\/[0-9a-f-]{36}\.(mp3|m4a|ogg|wav)$/;

const slug = z
  .string({ error: "A slug is required" })
  .trim()
  .min(1, "A slug is required")
  .max(TEACHING_LIMITS.slug, `A slug can be at most ${TEACHING_LIMITS.slug} characters`)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, SLUG_HINT);

const requiredText = (max: number, label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const text = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).optional().default("");

const address = (check: (value: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .max(TEACHING_LIMITS.address, "The address is too long")
    .refine((value) => value === "" || check(value), message)
    .nullish()
    .transform((value) => value || null);

const imageUrl = address(isImageAddress, "Enter a full web address (https://...) or a site path (/...)");

const optionalId = z
  .number()
  .int()
  .positive()
  .max(2_147_483_647)
  .nullish()
  .transform((value) => value ?? null);

export const teachingDateSchema = z.iso.date({ error: "Enter a date (YYYY-MM-DD)" });

export const teachingListItemSchema = z.object({
  name: requiredText(TEACHING_LIMITS.name, "Name"),
  slug,
  description: text(TEACHING_LIMITS.description, "Description"),
  imageUrl,
});
export type TeachingListItemInput = z.input<typeof teachingListItemSchema>;
export type TeachingListItemValues = z.output<typeof teachingListItemSchema>;
export const teachingListItemUpdateSchema = teachingListItemSchema
  .partial()
  .refine((value) => Object.values(value).some((field) => field !== undefined), "Nothing to update.");

const teachingSlug = slug.refine((value) => value !== "series", "That slug is reserved; choose another");

export const teachingCreateSchema = z.object({
  title: requiredText(TEACHING_LIMITS.title, "Title"),
  slug: teachingSlug,
  date: teachingDateSchema,
});
export type TeachingCreateInput = z.input<typeof teachingCreateSchema>;

export const teachingSnapshotSchema = z.object({
  title: requiredText(TEACHING_LIMITS.title, "Title"),
  slug: teachingSlug,
  date: teachingDateSchema,
  speakerId: optionalId,
  seriesId: optionalId,
  scripture: text(TEACHING_LIMITS.scripture, "Scripture"),
  summary: text(TEACHING_LIMITS.summary, "Summary"),
  notes: z.string().max(TEACHING_LIMITS.notes, "The notes are too long").optional().default(""),
  audioUrl: address((value) => UPLOADED_AUDIO.test(value), "Upload the audio file here"),
  videoUrl: address((value) => knownVideoEmbedUrl(value) !== null, "Enter a YouTube or Google Drive link"),
  imageUrl,
  bookletId: optionalId,
  bookPage: z
    .number()
    .int()
    .min(1)
    .max(1000)
    .nullish()
    .transform((value) => value ?? null),
});
export type TeachingSnapshotInput = z.input<typeof teachingSnapshotSchema>;
export type TeachingSnapshot = z.output<typeof teachingSnapshotSchema>;

const filterSlug = z
  .string()
  .trim()
  .max(TEACHING_LIMITS.slug)
  .regex(/^[a-z0-9-]*$/)
  .optional();

export const teachingFiltersSchema = z.object({
  series: filterSlug,
  speaker: filterSlug,
  book: z
    .string()
    .trim()
    .regex(/^[1-4]?[A-Za-z]{2,8}$/)
    .optional(),
});
export type TeachingFilters = z.output<typeof teachingFiltersSchema>;
