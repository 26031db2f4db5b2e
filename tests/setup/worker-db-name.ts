/** The database a Vitest worker (`VITEST_POOL_ID`) uses: its own copy of the migrated one. */
export function workerDatabaseName(base: string, poolId: number | string) {
  return `${base}_w${poolId}`;
}

export function workerDatabaseUrl(baseUrl: string, poolId: number | string) {
  const url = new URL(baseUrl);
  url.pathname = `/${workerDatabaseName(url.pathname.slice(1), poolId)}`;
  return url.toString();
}

/** The copy the running Vitest worker uses (pool 1 outside a pool, as in a single-worker run). */
export function currentWorkerDatabaseUrl(baseUrl: string) {
  return workerDatabaseUrl(baseUrl, process.env.VITEST_POOL_ID ?? 1);
}
