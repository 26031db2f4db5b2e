// The browser tests as several Playwright processes at once, each with a whole stack of its own
// (scripts/e2e-shards.mjs). Used by `npm test` when E2E_SHARDS > 1; `npm run test:e2e:parallel`
// runs it alone (after a build), with E2E_SHARDS shards (2 when unset).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { DEFAULT_PORT_STEP, e2ePaths, fileSeconds, planShards, shardCount, shardEnv } from "./e2e-shards.mjs";

/** Playwright's project folders (playwright.config.ts); `setup` runs in every shard as their dependency. */
const E2E_PROJECT_FOLDERS = ["api", "admin", "public", "faults", "ai"];

function e2eSpecFiles() {
  return E2E_PROJECT_FOLDERS.flatMap((folder) =>
    readdirSync(path.join("tests/e2e", folder), { recursive: true })
      .filter((name) => String(name).endsWith(".spec.ts"))
      .map((name) => `${folder}/${String(name).split(path.sep).join("/")}`),
  );
}

/**
 * Starts `count` Playwright processes, each on its share of the spec files (balanced by their times in
 * tests/e2e/durations.json) and its own ports (E2E_SHARD_PORT_STEP apart); each output line names its
 * shard. Answers how each one ended.
 */
export async function runShardedPlaywright(count) {
  const durations = JSON.parse(readFileSync("tests/e2e/durations.json", "utf8"));
  const step = Number(process.env.E2E_SHARD_PORT_STEP ?? DEFAULT_PORT_STEP);
  const plan = planShards(e2eSpecFiles(), durations, count).filter(({ files }) => files.length > 0);
  mkdirSync("reports", { recursive: true });
  const outcomes = await Promise.all(
    plan.map(({ files, seconds }, index) => {
      const shard = index + 1;
      const label = `[${shard}/${plan.length}]`;
      const list = `reports/e2e-shard-${shard}.txt`;
      writeFileSync(list, `${files.join("\n")}\n`);
      const env = { ...process.env, ...shardEnv(process.env, shard, step) };
      console.log(
        `${label} ${files.length} files, about ${Math.round(seconds)} s of tests, app on port ${env.E2E_PORT}`,
      );
      return new Promise((resolve) => {
        const started = Date.now();
        const child = spawn("node_modules/.bin/playwright", ["test", "--test-list", list], {
          env,
          stdio: ["ignore", "pipe", "pipe"],
        });
        for (const stream of [child.stdout, child.stderr])
          createInterface({ input: stream }).on("line", (line) => console.log(`${label} ${line}`));
        child.on("error", (error) => console.log(`${label} ${error}`));
        child.on("close", (status) =>
          resolve({ shard, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) }),
        );
      });
    }),
  );
  writeMeasuredDurations(outcomes.map(({ shard }) => e2ePaths(shard).json));
  return outcomes;
}

/** This run's seconds per file, in durations.json's form: copy it over when the split drifts. */
function writeMeasuredDurations(reportFiles) {
  const reports = reportFiles.filter((file) => existsSync(file)).map((file) => JSON.parse(readFileSync(file, "utf8")));
  writeFileSync("reports/e2e-durations.json", `${JSON.stringify(fileSeconds(reports), null, 2)}\n`);
}

/** One line per shard: how it ended and where its report, traces and file list are. */
export function shardLines(outcomes) {
  return outcomes.map(({ shard, ok, seconds }) => {
    const { html, results } = e2ePaths(shard);
    return `${ok ? "ok  " : "FAIL"} shard ${shard}/${outcomes.length} (${seconds}s): report ${html}/index.html, traces ${results}/, files reports/e2e-shard-${shard}.txt`;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const outcomes = await runShardedPlaywright(shardCount(process.env.E2E_SHARDS, 2));
  for (const line of shardLines(outcomes)) console.log(line);
  console.log(`all shards: ${Math.round((Date.now() - started) / 1000)}s`);
  process.exit(outcomes.every((outcome) => outcome.ok) ? 0 : 1);
}
