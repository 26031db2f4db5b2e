import { z } from "zod";

export const MAX_ID = 2_147_483_647;

// Strings must be plain decimal digits: z.coerce.number would read "0x10" as 16 and "1e1" as 10.
const digitsToNumber = (value: unknown) =>
  typeof value === "string" ? (/^[0-9]{1,10}$/.test(value) ? Number(value) : Number.NaN) : value;

export const idSchema = (message?: string) =>
  z.preprocess(digitsToNumber, z.number({ error: message }).int(message).positive(message).max(MAX_ID, message));
