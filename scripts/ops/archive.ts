// Backup archives (decision 014): one .tar.gz holding manifest.json, db/<table>.copy (Postgres
// COPY text of every table, read in one REPEATABLE READ snapshot) and files/<key> (every stored
// upload). The manifest lists counts, sizes and SHA-256 of every entry; restore checks all of
// them before it touches the database. pg_dump is not used: the embedded server is Postgres 18
// and ships no client tools, and a distribution's pg_dump refuses a newer server.
import { createHash, randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import pg from "pg";
import { from as copyFrom, to as copyTo } from "pg-copy-streams";
import tarFs from "tar-fs";
import { migrate, MIGRATIONS_DIR, LOCKFILE_NAME, readMigrations } from "../db/migrate.mjs";
import type { FileStorage } from "@/lib/storage";
import { mimeTypeOf } from "@/lib/contracts/file-types";

export const ARCHIVE_FORMAT = 1;
const MIGRATIONS_TABLE = "_prisma_migrations";
// Storage keys written by the readiness probe are not content.
const SKIPPED_KEY = /^\.health\//;

type TableEntry = { name: string; columns: string[]; rows: number; bytes: number; sha256: string };
type FileEntry = { key: string; bytes: number; sha256: string };
export type Manifest = {
  format: number;
  createdAt: string;
  migrations: string[];
  tables: TableEntry[];
  files: FileEntry[];
};

export class ArchiveError extends Error {}

/** Writes the archive; returns its manifest. */
export async function createBackup({
  url,
  storage,
  out,
}: {
  url: string;
  storage: FileStorage;
  out: string;
}): Promise<Manifest> {
  const staging = await mkdtemp(path.join(os.tmpdir(), "backup-"));
  try {
    const { migrations, tables } = await dumpDatabase(url, staging);
    const files = await copyFiles(storage, staging);
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      createdAt: new Date().toISOString(),
      migrations,
      tables,
      files,
    };
    await writeFile(path.join(staging, "manifest.json"), JSON.stringify(manifest, null, 2));
    // The archive holds password hashes, two-factor secrets and the mail server's password: its
    // owner's alone (security review 5, L4).
    await mkdir(path.dirname(path.resolve(out)), { recursive: true, mode: 0o700 });
    const partial = `${out}.partial-${randomUUID().slice(0, 8)}`;
    try {
      await pipeline(tarFs.pack(staging), createGzip(), createWriteStream(partial, { mode: 0o600 }));
      // Renamed only when complete, so a crashed backup never looks like a finished one.
      await rename(partial, out);
    } finally {
      await rm(partial, { force: true });
    }
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function dumpDatabase(url: string, dir: string) {
  await mkdir(path.join(dir, "db"));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // One snapshot for every table: rows that reference each other are dumped consistently.
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const migrations = (
      await client.query<{ name: string }>(
        `SELECT migration_name AS name FROM ${MIGRATIONS_TABLE} WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
      )
    ).rows.map((row) => row.name);
    const tables: TableEntry[] = [];
    for (const { name, columns } of await listTables(client)) {
      const file = path.join(dir, "db", `${name}.copy`);
      const columnList = columns.map((column) => client.escapeIdentifier(column)).join(", ");
      const source = client.query(
        copyTo(`COPY (SELECT ${columnList} FROM ${client.escapeIdentifier(name)}) TO STDOUT`),
      );
      const hash = createHash("sha256");
      let rows = 0;
      let bytes = 0;
      const count = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          bytes += chunk.length;
          for (const byte of chunk) if (byte === 10) rows++;
          done(null, chunk);
        },
      });
      await pipeline(source, count, createWriteStream(file));
      tables.push({ name, columns, rows, bytes, sha256: hash.digest("hex") });
    }
    await client.query("COMMIT");
    return { migrations, tables };
  } finally {
    await client.end();
  }
}

/** Tables of schema public (minus the migrations table) with their stored columns, parents before children. */
async function listTables(client: pg.Client) {
  const { rows } = await client.query<{ name: string; columns: string[] }>(
    `SELECT c.relname::text AS name, array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname <> $1
      GROUP BY c.relname ORDER BY c.relname`,
    [MIGRATIONS_TABLE],
  );
  return orderByDependencies(rows, await foreignKeys(client));
}

function orderByDependencies<T extends { name: string }>(tables: T[], edges: { child: string; parent: string }[]): T[] {
  const ordered: T[] = [];
  const placed = new Set<string>();
  let remaining = tables;
  while (remaining.length > 0) {
    const ready = remaining.filter((table) =>
      edges.every((edge) => edge.child !== table.name || placed.has(edge.parent) || edge.parent === edge.child),
    );
    // A foreign-key cycle (none today): keep going in name order rather than looping forever.
    const next = ready.length > 0 ? ready : [remaining[0]];
    for (const table of next) placed.add(table.name);
    ordered.push(...next);
    remaining = remaining.filter((table) => !placed.has(table.name));
  }
  return ordered;
}

async function copyFiles(storage: FileStorage, dir: string): Promise<FileEntry[]> {
  const files: FileEntry[] = [];
  for await (const key of storage.list()) {
    if (SKIPPED_KEY.test(key)) continue;
    const object = await storage.get(key);
    if (!object) continue; // deleted since it was listed
    const target = safeJoin(path.join(dir, "files"), key);
    await mkdir(path.dirname(target), { recursive: true });
    const hash = createHash("sha256");
    let bytes = 0;
    const count = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        bytes += chunk.length;
        done(null, chunk);
      },
    });
    await pipeline(
      Readable.fromWeb(object.body as import("node:stream/web").ReadableStream),
      count,
      createWriteStream(target),
    );
    files.push({ key, bytes, sha256: hash.digest("hex") });
  }
  return files.sort((a, b) => a.key.localeCompare(b.key));
}

function safeJoin(root: string, key: string) {
  const target = path.resolve(root, key);
  if (!target.startsWith(path.resolve(root) + path.sep))
    throw new ArchiveError(`Refusing a path outside the archive: ${key}`);
  return target;
}

/** Unpacks and checks an archive; throws ArchiveError when anything is missing, extra or altered. */
export async function openArchive(
  file: string,
): Promise<{ dir: string; manifest: Manifest; dispose: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "restore-"));
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    await pipeline(
      createReadStream(file),
      createGunzip(),
      tarFs.extract(dir, {
        // Plain files and folders only: no links, devices or paths that climb out.
        ignore: (name, header) =>
          !header || !["file", "directory"].includes(header.type) || !path.resolve(name).startsWith(dir + path.sep),
        readable: true,
        writable: true,
      }),
    ).catch((error: Error) => {
      throw new ArchiveError(`${file} is not a readable backup archive (${error.message}).`);
    });
    const manifest = await readManifest(dir);
    await verify(dir, manifest);
    return { dir, manifest, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

async function readManifest(dir: string): Promise<Manifest> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, "manifest.json"), "utf8")) as Manifest;
  } catch {
    throw new ArchiveError("The archive has no readable manifest.json.");
  }
  if (
    manifest.format !== ARCHIVE_FORMAT ||
    !Array.isArray(manifest.tables) ||
    !Array.isArray(manifest.files) ||
    !Array.isArray(manifest.migrations)
  ) {
    throw new ArchiveError(`Unknown archive format ${String(manifest.format)}.`);
  }
  return manifest;
}

async function verify(dir: string, manifest: Manifest) {
  const expected = new Map<string, { bytes: number; sha256: string }>([
    ...manifest.tables.map((table) => [`db/${table.name}.copy`, table] as const),
    ...manifest.files.map((file) => [`files/${file.key}`, file] as const),
  ]);
  const present = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .filter((name) => name !== "manifest.json");
  const extra = present.filter((name) => !expected.has(name));
  if (extra.length > 0)
    throw new ArchiveError(`The archive holds files its manifest does not list: ${extra.slice(0, 3).join(", ")}.`);
  for (const [name, entry] of expected) {
    const target = safeJoin(dir, name);
    const info = await stat(target).catch(() => null);
    if (!info?.isFile()) throw new ArchiveError(`The archive is missing ${name}.`);
    if (info.size !== entry.bytes || (await sha256File(target)) !== entry.sha256) {
      throw new ArchiveError(`${name} in the archive is damaged (size or checksum differs from the manifest).`);
    }
  }
}

async function sha256File(file: string) {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** Rows in the database's content tables (0 for a fresh database, with or without the schema). */
// Tables a migration fills with starter rows (the chatbot's synonym groups): a freshly migrated
// database holds them, so they do not make it "a database with data" worth asking about.
export const MIGRATION_SEEDED_TABLES: ReadonlySet<string> = new Set(["ThesaurusEntry"]);

/** Rows of staff and visitor data, so a freshly migrated database counts as empty. */
export async function countRows(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    let total = 0;
    for (const { name } of await listTables(client)) {
      if (MIGRATION_SEEDED_TABLES.has(name)) continue;
      const { rows } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${client.escapeIdentifier(name)}`,
      );
      total += rows[0].n;
    }
    return total;
  } finally {
    await client.end();
  }
}

/**
 * Replaces the database and the stored files with the archive's. The schema is rebuilt by the
 * archive's own migrations, the rows loaded in one transaction, then any newer migrations of this
 * version run on them, as they would on an upgrade.
 */
export async function restoreArchive({
  url,
  storage,
  dir,
  manifest,
}: {
  url: string;
  storage: FileStorage;
  dir: string;
  manifest: Manifest;
}) {
  const known = new Set(readMigrations().migrations.map((migration: { name: string }) => migration.name));
  const unknown = manifest.migrations.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new ArchiveError(
      `The backup was made by a newer version of the site (migration ${unknown[0]}). Upgrade the code first, then restore.`,
    );
  }
  await dropSchemaObjects(url);
  const partial = await mkdtemp(path.join(os.tmpdir(), "migrations-"));
  try {
    await copyFile(path.join(MIGRATIONS_DIR, LOCKFILE_NAME), path.join(partial, LOCKFILE_NAME)).catch(() => {});
    for (const name of manifest.migrations) {
      await mkdir(path.join(partial, name));
      await copyFile(path.join(MIGRATIONS_DIR, name, "migration.sql"), path.join(partial, name, "migration.sql"));
    }
    await migrate(url, { log: () => {}, dir: partial });
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
  await loadTables(url, dir, manifest);
  await migrate(url, { log: () => {} });
  await replaceFiles(storage, dir, manifest);
}

/** Drops every table, enum type and function of schema public (what a managed database's owner may do; DROP SCHEMA may not be allowed). */
async function dropSchemaObjects(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DO $$ DECLARE r record; BEGIN
      FOR r IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
        EXECUTE format('DROP TABLE IF EXISTS public.%I CASCADE', r.tablename); END LOOP;
      FOR r IN SELECT t.typname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
               WHERE n.nspname = 'public' AND t.typtype = 'e' LOOP
        EXECUTE format('DROP TYPE IF EXISTS public.%I CASCADE', r.typname); END LOOP;
      -- Trigger and helper functions the migrations created; an extension's own functions stay with it.
      FOR r IN SELECT p.oid::regprocedure AS signature FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
               WHERE n.nspname = 'public'
                 AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e') LOOP
        EXECUTE format('DROP FUNCTION IF EXISTS %s CASCADE', r.signature); END LOOP;
    END $$`);
  } finally {
    await client.end();
  }
}

async function loadTables(url: string, dir: string, manifest: Manifest) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("BEGIN");
    const order = orderByDependencies(manifest.tables, await foreignKeys(client));
    // The archive holds each table whole; starter rows the migrations just wrote give way to it.
    const names = order.map((table) => client.escapeIdentifier(table.name)).join(", ");
    if (names) await client.query(`TRUNCATE ${names} RESTART IDENTITY CASCADE`);
    for (const table of order) {
      const columnList = table.columns.map((column) => client.escapeIdentifier(column)).join(", ");
      const sink = client.query(copyFrom(`COPY ${client.escapeIdentifier(table.name)} (${columnList}) FROM STDIN`));
      await pipeline(createReadStream(path.join(dir, "db", `${table.name}.copy`)), sink);
    }
    // Serial ids continue after the restored rows.
    const serials = await client.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' AND column_default LIKE 'nextval(%'`,
    );
    for (const { table_name: table, column_name: column } of serials.rows) {
      await client.query(
        `SELECT setval(pg_get_serial_sequence($1, $2), COALESCE((SELECT max(${client.escapeIdentifier(column)}) FROM ${client.escapeIdentifier(table)}), 0) + 1, false)`,
        [`public.${client.escapeIdentifier(table)}`, column],
      );
    }
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

async function foreignKeys(client: pg.Client) {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `SELECT c.relname AS child, p.relname AS parent FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE k.contype = 'f' AND n.nspname = 'public' AND c.oid <> p.oid`,
  );
  return rows;
}

async function replaceFiles(storage: FileStorage, dir: string, manifest: Manifest) {
  const keep = new Set(manifest.files.map((file) => file.key));
  for await (const key of storage.list()) {
    if (!keep.has(key) && !SKIPPED_KEY.test(key)) await storage.delete(key);
  }
  for (const file of manifest.files) {
    const body = Readable.toWeb(
      createReadStream(safeJoin(path.join(dir, "files"), file.key)),
    ) as ReadableStream<Uint8Array>;
    await storage.put(file.key, body, mimeTypeOf(path.extname(file.key).slice(1)));
  }
}
