import { z } from "zod";

export const MASKED_PASSWORD = "********";

export const outboxQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** Nothing after the host: nodemailer reads a query as options, and `?sendmail=true&path=…` runs a program. */
export function isSmtpUrl(value: string) {
  return /^smtps?:\/\/[^\s/?#]+\/?$/.test(value) && URL.canParse(value);
}

export const mailServerSchema = z.object({
  smtpUrl: z
    .string()
    .trim()
    .max(500)
    .refine((value) => value === "" || isSmtpUrl(value), {
      message:
        "Enter an address like smtp://user:password@mail.example.org:587 (or smtps:// for TLS), with nothing after the port, or leave it empty",
    }),
  mailFrom: z
    .string()
    .trim()
    .max(320)
    .refine((value) => value === "" || /^[^\r\n<>]*<[^\s@<>]+@[^\s@<>]+>$|^[^\s@<>]+@[^\s@<>]+$/.test(value), {
      message: 'Enter an address like site@example.org or "Site name <site@example.org>", or leave it empty',
    }),
});
export type MailServerInput = z.infer<typeof mailServerSchema>;
