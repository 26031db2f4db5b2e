// The production server's extraction worker is the one plain JavaScript file `next build` writes
// (scripts/build-extract-worker.mjs): it starts with no TypeScript loader (no tsx at run time) and
// reads and analyses a file as the source does under `next dev` and the other tests.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { afterAll, expect, it } from "vitest";
import { ZIP_LIMITS } from "@/lib/extract/zip";
import { buildExtractWorker } from "@/scripts/build-extract-worker.mjs";
import { makePptx } from "@/tests/support/files";

// Inside the project, as .next is: the bundle imports packages from node_modules.
mkdirSync(path.join(process.cwd(), ".data"), { recursive: true });
const folder = mkdtempSync(path.join(process.cwd(), ".data", "extract-worker-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

type Message = { type: string; piece?: string; chunks?: string[]; refs?: string[][] };

/** Posts one file's job and answers the worker's "more" until it ends; resolves with its messages. */
function read(worker: Worker, job: object): Promise<Message[]> {
  return new Promise((resolve, reject) => {
    const seen: Message[] = [];
    const onMessage = (message: Message) => {
      seen.push(message);
      if (message.type === "end" || message.type === "failed") {
        worker.off("message", onMessage);
        worker.off("error", reject);
        resolve(seen);
      } else if (message.type !== "parsed") worker.postMessage({ type: "more" });
    };
    worker.on("error", reject);
    worker.on("message", onMessage);
    worker.postMessage(job);
  });
}

it("is built into one file that imports no TypeScript loader and reads a text with its passages, and a deck", async () => {
  const bundle = await buildExtractWorker(path.join(folder, "extract-worker.mjs"));
  expect(readFileSync(bundle, "utf8")).not.toMatch(/["']tsx(\/|["'])/);

  // execArgv replaces the test process's own (vitest's loaders are not inherited).
  const worker = new Worker(bundle, { execArgv: ["--conditions=react-server"], workerData: { nice: 0 } });
  const ready: Message = await new Promise((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  const text = "Grace and peace.\n\nFor God so loved the world, as John 3:16 says.";
  const messages = await read(worker, {
    extension: "txt",
    bytes: new TextEncoder().encode(text),
    zipLimits: ZIP_LIMITS,
    analyze: true,
  });
  // Parsers are packages the bundle imports from node_modules, officeparser's dependencies included.
  const deck = await makePptx(["Slides on the fruit of the Spirit"]);
  const slides = await read(worker, { extension: "pptx", bytes: deck, zipLimits: ZIP_LIMITS, analyze: false });
  await worker.terminate();

  expect(ready).toEqual({ type: "ready" });
  expect(messages.map((message) => message.type).at(-1)).toBe("end");
  expect(messages.flatMap((message) => message.piece ?? []).join("")).toContain("John 3:16");
  const passages = messages.filter((message) => message.type === "passages");
  expect(passages.flatMap((message) => message.chunks ?? []).join(" ")).toContain("loved the world");
  expect(passages.flatMap((message) => message.refs ?? []).flat().length).toBeGreaterThan(0);
  expect(slides.flatMap((message) => message.piece ?? []).join("")).toContain("fruit of the Spirit");
}, 60_000);
