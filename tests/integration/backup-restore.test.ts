import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), cacheTag: vi.fn(), cacheLife: vi.fn() }));

import { db } from "@/lib/db";
import { createDocuments } from "@/lib/data/documents";
import { localStorage } from "@/lib/storage/local";
import { migrate } from "@/scripts/db/migrate.mjs";
import { recreatePublicSchema } from "@/scripts/db/reset.mjs";
import {
  ArchiveError,
  countRows,
  createBackup,
  MIGRATION_SEEDED_TABLES,
  openArchive,
  restoreArchive,
} from "@/scripts/ops/archive";
import { makePdf } from "@/tests/support/files";
import { prepareChunks } from "@/lib/knowledge/indexing";

const url = process.env.DATABASE_URL!;
let work: string;
let storageDir: string;
const storage = () => localStorage(storageDir);

/** Every row of every table, as JSON, in a stable order: "the same state" down to ids and timestamps. */
async function snapshot() {
  const tables = await db.$queryRaw<{ name: string }[]>`
    SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY 1`;
  const result: Record<string, unknown[]> = {};
  for (const { name } of tables) {
    const rows = await db.$queryRawUnsafe<{ row: string }[]>(
      `SELECT to_jsonb(t)::text AS row FROM "${name}" t ORDER BY 1`,
    );
    result[name] = rows.map((r) => r.row);
  }
  return result;
}

async function seed() {
  const pdf = await makePdf(["Backup teaching", "The word covenant appears here."]);
  await storage().put("documents/backup-test.pdf", pdf, "application/pdf");
  await storage().put(
    "book-files/11111111-2222-3333-4444-555555555555.png",
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]),
    "image/png",
  );
  const category = await db.category.create({ data: { name: "Backups", slug: `backups-${Date.now()}` } });
  await createDocuments(
    [
      {
        title: "Backup teaching",
        content: "Backup teaching. The word covenant appears here.",
        documentType: "pdf",
        mimeType: "application/pdf",
        size: pdf.length,
        originalName: "teaching.pdf",
        storageKey: "documents/backup-test.pdf",
        extractionNote: null,
        categoryId: category.id,
      },
    ],
    prepareChunks,
  );
  await db.user.create({
    data: {
      username: "backup-admin",
      email: "backup@example.org",
      passwordHash: "$2b$04$abcdefghijklmnopqrstuu",
      role: "admin",
    },
  });
  await db.setting.create({
    data: { name: `backup_setting_${Date.now()}`, displayName: "Backup", value: "kept", isPublic: true },
  });
  await db.flipbookPage.create({
    data: {
      pageNumber: 9001,
      title: "Page",
      content: "<p>Book page kept</p>",
      imageUrl: "/api/upload/files/11111111-2222-3333-4444-555555555555.png",
    },
  });
  await db.booklet.create({
    data: {
      title: "Backup booklet",
      pages: { create: [{ position: 1, title: "One", content: "<p>Booklet page</p>" }] },
    },
  });
  await db.contactMessage.create({
    data: {
      name: "Dora",
      email: "dora@example.org",
      subject: "Hi",
      message: "Keep this ‘message’ with\ttabs\nand lines \\ too",
    },
  });
  await db.chatConversation.create({
    data: { sessionId: `backup-${Date.now()}`, messages: { create: [{ role: "user", content: "Question?" }] } },
  });
  return pdf;
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), "backup-test-"));
  storageDir = path.join(work, "uploads");
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
  // Later test files expect the freshly migrated database the run started with (the first account
  // becomes admin…, the migrations' starter synonyms are there).
  const keep = ["_prisma_migrations", ...MIGRATION_SEEDED_TABLES].map((name) => `'${name}'`).join(", ");
  await db.$executeRawUnsafe(`DO $$ DECLARE r record; BEGIN
    FOR r IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN (${keep}) LOOP
      EXECUTE format('TRUNCATE public.%I RESTART IDENTITY CASCADE', r.tablename); END LOOP; END $$`);
});

describe("backup and restore", () => {
  let archive: string;
  let before: Awaited<ReturnType<typeof snapshot>>;
  let pdf: Uint8Array;

  it("round trip: seed → upload → backup → wipe → restore gives the same rows and file bytes", async () => {
    pdf = await seed();
    before = await snapshot();
    archive = path.join(work, "site.tar.gz");
    const manifest = await createBackup({ url, storage: storage(), out: archive });
    // Password hashes and secrets inside: the owner's alone (security review 5, L4).
    expect(((await stat(archive)).mode & 0o777).toString(8)).toBe("600");
    expect(manifest.files.map((f) => f.key)).toEqual([
      "book-files/11111111-2222-3333-4444-555555555555.png",
      "documents/backup-test.pdf",
    ]);
    expect(manifest.tables.find((t) => t.name === "Document")?.rows).toBeGreaterThanOrEqual(1);
    expect(manifest.tables.find((t) => t.name === "ContactMessage")?.rows).toBe(before.ContactMessage.length);

    // A fresh machine: empty migrated database, no files.
    await db.$disconnect();
    await recreatePublicSchema(url);
    await migrate(url, { log: () => {} });
    await rm(storageDir, { recursive: true, force: true });
    expect(await countRows(url)).toBe(0);

    const opened = await openArchive(archive);
    try {
      await restoreArchive({ url, storage: storage(), dir: opened.dir, manifest: opened.manifest });
    } finally {
      await opened.dispose();
    }
    expect(await snapshot()).toEqual(before);
    expect(new Uint8Array(await readFile(path.join(storageDir, "documents/backup-test.pdf")))).toEqual(pdf);
    // Ids continue after the restored ones.
    const next = await db.contactMessage.create({
      data: { name: "New", email: "n@example.org", message: "after restore" },
    });
    expect(next.id).toBeGreaterThan(
      Math.max(...(await db.contactMessage.findMany({ where: { id: { not: next.id } } })).map((m) => m.id)),
    );
    await db.contactMessage.delete({ where: { id: next.id } });
    // The knowledge passages are searchable again (generated columns rebuilt).
    const hits = await db.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM "KnowledgeChunk" WHERE "searchVector" @@ plainto_tsquery('english', 'covenant')`;
    expect(hits[0].n).toBeGreaterThan(0);
  });

  it("refuses a damaged archive (truncated, altered byte, extra file) before touching anything", async () => {
    const bytes = await readFile(archive);
    const truncated = path.join(work, "truncated.tar.gz");
    await writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expect(openArchive(truncated)).rejects.toBeInstanceOf(ArchiveError);

    const tar = gunzipSync(bytes);
    const at = tar.indexOf(Buffer.from("Keep this"));
    expect(at).toBeGreaterThan(0);
    const altered = Buffer.from(tar);
    altered[at] = "k".charCodeAt(0);
    const alteredFile = path.join(work, "altered.tar.gz");
    await writeFile(alteredFile, gzipSync(altered));
    await expect(openArchive(alteredFile)).rejects.toThrow(/damaged/);

    const notAnArchive = path.join(work, "junk.tar.gz");
    await writeFile(notAnArchive, "hello");
    await expect(openArchive(notAnArchive)).rejects.toBeInstanceOf(ArchiveError);
  });

  it("the commands: backup prints the archive path last; restore asks before replacing data and --yes skips it", async () => {
    const env = { ...process.env, DATABASE_URL: url, STORAGE_DIR: storageDir, NODE_ENV: "production" as const };
    const tsx = ["--conditions=react-server"];
    const out = path.join(work, "cli.tar.gz");
    const backup = spawnSync("node_modules/.bin/tsx", [...tsx, "scripts/ops/backup.ts", "--out", out], {
      env,
      encoding: "utf8",
    });
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout.trim().split("\n").at(-1)).toBe(out);

    const refused = spawnSync("node_modules/.bin/tsx", [...tsx, "scripts/ops/restore.ts", out], {
      env,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/holds \d+ rows.*--yes/s);

    const restored = spawnSync("node_modules/.bin/tsx", [...tsx, "scripts/ops/restore.ts", out, "--yes"], {
      env,
      encoding: "utf8",
    });
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/Restored \d+ rows and 2 files/);
    expect(await snapshot()).toEqual(before);
  });
});
