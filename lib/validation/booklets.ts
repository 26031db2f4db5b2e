import { z } from "zod";
import { idSchema } from "@/lib/validation/ids";
import { pagingQueryFields } from "@/lib/validation/paging";

export const BOOKLET_LIMITS = {
  title: 200,
  description: 2000,
  imageUrl: 2048,
  content: 200_000,
  popoverTitle: 200,
  popoverContent: 20_000,
} as const;

/** At most this many booklets on a site: every list of them stays bounded (docs/decisions/023). */
export const MAX_BOOKLETS = 500;
export const TOO_MANY_BOOKLETS = `A site holds at most ${MAX_BOOKLETS} booklets. Delete one before creating another.`;

/** Booklets per page of /interactive-books; a multiple of the grid's two and three columns. */
export const BOOKLET_LIST_PAGE_SIZE = 24;
export const BOOKLET_LIST_PAGES = Math.ceil(MAX_BOOKLETS / BOOKLET_LIST_PAGE_SIZE);

/** A page of /interactive-books from its internal path (lib/http/locale-route.ts); anything else reads as page 1. */
export const listPageNumber = (raw: string) => (/^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1);

export const listBookletsQuerySchema = z.object(pagingQueryFields(MAX_BOOKLETS));

export function isImageAddress(value: string): boolean {
  if (value.startsWith("/")) return !value.startsWith("//") && !value.includes("\\");
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

const title = (max: number) =>
  z
    .string({ error: "Title is required" })
    .trim()
    .min(1, "Title is required")
    .max(max, `Title must be at most ${max} characters`);

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).nullish();

const imageUrl = z
  .string()
  .trim()
  .max(BOOKLET_LIMITS.imageUrl, "The image address is too long")
  .refine(
    (value) => value === "" || isImageAddress(value),
    "Enter a full web address (https://...) or a site path (/...)",
  )
  .nullish();

export const bookletSchema = z.object({
  title: title(BOOKLET_LIMITS.title),
  description: optionalText(BOOKLET_LIMITS.description, "Description"),
  imageUrl,
});
export type BookletInput = z.input<typeof bookletSchema>;
export type BookletValues = z.output<typeof bookletSchema>;

function updateOf<T extends z.ZodRawShape>(schema: z.ZodObject<T>) {
  return schema
    .partial()
    .refine((value) => Object.values(value).some((field) => field !== undefined), "Nothing to update.");
}

export const bookletUpdateSchema = updateOf(bookletSchema);

export const bookletPageSchema = z.object({
  title: title(BOOKLET_LIMITS.title),
  content: z.string().max(BOOKLET_LIMITS.content, "The content is too long").optional(),
  imageUrl,
  pageNumber: z
    .number({ error: "The page number must be a whole number" })
    .int("The page number must be a whole number")
    .min(1, "The page number must be 1 or more")
    .max(100_000, "The page number is too large")
    .nullish(),
});
export type BookletPageInput = z.input<typeof bookletPageSchema>;
export type BookletPageValues = z.output<typeof bookletPageSchema>;

export const bookletPageUpdateSchema = updateOf(bookletPageSchema);

export const bookletPageOrderSchema = z.object({
  pageIds: z
    .array(z.number().int().positive(), { error: "pageIds must be a list of page ids" })
    .min(1, "pageIds must list the booklet's pages")
    .max(10_000)
    .refine((ids) => new Set(ids).size === ids.length, "Each page may appear only once"),
});

export const bookletPopoverSchema = z.object({
  title: title(BOOKLET_LIMITS.popoverTitle),
  content: z
    .string({ error: "Content is required" })
    .trim()
    .min(1, "Content is required")
    .max(BOOKLET_LIMITS.popoverContent, "The content is too long"),
});
export type BookletPopoverValues = z.output<typeof bookletPopoverSchema>;

export const bookletPopoverUpdateSchema = updateOf(bookletPopoverSchema);

export const popoverParams = z.object({
  id: idSchema(),
  popoverId: idSchema(),
});

export function readerPageIndex(raw: string | string[] | undefined, totalPages: number): number {
  const value = Array.isArray(raw) ? raw[0] : raw;
  const n = value && /^\d+$/.test(value) ? Number(value) : 1;
  return Math.min(Math.max(n, 1), Math.max(totalPages, 1)) - 1;
}

export function parseBookletId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

export const bookletPreviewSchema = z.object({
  content: z.string({ error: "content must be text" }).max(BOOKLET_LIMITS.content, "The content is too long"),
});
