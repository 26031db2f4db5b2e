import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiClientError, apiFetch } from "@/lib/api/client";

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: string, headers: Record<string, string> = {}) =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(body || null, { status, headers })),
  );

describe("apiFetch (requirements §8 'Generic failed request')", () => {
  it("throws the server's message with its field errors", async () => {
    answer(
      400,
      JSON.stringify({
        message: "Please select files and a folder",
        errors: { files: ["Please select files and a folder"] },
      }),
    );
    await expect(apiFetch("/api/documents")).rejects.toMatchObject({
      status: 400,
      message: "Please select files and a folder",
      errors: { files: ["Please select files and a folder"] },
    });
  });

  it("throws the response text, or 'API request failed: {status}' when there is none", async () => {
    answer(502, "Bad gateway from the proxy");
    await expect(apiFetch("/api/x")).rejects.toMatchObject({ message: "Bad gateway from the proxy" });
    answer(500, "");
    const error = await apiFetch("/api/x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({ status: 500, message: "API request failed: 500" });
  });

  it("keeps Retry-After of a 429 and returns parsed JSON on success", async () => {
    answer(429, JSON.stringify({ message: "Too many requests" }), { "Retry-After": "30" });
    await expect(apiFetch("/api/x")).rejects.toMatchObject({ status: 429, retryAfterSeconds: 30 });
    answer(200, JSON.stringify({ count: 3 }));
    expect(await apiFetch<{ count: number }>("/api/documents/count")).toEqual({ count: 3 });
  });
});
