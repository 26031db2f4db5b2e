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

// The launcher's own words go in every public page's HTML; the panel's arrive when it is about to open.
export const CHAT_LAUNCHER_NAMESPACES = ["chat.launcher", "chat.dragHint"] as const;
export const CHAT_PANEL_NAMESPACES = ["chat", "site.newTab"] as const;

// docs/admin-namespaces.md: "admin" is the shell; every staff screen or shared staff piece is "admin" + its name.
export const ADMIN_NAMESPACES = [
  "admin",
  "adminAuth",
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
  "adminUsers",
  "adminRichText",
  "adminFlipbook",
  "adminBooklets",
  "adminContentWorkflow",
] as const;

export const ADMIN_CLIENT_NAMESPACES = [...ADMIN_NAMESPACES, "common", "site.name", "site.skipToContent"];
