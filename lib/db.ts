import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { Pool } from "pg";
import { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { requireDatabaseUrl } from "@/lib/env";
import { log } from "@/lib/log";

function createClient(pool: Pool) {
  return new PrismaClient({
    adapter: new PrismaPg(pool),
    omit: { user: { passwordHash: true } },
    // Messages without the invocation's arguments: those can hold passwords and message bodies.
    errorFormat: "minimal",
    // Prisma's defaults (2 s, 5 s) fail transactions that queue behind an advisory lock on a busy server.
    transactionOptions: { maxWait: 10_000, timeout: 20_000 },
  });
}

type Client = ReturnType<typeof createClient>;
const globalForDb = globalThis as unknown as { pgPool?: Pool; fastCommitPool?: Pool; prisma?: Client };

function createPool(max: number, options?: string) {
  // Fail fast (503) during a database outage; idle connections a restarting server drops must not crash the process.
  const pool = new Pool({ connectionString: requireDatabaseUrl(), max, connectionTimeoutMillis: 5_000, options });
  pool.on("error", (error) => log.warn("database connection lost", { err: error.message }));
  return pool;
}

export function pgPool(): Pool {
  globalForDb.pgPool ??= createPool(10);
  return globalForDb.pgPool;
}

// Commits that do not wait for the disk, for rate limits and the chat log only: a crash can lose a fraction of a second (decision 008).
export function fastCommitPool(): Pool {
  globalForDb.fastCommitPool ??= createPool(5, "-c synchronous_commit=off");
  return globalForDb.fastCommitPool;
}

// Created on first use: `next build` imports route modules without a database (RECIPE §5).
export const db = new Proxy({} as Client, {
  get(_target, key) {
    globalForDb.prisma ??= createClient(pgPool());
    const value = Reflect.get(globalForDb.prisma, key);
    return typeof value === "function" ? value.bind(globalForDb.prisma) : value;
  },
});

export type { Client as Db };

/** A write that met a unique index: another transaction took the value after this one checked it was free. */
export const isUniqueViolation = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
