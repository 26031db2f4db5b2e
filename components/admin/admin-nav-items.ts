import type { MessageKey } from "@/lib/i18n/translator";
import type { AuthPolicy } from "@/lib/auth/policy";

export const ADMIN_NAV_GROUPS = ["content", "chatbot", "site", "people"] as const;
export type AdminNavGroup = (typeof ADMIN_NAV_GROUPS)[number];

export type AdminNavItem = { href: string; label: MessageKey; group?: AdminNavGroup };

// requirements §2 "Layout": the spec's screens (users is requirements §D2's addition), grouped under the
// Dashboard in the order of ADMIN_NAV_GROUPS.
export const ADMIN_NAV_ITEMS: (AdminNavItem & { policy: Exclude<AuthPolicy, "public" | "user"> })[] = [
  { href: "/admin/dashboard", label: "admin.nav.dashboard", policy: "editor" },
  { href: "/admin/flipbook-management", label: "admin.nav.flipbook", policy: "admin", group: "content" },
  { href: "/admin/booklets", label: "admin.nav.booklets", policy: "editor", group: "content" },
  { href: "/admin/teachings", label: "admin.nav.teachings", policy: "editor", group: "content" },
  { href: "/admin/translations", label: "admin.nav.translations", policy: "editor", group: "content" },
  { href: "/admin/documents", label: "admin.nav.documents", policy: "editor", group: "chatbot" },
  { href: "/admin/categories", label: "admin.nav.categories", policy: "editor", group: "chatbot" },
  { href: "/admin/questions", label: "admin.nav.questions", policy: "editor", group: "chatbot" },
  { href: "/admin/conversations", label: "admin.nav.conversations", policy: "editor", group: "chatbot" },
  { href: "/admin/settings", label: "admin.nav.settings", policy: "admin", group: "site" },
  { href: "/admin/messages", label: "admin.nav.messages", policy: "editor", group: "site" },
  { href: "/admin/users", label: "admin.nav.users", policy: "admin", group: "people" },
  { href: "/admin/outbox", label: "admin.nav.outbox", policy: "admin", group: "site" },
  { href: "/admin/activity", label: "admin.nav.activity", policy: "admin", group: "people" },
  { href: "/admin/account", label: "admin.nav.account", policy: "editor", group: "people" },
];
