// decision 011: the time limit counts the thread's own CPU time, so a starved worker is not failed for waiting.
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

/** User plus system CPU ms of the thread; read from outside, so a loop or native code is measured too. */
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

/** Calls `onExceeded` after `limitMs` of thread CPU (WALL_CLOCK_FACTOR times that on the clock); returns the stop. */
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
