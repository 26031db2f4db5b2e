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
  // Audit trail: admins read it; nothing writes to it through the API.
  { method: "GET", path: "/api/activity", policy: "admin" },
  { method: "GET", path: "/api/activity/export", policy: "admin" },
  // Booklets: an empty title is refused with 400, so an allowed create changes nothing.
  { method: "POST", path: "/api/booklets", policy: "editor", data: { title: "" } },
  { method: "PATCH", path: "/api/booklets/999999", policy: "editor", data: { title: "Renamed" } },
  { method: "DELETE", path: "/api/booklets/999999", policy: "editor" },
  { method: "POST", path: "/api/booklets/999999/pages", policy: "editor", data: { title: "Page" } },
  { method: "PUT", path: "/api/booklets/999999/pages/order", policy: "editor", data: { pageIds: [999999] } },
  { method: "POST", path: "/api/booklet-pages/preview", policy: "editor", data: { content: "<p>Preview</p>" } },
  { method: "PATCH", path: "/api/booklet-pages/999999", policy: "editor", data: { title: "Renamed" } },
  { method: "DELETE", path: "/api/booklet-pages/999999", policy: "editor" },
  {
    method: "POST",
    path: "/api/booklet-pages/999999/popovers",
    policy: "editor",
    data: { title: "Note", content: "Text" },
  },
  {
    method: "POST",
    path: "/api/booket-pages/999999/popovers",
    policy: "editor",
    data: { title: "Note", content: "Text" },
  },
  { method: "PATCH", path: "/api/booklet-pages/999999/popovers/999999", policy: "editor", data: { title: "Renamed" } },
  { method: "DELETE", path: "/api/booklet-pages/999999/popovers/999999", policy: "editor" },
  // Interactive book: reads are public, every write is admin only (requirements §D2).
  { method: "PATCH", path: "/api/flipbook/pages/999999", policy: "admin", data: { content: "<p>x</p>" } },
  {
    method: "POST",
    path: "/api/flipbook/popovers",
    policy: "admin",
    data: { title: "x", content: "y", pageId: 999999 },
  },
  { method: "DELETE", path: "/api/flipbook/popovers/999999", policy: "admin" },
  { method: "POST", path: "/api/flipbook/update-images", policy: "admin" },
  { method: "POST", path: "/api/flipbook/reset-and-import", policy: "admin" },
  { method: "POST", path: "/api/flipbook/fix-page-mapping", policy: "admin" },
  // Documents, folders, questions, messages, settings, uploads
  { method: "GET", path: "/api/documents", policy: "editor" },
  { method: "POST", path: "/api/documents", policy: "editor" },
  { method: "GET", path: "/api/documents/count", policy: "editor" },
  { method: "GET", path: "/api/documents/999999", policy: "editor" },
  { method: "PATCH", path: "/api/documents/999999", policy: "editor", data: { categoryId: 999999 } },
  { method: "DELETE", path: "/api/documents/999999", policy: "editor" },
  { method: "GET", path: "/api/categories", policy: "editor" },
  { method: "POST", path: "/api/categories", policy: "editor", data: { name: "", slug: "" } },
  { method: "PATCH", path: "/api/categories/999999", policy: "editor", data: { name: "Matrix", slug: "matrix" } },
  { method: "DELETE", path: "/api/categories/999999", policy: "editor" },
  { method: "GET", path: "/api/questions", policy: "editor" },
  { method: "POST", path: "/api/questions", policy: "editor", data: { question: "", documentId: 999999 } },
  { method: "GET", path: "/api/questions/count", policy: "editor" },
  { method: "PATCH", path: "/api/questions/999999", policy: "editor", data: { answer: null } },
  { method: "DELETE", path: "/api/questions/999999", policy: "editor" },
  { method: "GET", path: "/api/messages/count", policy: "editor" },
  { method: "GET", path: "/api/contact/messages", policy: "editor" },
  { method: "PATCH", path: "/api/contact/messages/999999", policy: "editor", data: { isRead: true } },
  { method: "DELETE", path: "/api/contact/messages/999999", policy: "editor" },
  { method: "POST", path: "/api/settings", policy: "admin", data: {} },
  { method: "PATCH", path: "/api/settings/999999", policy: "admin", data: {} },
  { method: "DELETE", path: "/api/settings/999999", policy: "admin" },
  { method: "POST", path: "/api/upload/image", policy: "editor" },
  { method: "POST", path: "/api/upload/audio", policy: "editor" },
  { method: "POST", path: "/api/upload/pdf", policy: "editor" },
  // The chatbot's conversations for staff (the chatbot's own endpoints are public)
  { method: "GET", path: "/api/conversations", policy: "editor" },
  { method: "GET", path: "/api/conversations/999999", policy: "editor" },
  { method: "GET", path: "/api/conversations/export", policy: "editor" },
  // Translations and the glossary (editor: content, like booklets). Invalid bodies are 400.
  { method: "GET", path: "/api/translations", policy: "editor" },
  {
    method: "POST",
    path: "/api/translations",
    policy: "editor",
    data: { sourceText: "", language: "es", translatedText: "" },
  },
  { method: "GET", path: "/api/translations/content?language=es&area=pages", policy: "editor" },
  { method: "PATCH", path: "/api/translations/999999", policy: "editor", data: { translatedText: "Hola" } },
  { method: "DELETE", path: "/api/translations/999999", policy: "editor" },
  { method: "GET", path: "/api/glossary", policy: "editor" },
  { method: "POST", path: "/api/glossary", policy: "editor", data: { term: "", language: "es", rendering: "" } },
  {
    method: "PATCH",
    path: "/api/glossary/999999",
    policy: "editor",
    data: { term: "Matrix", language: "es", rendering: "Matriz" },
  },
  { method: "DELETE", path: "/api/glossary/999999", policy: "editor" },
  // Mail: the outbox and the mail server are admins' (an invalid server is refused with 400).
  { method: "GET", path: "/api/mail/outbox", policy: "admin" },
  { method: "POST", path: "/api/mail/outbox/999999/retry", policy: "admin" },
  { method: "POST", path: "/api/mail/test", policy: "admin" },
  { method: "GET", path: "/api/mail/server", policy: "admin" },
  { method: "PUT", path: "/api/mail/server", policy: "admin", data: { smtpUrl: "not a server", mailFrom: "" } },
  // Staff accounts: one's own account is any signed-in user's; invitations and reset links are admins'.
  { method: "GET", path: "/api/account", policy: "user" },
  { method: "PATCH", path: "/api/account", policy: "user", data: { language: "xx" } },
  { method: "POST", path: "/api/account/password", policy: "user", data: {} },
  { method: "POST", path: "/api/account/two-factor/enable", policy: "user", data: { code: "x" } },
  { method: "POST", path: "/api/account/two-factor/disable", policy: "user", data: {} },
  { method: "POST", path: "/api/account/two-factor/recovery-codes", policy: "user", data: {} },
  { method: "GET", path: "/api/invitations", policy: "admin" },
  { method: "POST", path: "/api/invitations", policy: "admin", data: { email: "", role: "editor" } },
  { method: "DELETE", path: "/api/invitations/999999", policy: "admin" },
  { method: "POST", path: "/api/users/999999/reset-link", policy: "admin", data: { send: false } },
  // Teachings, speakers and series: invalid bodies (400) and missing rows (404) change nothing.
  { method: "POST", path: "/api/speakers", policy: "editor", data: { name: "" } },
  { method: "PATCH", path: "/api/speakers/999999", policy: "editor", data: { name: "Renamed" } },
  { method: "DELETE", path: "/api/speakers/999999", policy: "editor" },
  { method: "POST", path: "/api/series", policy: "editor", data: { name: "" } },
  { method: "PATCH", path: "/api/series/999999", policy: "editor", data: { name: "Renamed" } },
  { method: "DELETE", path: "/api/series/999999", policy: "editor" },
  { method: "POST", path: "/api/teachings", policy: "editor", data: { title: "" } },
  { method: "DELETE", path: "/api/teachings/999999", policy: "editor" },
];
