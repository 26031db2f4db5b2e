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
  // Interactive book (issue 6): reads are public, every write is admin only (DESIGN §2).
  { method: "PATCH", path: "/api/flipbook/pages/999999", policy: "admin", data: { content: "<p>x</p>" } },
  { method: "POST", path: "/api/flipbook/popovers", policy: "admin", data: { title: "x", content: "y", pageId: 999999 } },
  { method: "DELETE", path: "/api/flipbook/popovers/999999", policy: "admin" },
  { method: "POST", path: "/api/flipbook/update-images", policy: "admin" },
  { method: "POST", path: "/api/flipbook/reset-and-import", policy: "admin" },
  { method: "POST", path: "/api/flipbook/fix-page-mapping", policy: "admin" },
];
