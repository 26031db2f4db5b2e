// Speaks the extraction worker's protocol, but the file's text says how to spend the time: "burn" loops on the
// CPU forever, "wait:<ms>" sleeps that long using no CPU (as a starved thread does) and then answers.
import { parentPort } from "node:worker_threads";
import type { ExtractionJob } from "@/lib/extract/job";

const port = parentPort!;

port.on("message", (job: ExtractionJob | { type: "more" }) => {
  if ("type" in job) return;
  const command = new TextDecoder().decode(job.bytes);
  if (command === "burn") for (;;);
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Number(command.slice("wait:".length)));
  port.postMessage({ type: "text", readable: true, passages: null });
  port.postMessage({ type: "piece", piece: command });
  port.postMessage({ type: "end" });
});

port.postMessage({ type: "ready" });
