import { describe, expect, it, vi } from "vitest";
import { DEFAULT_BODY_LIMIT, LINGER, readJsonBody } from "@/lib/api/body";

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://localhost/api/x", { method: "POST", body, headers, duplex: "half" } as RequestInit);

/** A body streamed in chunks with no Content-Length; `pulled` counts the chunks the reader took. */
function streamed(chunks: number, chunkBytes = 16 * 1024, { stallAfter = Infinity } = {}) {
  const counter = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= stallAfter) return new Promise<void>(() => undefined);
      if (counter.pulled++ >= chunks) controller.close();
      else controller.enqueue(new Uint8Array(chunkBytes).fill(0x20));
    },
    cancel() {
      counter.cancelled = true;
    },
  });
  return { request: post(stream), counter };
}

const status = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: { status?: number }) => error.status ?? 500,
  );

describe("readJsonBody (decision 011)", () => {
  it("refuses a body larger than the limit from Content-Length, before reading it", async () => {
    const { request, counter } = streamed(1);
    request.headers.set("content-length", String(200 * 1024 * 1024));
    expect(await status(readJsonBody(request))).toBe(413);
    // A stream pulls its first chunk when created; nothing more was read.
    expect(counter.pulled).toBeLessThanOrEqual(1);
  });

  it("refuses a streamed body as soon as it passes the limit", async () => {
    const { request, counter } = streamed(100_000);
    let pulledAtAnswer = 0;
    expect(await status(readJsonBody(request).finally(() => (pulledAtAnswer = counter.pulled)))).toBe(413);
    expect(pulledAtAnswer).toBeLessThan(DEFAULT_BODY_LIMIT / (16 * 1024) + 5);
  });

  // Cancelling at once destroyed the socket before the 413 was written: clients saw a reset.
  it("after refusing, reads and drops the rest for a moment, then cancels: bounded in bytes", async () => {
    const { request, counter } = streamed(100_000);
    expect(await status(readJsonBody(request))).toBe(413);
    expect(counter.cancelled).toBe(false);
    await vi.waitFor(() => expect(counter.cancelled).toBe(true));
    const droppedChunks = LINGER.bytes / (16 * 1024);
    expect(counter.pulled).toBeGreaterThan(droppedChunks);
    expect(counter.pulled).toBeLessThan(droppedChunks + DEFAULT_BODY_LIMIT / (16 * 1024) + 4);
  });

  it("after refusing, cancels a body that stalls once its time is up", async () => {
    vi.useFakeTimers();
    try {
      const { request, counter } = streamed(100_000, 16 * 1024, { stallAfter: 10 });
      expect(await status(readJsonBody(request))).toBe(413);
      await vi.advanceTimersByTimeAsync(LINGER.ms - 10);
      expect(counter.cancelled).toBe(false);
      await vi.advanceTimersByTimeAsync(20);
      expect(counter.cancelled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("allows a route its own larger limit", async () => {
    const body = JSON.stringify({ content: "x".repeat(100 * 1024) });
    expect(await status(readJsonBody(post(body)))).toBe(413);
    expect(await status(readJsonBody(post(body), 2 * 1024 * 1024))).toBe(200);
  });

  it("answers 400 for malformed JSON, invalid UTF-8, NUL and lone surrogates, however deep", async () => {
    expect(await status(readJsonBody(post("{oops")))).toBe(400);
    expect(await status(readJsonBody(post(new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]))))).toBe(400);
    expect(await status(readJsonBody(post('{"a":[{"b":"x\\u0000y"}]}')))).toBe(400);
    expect(await status(readJsonBody(post('{"a\\u0000":1}')))).toBe(400);
    expect(await status(readJsonBody(post('{"a":"\\ud800"}')))).toBe(400);
    expect(await status(readJsonBody(post("[".repeat(20_000) + "]".repeat(20_000))))).toBe(200);
    expect(await status(readJsonBody(post("12", { "content-length": "1e3" })))).toBe(400);
  });

  it("reads an empty body as {}", async () => {
    await expect(readJsonBody(post(""))).resolves.toEqual({});
  });
});
