import { z } from "zod";
import { BOOKLET_LIMITS, bookletPageSchema, bookletPopoverSchema, bookletSchema } from "@/lib/validation/booklets";
import { MAX_PAGE_HTML, popoverFormSchema } from "@/lib/validation/flipbook";
import { idSchema } from "@/lib/validation/ids";
import { MAX_SETTING_VALUE_LENGTH } from "@/lib/validation/settings";
import { PUBLIC_TEXT_SETTINGS, type PublicTextSetting } from "@/lib/settings/defaults";

export const CONTENT_LIMITS = { pages: 1000, popoversPerPage: 100, note: 300, key: 40 } as const;
export const TOO_MANY_PAGES = `At most ${CONTENT_LIMITS.pages} pages`;
export const TOO_MANY_POPOVERS = `At most ${CONTENT_LIMITS.popoversPerPage} popovers per page`;

const key = z.string().regex(/^[a-z0-9-]{1,40}$/i, "Invalid key");
const rowId = z.number().int().positive().max(2_147_483_647).optional();

export const bookletPopoverSnapshotSchema = bookletPopoverSchema.extend({ key, id: rowId });

export const bookletPageSnapshotSchema = bookletPageSchema.extend({
  key,
  id: rowId,
  content: z.string().max(BOOKLET_LIMITS.content, "The content is too long"),
  popovers: z.array(bookletPopoverSnapshotSchema).max(CONTENT_LIMITS.popoversPerPage, TOO_MANY_POPOVERS),
});

export const bookletSnapshotSchema = bookletSchema.extend({
  pages: z
    .array(bookletPageSnapshotSchema)
    .max(CONTENT_LIMITS.pages, TOO_MANY_PAGES)
    .refine(
      (pages) => uniqueKeys(pages) && pages.every((page) => uniqueKeys(page.popovers)),
      "Each page and popover must have its own key",
    ),
});
export type BookletSnapshotInput = z.input<typeof bookletSnapshotSchema>;
export type BookletSnapshot = z.output<typeof bookletSnapshotSchema>;
export type BookletPageSnapshot = BookletSnapshot["pages"][number];
export type BookletPopoverSnapshot = BookletPageSnapshot["popovers"][number];

function uniqueKeys(items: { key: string }[]) {
  return new Set(items.map((item) => item.key)).size === items.length;
}

// A book page (requirements §5): its title stays as the book has it; staff edit the content and the popovers.
const position = z.object({ x: z.number().min(0).max(100), y: z.number().min(0).max(100) });

export const bookPopoverSnapshotSchema = popoverFormSchema.and(z.object({ key, id: rowId, position }));

export const bookPageSnapshotSchema = z.object({
  title: z.string().trim().min(1).max(300),
  content: z.string().max(MAX_PAGE_HTML, "The page is too long"),
  popovers: z
    .array(bookPopoverSnapshotSchema)
    .max(CONTENT_LIMITS.popoversPerPage, TOO_MANY_POPOVERS)
    .refine(uniqueKeys, "Each popover must have its own key"),
});
export type BookPageSnapshotInput = z.input<typeof bookPageSnapshotSchema>;
export type BookPageSnapshot = z.output<typeof bookPageSnapshotSchema>;
export type BookPopoverSnapshot = BookPageSnapshot["popovers"][number];

export { isPublicTextSetting, PUBLIC_TEXT_SETTINGS, type PublicTextSetting } from "@/lib/settings/defaults";
export const SITE_TEXTS_ID = 1;
export const SITE_TEXTS_PREVIEW_PAGES = ["home", "about", "contact"] as const;
export const siteTextsPreviewPageSchema = z.enum(SITE_TEXTS_PREVIEW_PAGES);
export type SiteTextsPreviewPage = (typeof SITE_TEXTS_PREVIEW_PAGES)[number];

const publicText = z
  .string()
  .trim()
  .max(MAX_SETTING_VALUE_LENGTH, `A text can be at most ${MAX_SETTING_VALUE_LENGTH} characters`);
const publicTextsShape = Object.fromEntries(PUBLIC_TEXT_SETTINGS.map((name) => [name, publicText])) as Record<
  PublicTextSetting,
  typeof publicText
>;

export const siteTextsSnapshotSchema = z.object({
  title: z.string().max(100).optional().default("Public texts"),
  texts: z.strictObject(publicTextsShape),
});
export type SiteTextsSnapshotInput = z.input<typeof siteTextsSnapshotSchema>;
export type SiteTextsSnapshot = z.output<typeof siteTextsSnapshotSchema>;

export const CONTENT_TYPES = ["booklet", "book-page", "site-texts", "teaching"] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const contentParams = z.object({ type: z.enum(CONTENT_TYPES), id: idSchema() });

export const ifMatchSchema = z
  .string()
  .max(64)
  .transform((value) => value.trim().replace(/^"(.*)"$/, "$1"))
  .pipe(
    z.union([
      z.enum(["none", ""]).transform(() => null),
      z.string().regex(/^(\d{1,10}\.\d{1,10}|live\.[0-9a-f]{20})$/),
    ]),
  );
export const contentVersionParams = contentParams.extend({ versionId: idSchema() });

const note = z.string().trim().max(CONTENT_LIMITS.note, `The note must be at most ${CONTENT_LIMITS.note} characters`);

export const publishSchema = z.object({ note: note.optional().default("") });
export const submitSchema = publishSchema;

export const scheduleSchema = z.object({
  publishAt: z.iso
    .datetime({ offset: true, error: "Enter a date and time" })
    .nullable()
    .refine(
      (value) => value === null || Date.parse(value) < Date.now() + 366 * 24 * 3600 * 1000,
      "Choose a time within a year",
    ),
});
