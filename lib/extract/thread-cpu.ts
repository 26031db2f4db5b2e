// The extraction time limit counts the worker thread's own CPU time, so a worker that a busy host (or its nice
// value) gives little CPU is not failed for waiting (decision 011).
import { readFileSync, readlinkSync } from "node:fs";

// A worker that stops using CPU (waiting forever) still ends after this many times its limit on the wall clock.
export const WALL_CLOCK_FACTOR = 10;
// USER_HZ: the unit of /proc's CPU times, 100 on every Linux architecture Node runs on.
const TICKS_PER_SECOND = 100;

/** Where Linux reports the calling thread's CPU time; null elsewhere. The worker sends it when it starts. */
export function ownThreadCpuFile(): string | null {
  if (process.platform !== "linux") return null;
  try {
    return `/proc/${readlinkSync("/proc/thread-self")}/stat`;
  } catch {
    return null;
  }
}

/** User plus system CPU milliseconds of the thread `cpuFile` describes; read from outside, so a thread
 * busy in a loop or in native code is measured too. */
export function threadCpuMs(cpuFile: string): number | null {
  try {
    const stat = readFileSync(cpuFile, "utf8");
    // After the command name, which may hold spaces and parentheses: state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : null;
  } catch {
    return null;
  }
}

/**
 * Calls `onExceeded` once the thread has used `limitMs` of CPU from now on, or after `WALL_CLOCK_FACTOR` times
 * that on the wall clock. Without a CPU reading (not Linux) the limit is wall-clock time. Returns the stop.
 */
export function startCpuLimit(cpuFile: string | null, limitMs: number, onExceeded: () => void): () => void {
  const startMs = cpuFile === null ? null : threadCpuMs(cpuFile);
  let poll: NodeJS.Timeout | undefined;
  const stop = () => {
    clearTimeout(backstop);
    clearInterval(poll);
  };
  const exceeded = () => {
    stop();
    onExceeded();
  };
  const backstop = setTimeout(exceeded, startMs === null ? limitMs : limitMs * WALL_CLOCK_FACTOR);
  if (cpuFile !== null && startMs !== null)
    poll = setInterval(
      () => {
        const usedMs = threadCpuMs(cpuFile);
        // The thread has ended: its worker's exit event reports that.
        if (usedMs !== null && usedMs - startMs >= limitMs) exceeded();
      },
      Math.min(1_000, Math.max(10, limitMs / 10)),
    );
  return stop;
}
