import { defineConfig } from "prisma/config";

// Prisma 7 reads no .env and `env()` would fail `prisma generate` when the variable is unset
// (RECIPE §5), so a placeholder URL stands in; nothing connects with it.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: {
    url: process.env.DATABASE_URL ?? "postgresql://postgres:postgres@localhost:5432/postgres",
  },
});
