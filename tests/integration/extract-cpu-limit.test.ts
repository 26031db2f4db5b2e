// The extraction limit counts the worker thread's own CPU time (decision 011): a parser that loops is still
// stopped, a worker that the host gives little CPU is not, and one that waits forever ends on the wall clock.
import path from "node:path";
import type { Worker } from "node:worker_threads";
import { afterEach, expect, it } from "vitest";
import { EXTRACTION_LIMITS, runOnWorker, startWorker } from "@/lib/extract";
import { WALL_CLOCK_FACTOR } from "@/lib/extract/thread-cpu";
import { ZIP_LIMITS } from "@/lib/extract/zip";

const PACED_WORKER = path.join(process.cwd(), "tests", "support", "paced-extract-worker.mjs");
const defaultTimeout = EXTRACTION_LIMITS.timeoutMs;
const workers: Worker[] = [];
// Node's timers run on a millisecond clock, so a timer can fire up to 1 ms before `performance.now()` says.
const TIMER_SLACK_MS = 2;
afterEach(async () => {
  EXTRACTION_LIMITS.timeoutMs = defaultTimeout;
  await Promise.all(workers.splice(0).map((worker) => worker.terminate()));
});

async function timedRun(command: string) {
  const worker = await startWorker(PACED_WORKER);
  expect(worker).not.toBeNull();
  workers.push(worker!);
  const started = performance.now();
  const { outcome } = await runOnWorker(worker!, {
    extension: "txt",
    bytes: new TextEncoder().encode(command),
    zipLimits: ZIP_LIMITS,
    analyze: false,
  });
  return { pieces: outcome.pieces, elapsedMs: performance.now() - started };
}

it("stops a worker that burns CPU once it has used its limit", async () => {
  EXTRACTION_LIMITS.timeoutMs = 400;
  const { pieces, elapsedMs } = await timedRun("burn");
  expect(pieces).toBeNull();
  expect(elapsedMs).toBeGreaterThanOrEqual(400 - TIMER_SLACK_MS);
  // Before the wall-clock backstop (4 s) would have ended it.
  expect(elapsedMs).toBeLessThan(400 * WALL_CLOCK_FACTOR);
});

it("lets a worker that is slow on the wall clock but uses little CPU finish", async () => {
  EXTRACTION_LIMITS.timeoutMs = 300;
  const { pieces, elapsedMs } = await timedRun("wait:1500");
  expect(pieces).toEqual(["wait:1500"]);
  expect(elapsedMs).toBeGreaterThanOrEqual(1_500 - TIMER_SLACK_MS);
});

it("ends a worker that waits past the wall-clock backstop", async () => {
  EXTRACTION_LIMITS.timeoutMs = 100;
  const { pieces, elapsedMs } = await timedRun("wait:20000");
  expect(pieces).toBeNull();
  expect(elapsedMs).toBeGreaterThanOrEqual(100 * WALL_CLOCK_FACTOR - TIMER_SLACK_MS);
  expect(elapsedMs).toBeLessThan(10_000);
});
