// Which parts of messages/en.json are translated (docs/decisions/009). A catalogue of another
// language holds exactly the public namespaces; staff screens stay in English. A namespace can
// be a path ("booklets.reader") when one top-level group mixes both. tests/unit/catalogues.test.ts
// fails when a key of en.json belongs to neither list, or a public key is missing in a language.

/** The public site's chrome: reviewed translations in every language. */
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

/** Staff screens: English only. */
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

/** What the admin area's client components read: its own namespaces and a few shared strings. */
export const ADMIN_CLIENT_NAMESPACES = [...ADMIN_NAMESPACES, "common", "site.name", "site.skipToContent"];
