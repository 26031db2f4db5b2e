// Prisma's own schema engine, compiled to WASM, driven through @prisma/adapter-pg: writes
// migration SQL offline (the native engine cannot be downloaded) and compares migrations,
// schema.prisma and live databases (RECIPE §7a).
//
//   node scripts/db/schema-engine.mjs create <name>   write prisma/migrations/<stamp>_<name>/
//   node scripts/db/schema-engine.mjs check           exit 1 when schema.prisma has unmigrated changes
//
// Both need DATABASE_URL to a Postgres where the user may CREATE DATABASE (for shadow databases);
// `npm run db:new -- <name>` runs `create` through with-db.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory, ColumnTypeEnum } from "@prisma/driver-adapter-utils";
import * as wasmBindings from "@prisma/schema-engine-wasm/schema_engine_bg";
import { LOCKFILE_CONTENT, LOCKFILE_NAME, MIGRATIONS_DIR, readMigrations } from "./migrate.mjs";
import { connectionConfig } from "./url.mjs";

export const SCHEMA_PATH = path.resolve(import.meta.dirname, "../../prisma/schema.prisma");

const PG_CHAR_OID = 18;
const PG_TEXT_OID = 25;
const CHAR_COLUMNS = Symbol("charColumns");
const NO_FILTERS = { externalTables: [], externalEnums: [] };

let wasmReady = null;

/**
 * SQL that takes the database built by replaying prisma/migrations to schema.prisma ("" when none).
 * Same as `prisma migrate diff --from-migrations prisma/migrations --to-schema prisma/schema.prisma --script`.
 */
export async function diffMigrationsAgainstSchema(
  databaseUrl,
  { migrationsDir = MIGRATIONS_DIR, schemaPath = SCHEMA_PATH } = {},
) {
  return withEngine(databaseUrl, schemaPath, (engine, files) =>
    runDiff(engine, { tag: "migrations", ...migrationsList(migrationsDir) }, files),
  );
}

/**
 * SQL that takes the live database at databaseUrl to schema.prisma ("" when they agree).
 * Same as `prisma migrate diff --from-config-datasource --to-schema prisma/schema.prisma --script`.
 */
export async function diffDatabaseAgainstSchema(databaseUrl, { schemaPath = SCHEMA_PATH } = {}) {
  return withEngine(databaseUrl, schemaPath, (engine, files) =>
    runDiff(engine, { tag: "schemaDatasource", files, configDir: path.dirname(schemaPath) }, files),
  );
}

/**
 * What `prisma migrate status` reports about the live database against prisma/migrations
 * (edited, failed and unapplied migrations), using a shadow database.
 */
export async function diagnoseMigrationHistory(
  databaseUrl,
  { migrationsDir = MIGRATIONS_DIR, schemaPath = SCHEMA_PATH } = {},
) {
  return withEngine(databaseUrl, schemaPath, (engine) =>
    engine.diagnoseMigrationHistory({
      migrationsList: migrationsList(migrationsDir),
      optInToShadowDatabase: true,
      filters: NO_FILTERS,
    }),
  );
}

/**
 * Writes prisma/migrations/<UTC yyyymmddHHMMSS>_<name>/migration.sql for the changes in
 * schema.prisma that no migration covers yet. Returns the directory, or null when there are none.
 */
export async function createMigration(
  databaseUrl,
  name,
  { migrationsDir = MIGRATIONS_DIR, schemaPath = SCHEMA_PATH } = {},
) {
  const slug = migrationSlug(name);
  fs.mkdirSync(migrationsDir, { recursive: true });
  const lockfilePath = path.join(migrationsDir, LOCKFILE_NAME);
  if (!fs.existsSync(lockfilePath)) fs.writeFileSync(lockfilePath, LOCKFILE_CONTENT);

  // (a) engine.createMigration needs a shadow-database factory the WASM build lacks; a diff from
  // the migrations directory produces the same script.
  const script = await diffMigrationsAgainstSchema(databaseUrl, { migrationsDir, schemaPath });
  if (!script) return null;
  const existing = readMigrations(migrationsDir).migrations.map((migration) => migration.name);
  const dir = path.join(migrationsDir, `${nextTimestamp(existing)}_${slug}`);
  fs.mkdirSync(dir);
  fs.writeFileSync(path.join(dir, "migration.sql"), script);
  return dir;
}

function migrationSlug(name) {
  const slug = String(name ?? "")
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
  if (!slug) throw new Error("Give the migration a name, e.g. `npm run db:new -- add_pinned`.");
  return slug;
}

function nextTimestamp(existingNames, now = new Date()) {
  for (let time = now.getTime(); ; time += 1000) {
    const stamp = new Date(time).toISOString().replace(/\D/g, "").slice(0, 14);
    if (!existingNames.some((name) => name.startsWith(`${stamp}_`))) return stamp;
  }
}

function migrationsList(dir) {
  const { lockfile, migrations } = readMigrations(dir);
  return {
    baseDir: dir,
    // (b) the engine cannot tell the connector of a migrations directory without its lockfile.
    lockfile: { path: LOCKFILE_NAME, content: lockfile ?? LOCKFILE_CONTENT },
    shadowDbInitScript: "",
    migrationDirectories: migrations.map((migration) => ({
      path: migration.name,
      migrationFile: { path: "migration.sql", content: { tag: "ok", value: migration.script } },
    })),
  };
}

async function runDiff(engine, from, files) {
  const { stdout } = await engine.diff({
    from,
    to: { tag: "schemaDatamodel", files },
    script: true,
    exitCode: null,
    filters: NO_FILTERS,
  });
  const script = stdout ?? "";
  return script.trim() === "" || script.trim() === "-- This is an empty migration." ? "" : script;
}

async function withEngine(databaseUrl, schemaPath, task) {
  await loadWasm();
  const schema = fs.readFileSync(schemaPath, "utf8");
  const files = [{ path: schemaPath, content: schema }];
  const factory = new ScratchPg(connectionConfig(databaseUrl));
  const engine = await wasmBindings.SchemaEngine.new(
    { datamodels: [[schemaPath, schema]] },
    () => {}, // tracing output; the useful part arrives in rejections
    bindMigrationAwareSqlAdapterFactory(factory),
  );
  try {
    return await task(engine, files);
  } catch (error) {
    throw engineError(error);
  } finally {
    engine.free();
    await factory.closeAll();
  }
}

// The package's ESM entry imports the .wasm directly, which Node rejects
// (ERR_UNKNOWN_FILE_EXTENSION), so the module is instantiated here by hand.
function loadWasm() {
  wasmReady ??= (async () => {
    globalThis.PRISMA_WASM_PANIC_REGISTRY ??= {
      set_message: (message) => console.error(`Prisma schema engine panicked: ${message}`),
    };
    const require = createRequire(import.meta.url);
    const wasmPath = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg").replace(/\.js$/, ".wasm");
    const { instance } = await WebAssembly.instantiate(fs.readFileSync(wasmPath), {
      "./schema_engine_bg.js": wasmBindings,
    });
    wasmBindings.__wbg_set_wasm(instance.exports);
    instance.exports.__wbindgen_start();
  })();
  return wasmReady;
}

function engineError(error) {
  // Engine messages end with a Rust span trace ("   0: schema_engine_wasm::…"); keep the message.
  const message = String(error?.message ?? error).split(/\n\s+0: /)[0];
  return new Error(`Prisma schema engine: ${message}`, { cause: error });
}

/**
 * PrismaPg with the fixes the schema engine needs (RECIPE §7a). Takes discrete connection
 * fields: with a connectionString, pg would ignore the shadow database's `database` override.
 */
class ScratchPg extends PrismaPg {
  #adapters = [];

  async connect() {
    const adapter = patchAdapter(await super.connect());
    this.#adapters.push(adapter);
    return adapter;
  }

  // (c) PrismaPg drops the shadow database while its own pool is still connected to it.
  async connectToShadowDb() {
    const main = await this.connect();
    const database = `prisma_migrate_shadow_db_${randomUUID()}`;
    await main.underlyingDriver().query(`CREATE DATABASE "${database}"`);
    const shadow = await new ScratchPg({ ...this.config, database }).connect();
    const disposeShadowPool = shadow.dispose;
    let dropped = null;
    shadow.dispose = () =>
      (dropped ??= disposeShadowPool().then(async () => {
        await main.underlyingDriver().query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      }));
    this.#adapters.push(shadow);
    return shadow;
  }

  /** Ends every pool this factory opened, shadow databases first (they are dropped via main). */
  async closeAll() {
    for (const adapter of this.#adapters.reverse()) await adapter.dispose().catch(() => {});
  }
}

function patchAdapter(adapter) {
  const pool = adapter.underlyingDriver();
  patchCharColumns(adapter);
  const startTransaction = adapter.startTransaction.bind(adapter);
  adapter.startTransaction = async (...args) => patchCharColumns(await startTransaction(...args));
  // adapter-pg splits scripts on ";" and runs the pieces outside a transaction, which breaks
  // `$$` bodies and string literals. Postgres runs a multi-statement simple query as one
  // implicit transaction, exactly like the native engine applies a migration file.
  adapter.executeScript = async (script) => {
    try {
      await pool.query(script);
    } catch (error) {
      adapter.onError(error);
    }
  };
  const dispose = adapter.dispose.bind(adapter);
  let disposed = null;
  adapter.dispose = () => (disposed ??= dispose());
  return adapter;
}

// (d) adapter-pg has no mapping for Postgres' internal "char" type (OID 18), which the schema
// describer selects from pg_catalog. Report such columns as text to adapter-pg, remember them,
// and hand them to the engine as Character, the type it reads them as.
function patchCharColumns(queryable) {
  const driver = queryable.client; // the pool, or a transaction's pooled client
  if (!driver[CHAR_COLUMNS]) {
    const query = driver.query.bind(driver);
    driver.query = (...args) => {
      const pending = query(...args);
      return typeof pending?.then === "function" ? pending.then(markCharColumns) : pending;
    };
    driver[CHAR_COLUMNS] = true;
  }
  const queryRaw = queryable.queryRaw.bind(queryable);
  queryable.queryRaw = async (query) => {
    const result = await queryRaw(query);
    for (const index of result.rows[CHAR_COLUMNS] ?? []) result.columnTypes[index] = ColumnTypeEnum.Character;
    return result;
  };
  return queryable;
}

function markCharColumns(result) {
  if (!Array.isArray(result?.fields) || !Array.isArray(result.rows)) return result;
  const charColumns = [];
  result.fields.forEach((field, index) => {
    if (field.dataTypeID !== PG_CHAR_OID) return;
    field.dataTypeID = PG_TEXT_OID;
    charColumns.push(index);
  });
  if (charColumns.length > 0) result.rows[CHAR_COLUMNS] = charColumns;
  return result;
}

async function main([command, ...args]) {
  const url = process.env.DATABASE_URL;
  if (!url || !["create", "check"].includes(command)) {
    console.error(
      "Usage: DATABASE_URL=… node scripts/db/schema-engine.mjs create <name> | check\n" +
        "(npm run db:new -- <name> provides a database.)",
    );
    return 2;
  }
  if (command === "create") {
    const dir = await createMigration(url, args.join("_"));
    console.log(dir ? `Created ${path.relative(process.cwd(), dir)}/migration.sql` : "No schema changes");
    return 0;
  }
  const script = await diffMigrationsAgainstSchema(url);
  if (!script) {
    console.log("No schema changes");
    return 0;
  }
  console.error("prisma/schema.prisma differs from prisma/migrations. Run `npm run db:new -- <name>`. Missing SQL:\n");
  console.error(script);
  return 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  // Exit explicitly: pg's idle pools would otherwise keep the process alive for ~10 s.
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
