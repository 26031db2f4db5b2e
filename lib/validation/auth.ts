import { z } from "zod";
import { LOCALES } from "@/lib/i18n/config";

export const ROLES = ["admin", "editor", "pending"] as const;
export type Role = (typeof ROLES)[number];

// One identity per account (decision 011): usernames and emails are trimmed and lowercased once, then matched exactly.
export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, "Username must be at least 3 characters")
  .max(32, "Username must be at most 32 characters")
  .regex(/^[a-z0-9._-]+$/, "Use letters, numbers, dots, hyphens and underscores only");

export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email("Enter a valid email address"));

// The server also refuses common and breached passwords; long ones are fine: a digest is hashed, not bcrypt's 72 bytes.
export const passwordSchema = z
  .string()
  .min(12, "Password must be at least 12 characters")
  .max(256, "Password must be at most 256 characters");

export const twoFactorCodeSchema = z
  .string()
  .trim()
  .max(32)
  .transform((value) => value.replace(/\s+/g, ""));

export const loginSchema = z.object({
  username: z.string().trim().toLowerCase().min(1, "Username is required").max(64),
  password: z.string().min(1, "Password is required").max(256),
  code: twoFactorCodeSchema.optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

// requirements §7 sends a role; it is accepted and ignored (requirements §D2: the server decides).
export const registerSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  role: z.string().optional(),
  // The one-time token printed at server start, for the first administrator (decision 011).
  setupToken: z.string().trim().max(100).optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export function withPasswordConfirmation<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  field: keyof Shape & string,
) {
  return schema
    .extend({ confirmPassword: z.string() })
    .refine((values: Record<string, unknown>) => values[field] === values.confirmPassword, {
      message: "Passwords do not match",
      path: ["confirmPassword"],
    });
}

export const registerFormSchema = withPasswordConfirmation(
  registerSchema.omit({ role: true, setupToken: true }),
  "password",
);
export type RegisterFormValues = z.infer<typeof registerFormSchema>;

export const updateUserSchema = z.object({ role: z.enum(ROLES) });

export const forgotPasswordSchema = z.object({ email: emailSchema });

const tokenSchema = z.string().trim().min(20, "This link is not valid.").max(100, "This link is not valid.");

export const linkTokenQuerySchema = z.object({ token: tokenSchema });

export const resetPasswordSchema = z.object({ token: tokenSchema, password: passwordSchema });

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, "Enter your current password").max(256),
  newPassword: passwordSchema,
});

export const INVITABLE_ROLES = ["editor", "admin"] as const;
export const invitationSchema = z.object({
  email: emailSchema,
  role: z.enum(INVITABLE_ROLES, "Choose editor or admin"),
});

export const acceptInvitationSchema = z.object({
  token: tokenSchema,
  username: usernameSchema,
  password: passwordSchema,
});

export const resetLinkSchema = z.object({ send: z.boolean("send must be true or false") });

export const twoFactorEnableSchema = z.object({
  code: twoFactorCodeSchema.pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code")),
});

export const confirmPasswordSchema = z.object({ password: z.string().min(1, "Enter your password").max(256) });

export const accountUpdateSchema = z.object({ language: z.enum(LOCALES, "Choose one of the site's languages") });
