import { z } from "zod";

export const ROLES = ["admin", "editor", "pending"] as const;
export type Role = (typeof ROLES)[number];

// One identity per account (decision 011): usernames and emails are trimmed and lowercased here,
// once, and then stored and matched exactly.
export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, "Username must be at least 3 characters")
  .max(32, "Username must be at most 32 characters")
  .regex(/^[a-z0-9._-]+$/, "Use letters, numbers, dots, hyphens and underscores only");

export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email("Enter a valid email address"));

// bcrypt reads at most 72 bytes of a password.
export const passwordSchema = z
  .string()
  .min(8, "Password must be at least 8 characters")
  .max(72, "Password must be at most 72 characters");

export const loginSchema = z.object({
  username: z.string().trim().toLowerCase().min(1, "Username is required").max(64),
  password: z.string().min(1, "Password is required").max(200),
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

export const registerFormSchema = registerSchema
  .omit({ role: true, setupToken: true })
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });
export type RegisterFormValues = z.infer<typeof registerFormSchema>;

export const updateUserSchema = z.object({ role: z.enum(ROLES) });
