import "server-only";
import { randomUUID } from "node:crypto";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { pgPool } from "@/lib/db";
import { aiConfigured, env } from "@/lib/env";
import { mailStatus } from "@/lib/mail/outbox";
import { storage } from "@/lib/storage";

export type CheckStatus = "ok" | "failing";

// Only states, never driver or file-system messages: those can carry hosts, paths or user names.
export type Readiness = {
  status: CheckStatus;
  database: { status: CheckStatus; migrations: "current" | "pending" | "unknown" };
  storage: { status: CheckStatus; kind: "local" | "blob" };
  ai: { configured: boolean };
  // Reported, never failing the probe: the site serves without mail (it waits in the outbox).
  mail: "ok" | "off" | "failing";
};

// A hanging database must not hold the probe: a check not answered by then counts as failing.
const CHECK_TIMEOUT_MS = 2_000;

export async function checkReadiness(): Promise<Readiness> {
  const [database, files, mail] = await Promise.all([
    checkDatabase(),
    checkStorage(),
    withTimeout(mailStatus()).catch(() => "failing" as const),
  ]);
  const ok = database.status === "ok" && database.migrations !== "pending" && files.status === "ok";
  return { status: ok ? "ok" : "failing", database, storage: files, ai: { configured: aiConfigured() }, mail };
}

async function checkDatabase(): Promise<Readiness["database"]> {
  try {
    const { rows } = await withTimeout(
      pgPool().query<{ name: string }>(
        "SELECT migration_name AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL",
      ),
    );
    const expected = await migrationNames();
    if (!expected) return { status: "ok", migrations: "unknown" };
    const applied = new Set(rows.map((row) => row.name));
    return { status: "ok", migrations: expected.every((name) => applied.has(name)) ? "current" : "pending" };
  } catch {
    return { status: "failing", migrations: "unknown" };
  }
}

let cachedMigrations: Promise<string[] | null> | undefined;

function migrationNames(): Promise<string[] | null> {
  cachedMigrations ??= readdir(path.join(/*turbopackIgnore: true*/ process.cwd(), "prisma", "migrations"), {
    withFileTypes: true,
  })
    .then((entries) => entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name))
    .catch(() => null);
  return cachedMigrations;
}

async function checkStorage(): Promise<Readiness["storage"]> {
  const kind = env.BLOB_READ_WRITE_TOKEN ? "blob" : "local";
  // Blob writes cost a network round trip and money on every probe; a configured token is all we check.
  if (kind === "blob") return { status: "ok", kind };
  const key = `.health/${randomUUID()}`;
  try {
    await withTimeout(storage().put(key, new TextEncoder().encode("ok"), "text/plain"));
    await storage().delete(key);
    return { status: "ok", kind };
  } catch {
    return { status: "failing", kind };
  }
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), CHECK_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
