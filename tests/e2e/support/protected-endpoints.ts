import type { AuthPolicy } from "@/lib/auth/policy";

export type ProtectedEndpoint = {
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  path: string;
  policy: Exclude<AuthPolicy, "public">;
  /** A body that passes auth; it may still be invalid or point at a missing row (then 400/404). */
  data?: unknown;
};

// Every endpoint that needs a role. Each issue adds its own; the matrix test checks them all
// against anonymous, pending, editor and admin. Ids point at rows that do not exist, so an
// allowed call changes nothing.
export const PROTECTED_ENDPOINTS: ProtectedEndpoint[] = [
  { method: "GET", path: "/api/user", policy: "user" },
  { method: "GET", path: "/api/users", policy: "admin" },
  { method: "PATCH", path: "/api/users/999999", policy: "admin", data: { role: "editor" } },
  { method: "DELETE", path: "/api/users/999999", policy: "admin" },
];
