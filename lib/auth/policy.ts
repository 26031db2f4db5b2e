import type { Role } from "@/lib/validation/auth";

// `user` includes pending accounts; `editor` is editor or admin.
export type AuthPolicy = "public" | "user" | "editor" | "admin";

export function allows(policy: AuthPolicy, role: Role | undefined): boolean {
  switch (policy) {
    case "public":
      return true;
    case "user":
      return role !== undefined;
    case "editor":
      return role === "editor" || role === "admin";
    case "admin":
      return role === "admin";
  }
}
