import type { MessageKey } from "@/lib/i18n/translator";
import type { AuthPolicy } from "@/lib/auth/policy";

// requirements §2 "Layout": the side navigation, in the spec's order; users is requirements §D2's addition.
export const ADMIN_NAV_ITEMS: { href: string; label: MessageKey; policy: Exclude<AuthPolicy, "public" | "user"> }[] = [
  { href: "/admin/dashboard", label: "admin.nav.dashboard", policy: "editor" },
  { href: "/admin/documents", label: "admin.nav.documents", policy: "editor" },
  { href: "/admin/categories", label: "admin.nav.categories", policy: "editor" },
  { href: "/admin/questions", label: "admin.nav.questions", policy: "editor" },
  { href: "/admin/messages", label: "admin.nav.messages", policy: "editor" },
  { href: "/admin/settings", label: "admin.nav.settings", policy: "admin" },
  { href: "/admin/booklets", label: "admin.nav.booklets", policy: "editor" },
  { href: "/admin/conversations", label: "admin.nav.conversations", policy: "editor" },
  { href: "/admin/translations", label: "admin.nav.translations", policy: "editor" },
  { href: "/admin/flipbook-management", label: "admin.nav.flipbook", policy: "admin" },
  { href: "/admin/users", label: "admin.nav.users", policy: "admin" },
  { href: "/admin/activity", label: "admin.nav.activity", policy: "admin" },
  { href: "/admin/outbox", label: "admin.nav.outbox", policy: "admin" },
  { href: "/admin/account", label: "admin.nav.account", policy: "editor" },
];
