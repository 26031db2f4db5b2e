// The browser tests as E2E_SHARDS Playwright processes side by side, each with a whole stack of its
// own (ports, database, logins, output folders): specs that change site-wide state (settings, the
// live book, the thesaurus) then never show it to a spec of another shard. Pure logic, used by
// scripts/test-all.mjs and playwright.config.ts.

/** Every port a Playwright run listens on or starts, with its default. */
export const E2E_PORT_DEFAULTS = {
  E2E_PORT: 3917,
  E2E_AI_PORT: 3918,
  FAKE_OPENAI_PORT: 3919,
  FAULTS_PORT: 3921,
  E2E_PROXY_PORT: 3922,
  E2E_SMTP_PORT: 3923,
  E2E_SMTP_HTTP_PORT: 3924,
  DEV_TEST_PORT: 3926,
  E2E_PG_PORT: 25419,
  FAULTS_PG_PORT: 25422,
  DEV_TEST_PG_PORT: 25424,
};

/** Ports whose default follows another one's (FAULTS_PORT + 100, FAULTS_PG_PORT + 1): moved only when set. */
const DERIVED_PORTS = ["FAULTS_SERVE_PORT", "FAULTS_RESTORE_PG_PORT"];

/** Default distance between two shards' ports: clear of every default above and of their derived ports. */
export const DEFAULT_PORT_STEP = 1000;

/**
 * The variables shard `shard` (1-based) of a run runs with: each port moved by (shard - 1) × `step`
 * from what `env` sets (or its default), so shard 1 keeps the ports a one-process run uses.
 * @param {Record<string, string | undefined>} env
 * @param {number} shard
 * @returns {Record<string, string>}
 */
export function shardEnv(env, shard, step = DEFAULT_PORT_STEP) {
  const offset = (shard - 1) * step;
  /** @type {Record<string, string>} */
  const moved = { E2E_SHARD: String(shard) };
  for (const [name, fallback] of Object.entries(E2E_PORT_DEFAULTS))
    moved[name] = String(Number(env[name] ?? fallback) + offset);
  for (const name of DERIVED_PORTS) if (env[name]) moved[name] = String(Number(env[name]) + offset);
  return moved;
}

/**
 * Where a run keeps its database, saved logins, traces and reports: the usual places for a run
 * without E2E_SHARD, a folder per shard otherwise (all of them git-ignored).
 * @param {string | number | undefined} shard
 */
export function e2ePaths(shard) {
  if (!shard)
    return {
      data: ".data/e2e",
      auth: "tests/.auth",
      results: "test-results",
      json: "reports/playwright.json",
      html: "playwright-report",
    };
  return {
    data: `.data/e2e-shard-${shard}`,
    auth: `tests/.auth/shard-${shard}`,
    results: `test-results/shard-${shard}`,
    json: `reports/playwright-shard-${shard}.json`,
    html: `playwright-report/shard-${shard}`,
  };
}

/**
 * E2E_SHARDS as a count: `fallback` when unset, an error rather than a guess when it is not a whole number ≥ 1.
 * @param {string | undefined} value
 */
export function shardCount(value, fallback = 1) {
  if (value === undefined || value === "") return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) throw new Error(`E2E_SHARDS must be a whole number ≥ 1, not "${value}"`);
  return count;
}

export const FAST_UNIT_SECONDS = 160;

/**
 * `npm test`'s shard count when E2E_SHARDS is unset, from how long its unit and integration step took on this machine:
 * two shards gain 13 % where the cores leave the browser waiting (that step 107–117 s with the build beside it, grown
 * with the suite to 110–141 s by session 29) and lose 14 % where they do not (175–190 s alone), so two below
 * FAST_UNIT_SECONDS, else one (docs/testing.md).
 * @param {number} unitSeconds
 */
export function defaultShardCount(unitSeconds) {
  return unitSeconds > 0 && unitSeconds < FAST_UNIT_SECONDS ? 2 : 1;
}

/**
 * Spec files split into `count` lists of about equal time: the longest first, each to the list with
 * the least time so far. `seconds` holds measured times (tests/e2e/durations.json); a file without
 * one counts as the mean of the others. Playwright's own --shard splits by number of tests, which
 * put 437 fast API tests in one shard and every browser test in the other.
 * @param {string[]} files
 * @param {Record<string, number>} seconds
 * @param {number} count
 * @returns {{ files: string[], seconds: number }[]}
 */
export function planShards(files, seconds, count) {
  const known = files.map((file) => seconds[file]).filter((value) => typeof value === "number");
  const fallback = known.length ? known.reduce((sum, value) => sum + value, 0) / known.length : 1;
  const weighted = files
    .map((file) => ({ file, weight: seconds[file] ?? fallback }))
    .sort((a, b) => b.weight - a.weight || a.file.localeCompare(b.file));
  const shards = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  for (const { file, weight } of weighted) {
    const lightest = shards.reduce((best, shard) => (shard.seconds < best.seconds ? shard : best));
    lightest.files.push(file);
    lightest.seconds += weight;
  }
  for (const shard of shards) shard.files.sort();
  return shards;
}

/**
 * Seconds per spec file from Playwright JSON reports (test durations summed), for durations.json.
 * @param {any[]} reports
 * @returns {Record<string, number>}
 */
export function fileSeconds(reports) {
  /** @type {Record<string, number>} */
  const totals = {};
  const visit = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          totals[spec.file] = (totals[spec.file] ?? 0) + (result.duration ?? 0) / 1000;
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const report of reports) for (const suite of report.suites ?? []) visit(suite);
  return Object.fromEntries(
    Object.entries(totals)
      .filter(([file]) => !file.startsWith("setup/"))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([file, total]) => [file, Math.round(total * 10) / 10]),
  );
}
