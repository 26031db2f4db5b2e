import { z } from "zod";

export const ROLES = ["admin", "editor", "pending"] as const;
export type Role = (typeof ROLES)[number];

export const usernameSchema = z
  .string()
  .trim()
  .min(3, "Username must be at least 3 characters")
  .max(32, "Username must be at most 32 characters")
  .regex(/^[A-Za-z0-9._-]+$/, "Use letters, numbers, dots, hyphens and underscores only");

// bcrypt reads at most 72 bytes of a password.
export const passwordSchema = z
  .string()
  .min(8, "Password must be at least 8 characters")
  .max(72, "Password must be at most 72 characters");

export const loginSchema = z.object({
  username: z.string().trim().min(1, "Username is required").max(64),
  password: z.string().min(1, "Password is required").max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;

// spec §7 sends a role; it is accepted and ignored (DESIGN §2: the server decides).
export const registerSchema = z.object({
  username: usernameSchema,
  email: z.string().trim().toLowerCase().max(254).pipe(z.email("Enter a valid email address")),
  password: passwordSchema,
  role: z.string().optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const registerFormSchema = registerSchema
  .omit({ role: true })
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });
export type RegisterFormValues = z.infer<typeof registerFormSchema>;

export const updateUserSchema = z.object({ role: z.enum(ROLES) });
