// decision 011: the time limit counts the thread's own CPU time, so a starved worker is not failed for waiting.
import type { Worker } from "node:worker_threads";

// A worker that stops using CPU (waiting forever) still ends after this many times its limit on the wall clock.
export const WALL_CLOCK_FACTOR = 10;

/** User plus system CPU ms of the worker's thread, read from outside it, so a loop or native code counts; null once it has ended. */
async function threadCpuMs(worker: Worker): Promise<number | null> {
  try {
    const { user, system } = await worker.cpuUsage();
    return (user + system) / 1000;
  } catch {
    return null;
  }
}

/** Calls `onExceeded` after `limitMs` of the worker's CPU time (WALL_CLOCK_FACTOR times that on the clock); returns the stop. */
export function startCpuLimit(worker: Worker, limitMs: number, onExceeded: () => void): () => void {
  // Node 24.0–24.5 cannot tell a worker's CPU time: the limit is wall-clock time there.
  const measured = typeof worker.cpuUsage === "function";
  let stopped = false;
  let poll: NodeJS.Timeout | undefined;
  const stop = () => {
    stopped = true;
    clearTimeout(backstop);
    clearTimeout(poll);
  };
  const exceeded = () => {
    stop();
    onExceeded();
  };
  const backstop = setTimeout(exceeded, measured ? limitMs * WALL_CLOCK_FACTOR : limitMs);
  if (!measured) return stop;
  const every = Math.min(1_000, Math.max(10, limitMs / 10));
  void threadCpuMs(worker).then((startMs) => {
    // The worker has ended: its exit event reports that.
    if (stopped || startMs === null) return;
    const check = async () => {
      const usedMs = await threadCpuMs(worker);
      if (stopped || usedMs === null) return;
      if (usedMs - startMs >= limitMs) exceeded();
      else poll = setTimeout(check, every);
    };
    poll = setTimeout(check, every);
  });
  return stop;
}
