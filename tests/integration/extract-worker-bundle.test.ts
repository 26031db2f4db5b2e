// The production server's extraction worker is the one plain JavaScript file `next build` writes
// (scripts/build-extract-worker.mjs): it starts with no TypeScript loader (no tsx at run time) and
// reads and analyses a file as the source does under `next dev` and the other tests.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { afterAll, expect, it } from "vitest";
import { ZIP_LIMITS } from "@/lib/extract/zip";
import { buildExtractWorker } from "@/scripts/build-extract-worker.mjs";

// Inside the project, as .next is: the bundle imports packages from node_modules.
mkdirSync(path.join(process.cwd(), ".data"), { recursive: true });
const folder = mkdtempSync(path.join(process.cwd(), ".data", "extract-worker-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

type Message = { type: string; piece?: string; chunks?: string[]; refs?: string[][] };

it("is built into one file that imports no TypeScript loader and reads a text with its passages", async () => {
  const bundle = await buildExtractWorker(path.join(folder, "extract-worker.mjs"));
  expect(readFileSync(bundle, "utf8")).not.toMatch(/["']tsx(\/|["'])/);

  // execArgv replaces the test process's own (vitest's loaders are not inherited).
  const worker = new Worker(bundle, { execArgv: ["--conditions=react-server"], workerData: { nice: 0 } });
  const text = "Grace and peace.\n\nFor God so loved the world, as John 3:16 says.";
  const messages: Message[] = await new Promise((resolve, reject) => {
    const seen: Message[] = [];
    worker.on("error", reject);
    worker.on("message", (message: Message) => {
      seen.push(message);
      if (message.type === "ready")
        worker.postMessage({
          extension: "txt",
          bytes: new TextEncoder().encode(text),
          zipLimits: ZIP_LIMITS,
          analyze: true,
        });
      else if (message.type === "end" || message.type === "failed") resolve(seen);
      else if (message.type !== "parsed") worker.postMessage({ type: "more" });
    });
  });
  await worker.terminate();

  expect(messages[0]).toEqual({ type: "ready" });
  expect(messages.map((message) => message.type).at(-1)).toBe("end");
  expect(messages.flatMap((message) => message.piece ?? []).join("")).toContain("John 3:16");
  const passages = messages.filter((message) => message.type === "passages");
  expect(passages.flatMap((message) => message.chunks ?? []).join(" ")).toContain("loved the world");
  expect(passages.flatMap((message) => message.refs ?? []).flat().length).toBeGreaterThan(0);
}, 60_000);
