import { z } from "zod";

export const FOLDER_REQUIRED = "Please enter a folder name and slug";
export const SLUG_HINT = "Lowercase letters, numbers and hyphens only";

/** requirements §5 (Folders Management): any run outside a-z and 0-9 becomes "-", no leading or trailing "-". */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export const categorySchema = z.object({
  name: z.string().trim().min(1, FOLDER_REQUIRED).max(100, "A folder name can be at most 100 characters"),
  slug: z
    .string()
    .trim()
    .min(1, FOLDER_REQUIRED)
    .max(100, "A slug can be at most 100 characters")
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, SLUG_HINT),
  // Optional, so the spec's {name, slug} keeps working; left out on an update, the folder keeps its mark.
  isReference: z.boolean({ error: "Reference material must be true or false" }).optional(),
});
export type CategoryInput = z.infer<typeof categorySchema>;

export const FOLDER_NOT_EMPTY = "Cannot delete a folder that contains documents. Move or delete the documents first.";

// The document screen refuses a folder that holds documents (requirements §5); Folders Management unlinks them.
export const deleteCategoryQuerySchema = z.object({
  onlyIfEmpty: z
    .enum(["true", "false"])
    .optional()
    .transform((value) => value === "true"),
});
