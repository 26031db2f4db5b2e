import { z } from "zod";

/** Trimmed text that may not be blank: `required` when missing or blank, `tooLong` past `max` characters. */
export const requiredText = (required: string, max: number, tooLong: string) =>
  z.string(required).trim().min(1, required).max(max, tooLong);
