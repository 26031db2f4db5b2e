import { z } from "zod";
import { BOOKLET_LIMITS, bookletPageSchema, bookletPopoverSchema, bookletSchema } from "@/lib/validation/booklets";
import { idSchema } from "@/lib/validation/ids";

// The content workflow (docs/decisions/016): a draft and every published version of an item is one
// snapshot of it. `key` names a page or popover inside the snapshot (a new one has no `id` yet).
export const CONTENT_LIMITS = { pages: 1000, popoversPerPage: 100, note: 300, key: 40 } as const;

const key = z.string().regex(/^[a-z0-9-]{1,40}$/i, "Invalid key");
const rowId = z.number().int().positive().max(2_147_483_647).optional();

export const bookletPopoverSnapshotSchema = bookletPopoverSchema.extend({ key, id: rowId });

export const bookletPageSnapshotSchema = bookletPageSchema.extend({
  key,
  id: rowId,
  content: z.string().max(BOOKLET_LIMITS.content, "The content is too long"),
  popovers: z
    .array(bookletPopoverSnapshotSchema)
    .max(CONTENT_LIMITS.popoversPerPage, `At most ${CONTENT_LIMITS.popoversPerPage} popovers per page`),
});

export const bookletSnapshotSchema = bookletSchema.extend({
  pages: z
    .array(bookletPageSnapshotSchema)
    .max(CONTENT_LIMITS.pages, `At most ${CONTENT_LIMITS.pages} pages`)
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

/** The kinds of content with drafts, as they appear in /api/content/{type}/{id}. */
export const CONTENT_TYPES = ["booklet"] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const contentParams = z.object({ type: z.enum(CONTENT_TYPES), id: idSchema() });
export const contentVersionParams = contentParams.extend({ versionId: idSchema() });

const note = z.string().trim().max(CONTENT_LIMITS.note, `The note must be at most ${CONTENT_LIMITS.note} characters`);

export const publishSchema = z.object({ note: note.optional().default("") });
export const submitSchema = publishSchema;

// A publish time a year ahead at most; a time already past publishes on the next minute's check.
export const scheduleSchema = z.object({
  publishAt: z.iso
    .datetime({ offset: true, error: "Enter a date and time" })
    .nullable()
    .refine(
      (value) => value === null || Date.parse(value) < Date.now() + 366 * 24 * 3600 * 1000,
      "Choose a time within a year",
    ),
});
