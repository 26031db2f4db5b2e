// What the AI provider sends is read with a bound (review 10, H2).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { boundedFetch, responseBound } from "@/lib/ai/bounded-fetch";

const MB = 1024 * 1024;
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const bytes = Number(new URL(req.url!, "http://x").searchParams.get("bytes"));
    if (req.url!.includes("declared")) res.setHeader("Content-Length", String(bytes));
    res.writeHead(200, { "Content-Type": "text/event-stream" });
    // In 64 KB writes without a newline, as one endless SSE line would come.
    for (let sent = 0; sent < bytes && !res.destroyed; sent += 64 * 1024)
      res.write(Buffer.alloc(Math.min(64 * 1024, bytes - sent), 0x78));
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

it("bounds text answers at 2 MB, vectors at 8 MB and speech at 17 MB", () => {
  expect(responseBound(`${base}/chat/completions`)).toBe(2 * MB);
  expect(responseBound(`${base}/embeddings`)).toBe(8 * MB);
  expect(responseBound(`${base}/audio/speech`)).toBe(17 * MB);
});

it("passes an answer within its bound unchanged", async () => {
  const response = await boundedFetch(`${base}/chat/completions?bytes=${MB}`);
  expect((await response.arrayBuffer()).byteLength).toBe(MB);
});

it("errors a body once it passes its bound, and refuses a declared length past it at once", async () => {
  const response = await boundedFetch(`${base}/chat/completions?bytes=${50 * MB}`);
  await expect(response.arrayBuffer()).rejects.toThrow("passed 2097152 bytes");
  await expect(boundedFetch(`${base}/chat/completions?declared&bytes=${3 * MB}`)).rejects.toThrow(
    "passed 2097152 bytes",
  );
});
