import { z } from "zod";
import { CONTACT_LIMITS } from "@/lib/constants";

const required = (field: string, max: number) =>
  z
    .string(`Please enter your ${field}`)
    .trim()
    .min(1, `Please enter your ${field}`)
    .max(max, `Your ${field} must be at most ${max} characters`);

export const contactSchema = z.object({
  name: required("name", CONTACT_LIMITS.name),
  email: z
    .string("Please enter your email")
    .trim()
    .min(1, "Please enter your email")
    .max(CONTACT_LIMITS.email, `Your email must be at most ${CONTACT_LIMITS.email} characters`)
    .pipe(z.email("Please enter a valid email address")),
  subject: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.subject, `Your subject must be at most ${CONTACT_LIMITS.subject} characters`)
    .nullish()
    .transform((value) => value ?? ""),
  message: required("message", CONTACT_LIMITS.message),
  website: z
    .string()
    .max(500)
    .nullish()
    .transform((value) => value ?? ""),
});

export type ContactInput = z.infer<typeof contactSchema>;
export type ContactFormValues = z.input<typeof contactSchema>;
