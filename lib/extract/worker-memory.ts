// The heap limit misses ArrayBuffers: pdf.js doubles one per decoded stream, so MBs become GBs (decision 011).
import type { Worker } from "node:worker_threads";

const POLL_MS = 50;

/** Calls `onExceeded` once the worker's ArrayBuffers and external strings pass `limitBytes`; returns the stop. */
export function startMemoryLimit(worker: Worker, limitBytes: number, onExceeded: () => void): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
  };
  const poll = async () => {
    // Answered by the worker's isolate between two steps of its JavaScript, so also in a long decode.
    const external = await worker.getHeapStatistics().then(
      (statistics) => statistics.external_memory,
      () => null,
    );
    if (stopped) return;
    // The worker has ended: its exit event reports that.
    if (external === null) return;
    if (external > limitBytes) {
      stop();
      onExceeded();
    } else timer = setTimeout(poll, POLL_MS);
  };
  timer = setTimeout(poll, POLL_MS);
  return stop;
}
