import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const LONG_FUNCTIONS_NOT_YET_SPLIT = [
  "app/(admin)/admin/(protected)/booklets/**",
  "app/(admin)/admin/(protected)/flipbook-management/**",
  "app/(public)/**",
  "components/booklets/**",
  "components/site/site-footer.tsx",
  "lib/data/knowledge.ts",
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [".next/**", "node_modules/**", "lib/generated/**", ".data/**", "test-results/**", "playwright-report/**", "public/**", "next-env.d.ts"],
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
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
    ignores: ["tests/**", "**/*.test.ts", "lib/generated/**", "components/ui/**", "prisma/seed/**", "lib/i18n/messages/**"],
    rules: { "max-lines-per-function": ["error", { max: 60, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Not split yet; remove a file from this list when it is. Booklet and book-editor screens,
    // lib/data/knowledge.ts and the public pages were being changed on parallel branches.
    files: LONG_FUNCTIONS_NOT_YET_SPLIT,
    rules: { "max-lines-per-function": "off", "max-lines": "off" },
  },
];

export default config;
