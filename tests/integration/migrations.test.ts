// The migration tooling of scripts/db against a real Postgres (the test cluster of global-db.ts).
// Every case works in its own throwaway database, so the shared one stays untouched.
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { MIGRATIONS_DIR, migrate, readMigrations } from "@/scripts/db/migrate.mjs";
import {
  diagnoseMigrationHistory,
  diffDatabaseAgainstSchema,
  diffMigrationsAgainstSchema,
} from "@/scripts/db/schema-engine.mjs";
import { DEFAULT_SETTINGS } from "@/lib/settings/defaults";
import { PUBLIC_TEXT_SETTINGS, siteTextsSnapshotSchema } from "@/lib/validation/content";
import { currentWorkerDatabaseUrl } from "../setup/worker-db-name";

const baseUrl = inject("databaseUrl");
const scratchDatabases: string[] = [];
const quiet = { log: () => {} };

async function query<T extends pg.QueryResultRow>(url: string, sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** A new empty database on the test server; dropped after the file. */
async function scratchDatabase() {
  const name = `migrations_test_${randomUUID().slice(0, 8)}`;
  await query(baseUrl, `CREATE DATABASE "${name}"`);
  scratchDatabases.push(name);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function sha256(file: string) {
  return createHash("sha256").update(fs.readFileSync(file)).digest("hex");
}

afterAll(async () => {
  for (const name of scratchDatabases) await query(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
});

const migrationNames = readMigrations().migrations.map((migration) => migration.name);

/** A new scratch database with every migration before the one named `*_${suffix}` applied. */
async function migratedUpTo(suffix: string) {
  const url = await scratchDatabase();
  const before = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  fs.copyFileSync(path.join(MIGRATIONS_DIR, "migration_lock.toml"), path.join(before, "migration_lock.toml"));
  const target = migrationNames.findIndex((name) => name.endsWith(`_${suffix}`));
  for (const name of migrationNames.slice(0, target))
    fs.cpSync(path.join(MIGRATIONS_DIR, name), path.join(before, name), { recursive: true });
  await migrate(url, { ...quiet, dir: before });
  return url;
}

describe("migrations", () => {
  it("run against the test database whose worker copy app code sees in process.env", () => {
    expect(process.env.DATABASE_URL).toBe(currentWorkerDatabaseUrl(baseUrl));
    expect(new URL(baseUrl).hostname).toBe("127.0.0.1");
  });

  it("exist, with Prisma's lockfile", () => {
    expect(migrationNames.length).toBeGreaterThan(0);
    expect(fs.readFileSync(path.join(MIGRATIONS_DIR, "migration_lock.toml"), "utf8")).toContain(
      'provider = "postgresql"',
    );
  });

  it("apply to an empty database, and re-running is a no-op", async () => {
    const url = await scratchDatabase();
    expect((await migrate(url, quiet)).applied).toEqual(migrationNames);
    expect((await migrate(url, quiet)).applied).toEqual([]);
    expect((await migrate(baseUrl, quiet)).applied).toEqual([]);
  });

  it("serialise concurrent runners through the advisory lock", async () => {
    const url = await scratchDatabase();
    const runs = await Promise.all([migrate(url, quiet), migrate(url, quiet)]);
    expect(runs.map((run) => run.applied).sort((a, b) => a.length - b.length)).toEqual([[], migrationNames]);
    const rows = await query(url, "SELECT migration_name FROM _prisma_migrations");
    expect(rows).toHaveLength(migrationNames.length);
  });
});

describe("the security_identities migration (decision 011)", () => {
  it("normalises existing usernames and emails; the oldest keeps a colliding one, later ones get a ~ form", async () => {
    const url = await scratchDatabase();
    const initOnly = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
    fs.copyFileSync(path.join(MIGRATIONS_DIR, "migration_lock.toml"), path.join(initOnly, "migration_lock.toml"));
    const init = migrationNames.find((name) => name.endsWith("_init"))!;
    fs.cpSync(path.join(MIGRATIONS_DIR, init), path.join(initOnly, init), { recursive: true });
    await migrate(url, { ...quiet, dir: initOnly });
    await query(
      url,
      `INSERT INTO "User" (id, username, email, "passwordHash", "updatedAt") VALUES
         (1, 'Anna', 'Anna@Example.org', 'h', now()),
         (2, ' anna', 'other@example.org', 'h', now()),
         (3, 'Bert', 'ANNA@example.org ', 'h', now()),
         (4, 'carl', 'carl@example.org', 'h', now()),
         (5, 'Dora', 'dora@example.org', 'h', now()),
         (6, 'dora', 'DORA2@example.org', 'h', now())`,
    );
    await migrate(url, quiet);
    const rows = await query<{ id: number; username: string; email: string }>(
      url,
      `SELECT id, username, email FROM "User" ORDER BY id`,
    );
    expect(rows).toEqual([
      { id: 1, username: "anna", email: "anna@example.org" },
      { id: 2, username: "anna~2", email: "other@example.org" },
      { id: 3, username: "bert", email: "3~anna@example.org" },
      { id: 4, username: "carl", email: "carl@example.org" },
      { id: 5, username: "dora", email: "dora@example.org" },
      { id: 6, username: "dora~6", email: "dora2@example.org" },
    ]);
    await expect(query(url, `UPDATE "User" SET username = 'Carl' WHERE id = 4`)).rejects.toThrow(
      /User_username_normalised/,
    );
  });
});

describe("the content_workflow migration (docs/decisions/016)", () => {
  it("keeps every booklet, page and popover unchanged, published, with one initial version holding exactly that content", async () => {
    const url = await migratedUpTo("content_workflow");
    await query(
      url,
      `INSERT INTO "Booklet" (id, title, description, "imageUrl", "createdAt", "updatedAt") VALUES
         (1, 'Identity', 'Who you are', '/covers/a.webp', '2025-01-02T03:04:05Z', now()),
         (2, 'Empty one', NULL, NULL, '2025-02-01T00:00:00Z', now());
       INSERT INTO "BookletPage" (id, "bookletId", position, "pageNumber", title, content, "imageUrl", "updatedAt") VALUES
         (10, 1, 2, 7, 'Second', '<p>Two</p>', NULL, now()),
         (11, 1, 1, NULL, 'First', '<p>One &amp; only</p>', '/p.webp', now());
       INSERT INTO "BookletPagePopover" (id, "pageId", title, content, "updatedAt") VALUES (20, 11, 'Note', '<p>A note</p>', now());`,
    );
    const content = `SELECT b.id, b.title, b.description, b."imageUrl", p.id AS "pageId", p.position, p.title AS "pageTitle", p.content, o.content AS "popover"
      FROM "Booklet" b LEFT JOIN "BookletPage" p ON p."bookletId" = b.id LEFT JOIN "BookletPagePopover" o ON o."pageId" = p.id ORDER BY b.id, p.position`;
    const rowsBefore = await query(url, content);
    await migrate(url, quiet);
    expect(await query(url, content)).toEqual(rowsBefore);

    const booklets = await query<{ id: number; published: boolean }>(
      url,
      `SELECT id, "publishedAt" = "createdAt" AS published FROM "Booklet" ORDER BY id`,
    );
    expect(booklets).toEqual([
      { id: 1, published: true },
      { id: 2, published: true },
    ]);
    const versions = await query<{ entityId: number; snapshot: unknown }>(
      url,
      `SELECT "entityId", snapshot FROM "ContentVersion" WHERE "entityType" = 'booklet' ORDER BY "entityId"`,
    );
    expect(versions).toHaveLength(2);
    expect(versions[0].snapshot).toEqual({
      title: "Identity",
      description: "Who you are",
      imageUrl: "/covers/a.webp",
      pages: [
        {
          key: "p11",
          id: 11,
          title: "First",
          content: "<p>One &amp; only</p>",
          imageUrl: "/p.webp",
          pageNumber: null,
          popovers: [{ key: "o20", id: 20, title: "Note", content: "<p>A note</p>" }],
        },
        { key: "p10", id: 10, title: "Second", content: "<p>Two</p>", imageUrl: null, pageNumber: 7, popovers: [] },
      ],
    });
    expect(versions[1].snapshot).toEqual({ title: "Empty one", description: null, imageUrl: null, pages: [] });
  });
});

describe("the book_page_versions migration (docs/decisions/016)", () => {
  it("keeps every book page and popover unchanged, with one initial version holding exactly that content", async () => {
    const url = await migratedUpTo("book_page_versions");
    await query(
      url,
      `INSERT INTO "FlipbookPage" (id, "pageNumber", title, content, "imageUrl", "updatedAt") VALUES
         (1, 1, 'Cover', '<p>Welcome &amp; hello</p>', '/assets/images/page-1.webp', '2025-03-04T05:06:07Z'),
         (2, 2, 'Plain', '<p>Two</p>', NULL, '2025-03-05T00:00:00Z');
       INSERT INTO "Popover" (id, "pageId", title, content, "linkedText", "linkType", "highlightColor", "videoUrl", "positionX", "positionY", "updatedAt") VALUES
         (7, 1, 'Verse', '<p>John 3:16</p>', 'hello', 'video', 'blue', 'https://www.youtube.com/embed/x', 12.5, 40, now());`,
    );
    const content = `SELECT p.*, o.id AS "popoverId", o.title AS "popoverTitle", o.content AS "popover", o."positionX"
      FROM "FlipbookPage" p LEFT JOIN "Popover" o ON o."pageId" = p.id ORDER BY p.id`;
    const rowsBefore = await query(url, content);
    await migrate(url, quiet);
    expect(await query(url, content)).toEqual(rowsBefore);

    const versions = await query<{ entityId: number; snapshot: unknown; publishedAt: Date }>(
      url,
      `SELECT "entityId", snapshot, "publishedAt" FROM "ContentVersion" WHERE "entityType" = 'book-page' ORDER BY "entityId"`,
    );
    expect(versions).toHaveLength(2);
    expect(versions[0].publishedAt.toISOString()).toBe("2025-03-04T05:06:07.000Z");
    expect(versions[0].snapshot).toEqual({
      title: "Cover",
      content: "<p>Welcome &amp; hello</p>",
      popovers: [
        {
          key: "o7",
          id: 7,
          title: "Verse",
          content: "<p>John 3:16</p>",
          linkedText: "hello",
          linkType: "video",
          highlightColor: "blue",
          imageUrl: null,
          audioUrl: null,
          videoUrl: "https://www.youtube.com/embed/x",
          pdfUrl: null,
          position: { x: 12.5, y: 40 },
        },
      ],
    });
    expect(versions[1].snapshot).toEqual({ title: "Plain", content: "<p>Two</p>", popovers: [] });
  });
});

describe("the site_texts_initial_version migration (docs/decisions/016)", () => {
  const versionsOf = (url: string) =>
    query<{ snapshot: unknown; note: string; publishedByName: string; publishedAt: Date }>(
      url,
      `SELECT snapshot, note, "publishedByName", "publishedAt" FROM "ContentVersion" WHERE "entityType" = 'site-texts' AND "entityId" = 1`,
    );
  const defaults = Object.fromEntries(
    PUBLIC_TEXT_SETTINGS.map((name) => [name, DEFAULT_SETTINGS.find((setting) => setting.name === name)!.value]),
  );

  it("keeps one initial version of the texts as visitors read them: each row's value, else its default", async () => {
    const url = await migratedUpTo("site_texts_initial_version");
    await query(
      url,
      `INSERT INTO "Setting" (name, "displayName", value, type, category, "isPublic", "updatedAt") VALUES
         ('site_tagline', 'Tagline', 'Grace & truth, ''always''', 'text', 'general', true, '2025-03-04T05:06:07Z'),
         ('about_mission', 'Mission', 'Our mission', 'textarea', 'general', true, '2025-02-01T00:00:00Z'),
         ('contact_email', 'Contact email', 'late@example.org', 'email', 'contact', true, '2026-01-01T00:00:00Z');`,
    );
    const settings = `SELECT * FROM "Setting" ORDER BY id`;
    const rowsBefore = await query(url, settings);
    await migrate(url, quiet);
    expect(await query(url, settings)).toEqual(rowsBefore);

    const versions = await versionsOf(url);
    expect(versions).toHaveLength(1);
    const [version] = versions;
    expect(version.snapshot).toEqual({
      title: "Public texts",
      texts: { ...defaults, site_tagline: "Grace & truth, 'always'", about_mission: "Our mission" },
    });
    expect(siteTextsSnapshotSchema.safeParse(version.snapshot).success).toBe(true);
    // When the texts last changed on the site: the newest text row (other settings do not count).
    expect(version.publishedAt.toISOString()).toBe("2025-03-04T05:06:07.000Z");
    expect(version).toMatchObject({ publishedByName: "System" });
    expect(version.note).toMatch(/^Initial version/);
  });

  it("holds the defaults when no text has a row, leaves an empty database empty and an existing history alone", async () => {
    const withoutTexts = await migratedUpTo("site_texts_initial_version");
    await query(
      withoutTexts,
      `INSERT INTO "Setting" (name, "displayName", value, type, category, "isPublic", "updatedAt")
       VALUES ('contact_email', 'Contact email', 'a@example.org', 'email', 'contact', true, now())`,
    );
    await migrate(withoutTexts, quiet);
    expect((await versionsOf(withoutTexts)).map((version) => version.snapshot)).toEqual([
      { title: "Public texts", texts: defaults },
    ]);

    // A new site: the seed starts the history once it has written the settings.
    const empty = await migratedUpTo("site_texts_initial_version");
    await migrate(empty, quiet);
    expect(await versionsOf(empty)).toEqual([]);

    const kept = await migratedUpTo("site_texts_initial_version");
    await query(
      kept,
      `INSERT INTO "ContentVersion" ("entityType", "entityId", snapshot, note, "publishedByName", "publishedAt")
       VALUES ('site-texts', 1, '{"title":"Public texts","texts":{}}', 'Published before', 'ada', now())`,
    );
    await migrate(kept, quiet);
    expect((await versionsOf(kept)).map((version) => version.note)).toEqual(["Published before"]);
  });
});

describe("schema.prisma and the migrated database agree", () => {
  it("replaying prisma/migrations yields exactly schema.prisma (Prisma's engine diff)", async () => {
    expect(await diffMigrationsAgainstSchema(baseUrl)).toBe("");
  });

  it("the live migrated database matches schema.prisma: tables, columns, types, nullability, uniques, indexes", async () => {
    expect(await diffDatabaseAgainstSchema(baseUrl)).toBe("");
  });

  it("keeps the full-text GIN index on KnowledgeChunk.searchVector", async () => {
    const rows = await query<{ indexdef: string }>(
      baseUrl,
      "SELECT indexdef FROM pg_indexes WHERE schemaname = 'public' AND indexname = 'KnowledgeChunk_searchVector_idx'",
    );
    expect(rows[0]?.indexdef).toMatch(/USING gin \("searchVector"\)/);
  });

  it("the live comparison notices drift (so an empty diff means something)", async () => {
    const url = await scratchDatabase();
    await migrate(url, quiet);
    await query(
      url,
      `DROP INDEX "KnowledgeChunk_searchVector_idx";
       DROP INDEX "User_email_key";
       ALTER TABLE "Document" ALTER COLUMN "title" DROP NOT NULL;
       ALTER TABLE "Popover" ALTER COLUMN "positionX" TYPE REAL;`,
    );
    const diff = await diffDatabaseAgainstSchema(url);
    expect(diff).toContain(
      'CREATE INDEX "KnowledgeChunk_searchVector_idx" ON "KnowledgeChunk" USING GIN ("searchVector")',
    );
    expect(diff).toContain('CREATE UNIQUE INDEX "User_email_key"');
    expect(diff).toMatch(/ALTER COLUMN "title" SET NOT NULL/);
    expect(diff).toMatch(/ALTER COLUMN "positionX" SET DATA TYPE DOUBLE PRECISION/);
  });
});

describe("_prisma_migrations bookkeeping", () => {
  it("records each migration as Prisma does: sha256 checksum, finished, one step, no logs", async () => {
    const rows = await query<{
      id: string;
      checksum: string;
      migration_name: string;
      finished_at: Date | null;
      rolled_back_at: Date | null;
      started_at: Date;
      logs: string | null;
      applied_steps_count: number;
    }>(baseUrl, "SELECT * FROM _prisma_migrations ORDER BY started_at");
    expect(rows.map((row) => row.migration_name)).toEqual(migrationNames);
    for (const row of rows) {
      expect(row.checksum).toBe(sha256(path.join(MIGRATIONS_DIR, row.migration_name, "migration.sql")));
      expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.finished_at!.getTime()).toBeGreaterThanOrEqual(row.started_at.getTime());
      expect(row.rolled_back_at).toBeNull();
      expect(row.logs).toBeNull();
      expect(row.applied_steps_count).toBe(1);
    }
  });

  it("is read by Prisma's own engine as in sync (what `prisma migrate status` checks)", async () => {
    expect(await diagnoseMigrationHistory(baseUrl)).toEqual({
      editedMigrationNames: [],
      failedMigrationNames: [],
      hasMigrationsTable: true,
      history: null,
    });
  });
});

describe("a failing migration", () => {
  const brokenName = "29991231235959_broken";
  let migrationsDir = "";

  afterAll(() => fs.rmSync(migrationsDir, { recursive: true, force: true }));

  it("is atomic, is recorded as failed, blocks later runs (P3009) until rolled back", async () => {
    migrationsDir = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
    fs.cpSync(MIGRATIONS_DIR, migrationsDir, { recursive: true });
    const brokenFile = path.join(migrationsDir, brokenName, "migration.sql");
    fs.mkdirSync(path.dirname(brokenFile));
    fs.writeFileSync(brokenFile, 'CREATE TABLE "ShouldNotExist" ("id" INTEGER);\nSELECT 1/0;\n');
    const url = await scratchDatabase();

    await expect(migrate(url, { ...quiet, dir: migrationsDir })).rejects.toMatchObject({ code: "P3018" });
    const tables = await query(url, "SELECT 1 FROM pg_tables WHERE tablename = 'ShouldNotExist'");
    expect(tables).toHaveLength(0);
    const [failed] = await query<{ finished_at: Date | null; logs: string; checksum: string }>(
      url,
      "SELECT finished_at, logs, checksum FROM _prisma_migrations WHERE migration_name = $1",
      [brokenName],
    );
    expect(failed.finished_at).toBeNull();
    expect(failed.logs).toContain("division by zero");
    expect(failed.logs).toContain("22012");
    expect(failed.checksum).toBe(sha256(brokenFile));

    await expect(migrate(url, { ...quiet, dir: migrationsDir })).rejects.toMatchObject({ code: "P3009" });

    // What `prisma migrate resolve --rolled-back` does; then a corrected file applies as a new row.
    await query(url, "UPDATE _prisma_migrations SET rolled_back_at = now() WHERE migration_name = $1", [brokenName]);
    fs.writeFileSync(brokenFile, 'CREATE TABLE "ShouldNotExist" ("id" INTEGER);\n');
    expect((await migrate(url, { ...quiet, dir: migrationsDir })).applied).toEqual([brokenName]);
    const rows = await query(url, "SELECT 1 FROM _prisma_migrations WHERE migration_name = $1", [brokenName]);
    expect(rows).toHaveLength(2);
  });
});
