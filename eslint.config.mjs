import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const LONG_FUNCTIONS_NOT_YET_SPLIT = [
  // Changed on parallel branches when the rule came in (booklets and the book editor, the public
  // pages and their move to app/[locale], the knowledge base, the dashboard and the answers bench).
  "app/(admin)/admin/(protected)/booklets/**",
  "app/(admin)/admin/(protected)/flipbook-management/**",
  "app/(admin)/admin/(protected)/dashboard/page.tsx",
  "app/(public)/**",
  "app/[[]locale]/**",
  "components/booklets/**",
  "components/site/site-footer.tsx",
  "lib/data/knowledge.ts",
  "scripts/bench/answers.mjs",
  "scripts/bench/serving.mjs",
  "lib/cache-handler/broadcast.mjs",
  // Admin screens still to split into parts.
  "app/(admin)/admin/(protected)/conversations/conversations-table.tsx",
  "app/(admin)/admin/(protected)/documents/documents-browser.tsx",
  "app/(admin)/admin/(protected)/documents/folders-dialog.tsx",
  "app/(admin)/admin/(protected)/documents/upload-form.tsx",
  "app/(admin)/admin/(protected)/settings/setting-form.tsx",
  "app/(admin)/admin/(protected)/translations/stored-translations-table.tsx",
  // Grew past the limits when the code was first formatted (Prettier, 120 columns): still to split.
  "app/(admin)/admin/(auth)/login/login-form.tsx",
  "app/(admin)/admin/(auth)/register/register-form.tsx",
  "app/(admin)/admin/(protected)/activity/activity-table.tsx",
  "app/(admin)/admin/(protected)/categories/folder-form.tsx",
  "app/(admin)/admin/(protected)/categories/folders-table.tsx",
  "app/(admin)/admin/(protected)/conversations/conversation-dialog.tsx",
  "app/(admin)/admin/(protected)/conversations/promote-dialog.tsx",
  "app/(admin)/admin/(protected)/questions/question-form.tsx",
  "app/(admin)/admin/(protected)/settings/settings-table.tsx",
  "app/(admin)/admin/(protected)/translations/glossary-form.tsx",
  "app/(admin)/admin/(protected)/translations/glossary-table.tsx",
  "app/(admin)/admin/(protected)/translations/site-content-table.tsx",
  "app/(admin)/admin/(protected)/translations/translation-dialog.tsx",
  "app/(admin)/admin/(protected)/users/users-table.tsx",
  "components/admin/admin-shell.tsx",
  "components/admin/rich-text/rich-text-editor.tsx",
  "components/book/book-bars.tsx",
  "components/book/book-search.tsx",
  "components/book/book-viewer.tsx",
  "components/book/thumbnail-strip.tsx",
  "components/chat/chat-composer.tsx",
  "components/chat/chat-panel.tsx",
  "components/chat/use-chat-session.ts",
  "lib/uploads/receive.ts",
  "scripts/bench/soak.mjs",
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      "lib/generated/**",
      ".data/**",
      "test-results/**",
      "playwright-report/**",
      "public/**",
      "next-env.d.ts",
    ],
  },
  {
    rules: {
      // Public pages live under the internal app/[locale] segment (docs/decisions/010), which this
      // rule reads as a page at every path; the pages it means to protect are checked by e2e tests.
      "@next/next/no-html-link-for-pages": "off",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
    },
  },
  // Size (issue 16): a component file stays under about 250 lines and a function under about 60, so
  // that each can be read whole before it is changed. Blank lines and comments do not count.
  {
    files: ["app/**/*.tsx", "components/**/*.tsx"],
    ignores: ["components/ui/**"],
    rules: { "max-lines": ["error", { max: 250, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ["**/*.{ts,tsx,mjs,js}"],
    // Tests are lists of cases, generated code and data tables are data; shadcn/ui is vendored.
    ignores: [
      "tests/**",
      "**/*.test.ts",
      "lib/generated/**",
      "components/ui/**",
      "prisma/seed/**",
      "lib/i18n/messages/**",
    ],
    rules: { "max-lines-per-function": ["error", { max: 60, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Not split yet: remove a file from the list when it is.
    files: LONG_FUNCTIONS_NOT_YET_SPLIT,
    rules: { "max-lines-per-function": "off", "max-lines": "off" },
  },
];

export default config;
