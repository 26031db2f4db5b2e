import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { Pool } from "pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { requireDatabaseUrl } from "@/lib/env";
import { log } from "@/lib/log";

function createClient(pool: Pool) {
  return new PrismaClient({
    adapter: new PrismaPg(pool),
    omit: { user: { passwordHash: true } },
    // Messages without the invocation's arguments: those can hold passwords and message bodies.
    errorFormat: "minimal",
    // Prisma's defaults (2 s to start, 5 s to run) fail transactions that queue behind an
    // advisory lock on a busy server; these still bound a stuck transaction.
    transactionOptions: { maxWait: 10_000, timeout: 20_000 },
  });
}

type Client = ReturnType<typeof createClient>;
const globalForDb = globalThis as unknown as { pgPool?: Pool; prisma?: Client };

/** The process's one connection pool, shared by Prisma and the few raw-SQL users (rate limits, search). */
export function pgPool(): Pool {
  if (!globalForDb.pgPool) {
    // A bounded wait for a connection, so requests during a database outage fail fast (503)
    // instead of hanging; idle connections dropped by a restarting server must not crash the process.
    const pool = new Pool({ connectionString: requireDatabaseUrl(), max: 10, connectionTimeoutMillis: 5_000 });
    pool.on("error", (error) => log.warn("database connection lost", { err: error.message }));
    globalForDb.pgPool = pool;
  }
  return globalForDb.pgPool;
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
