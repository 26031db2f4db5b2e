// docs/decisions/009: other languages hold exactly the public namespaces (checked by tests/unit/catalogues.test.ts).

export const PUBLIC_NAMESPACES = [
  "common",
  "site",
  "home",
  "about",
  "contact",
  "videos",
  "teachings",
  "booklets.selector",
  "booklets.reader",
  "book",
  "chat",
  // Mails to staff, in each one's own language.
  "mail",
] as const;

export const ADMIN_NAMESPACES = [
  "auth",
  "admin",
  "adminDashboard",
  "adminDocuments",
  "adminFolders",
  "adminQuestions",
  "adminMessages",
  "adminSettings",
  "adminConversations",
  "adminActivity",
  "adminTranslations",
  "adminOutbox",
  "adminTeachings",
  "adminAccount",
  "bookAdmin",
  "booklets.admin",
  "booklets.editor",
  "contentWorkflow",
] as const;

export const ADMIN_CLIENT_NAMESPACES = [...ADMIN_NAMESPACES, "common", "site.name", "site.skipToContent"];
