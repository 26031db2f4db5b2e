import { idSchema } from "@/lib/validation/ids";

const PAGE_INVALID = "page must be a whole number from 1.";

/** `page` and `pageSize` of a paged API list; without them, the list's default applies. */
export function pagingQueryFields(maxPageSize: number) {
  const pageSizeInvalid = `pageSize must be a whole number from 1 to ${maxPageSize}.`;
  return {
    page: idSchema(PAGE_INVALID)
      .refine((n) => n <= 1_000_000, PAGE_INVALID)
      .optional(),
    pageSize: idSchema(pageSizeInvalid)
      .refine((n) => n <= maxPageSize, pageSizeInvalid)
      .optional(),
  };
}
