import { afterEach, describe, expect, it, vi } from "vitest";

// requirements §D1: with BLOB_READ_WRITE_TOKEN the same storage interface writes to Vercel Blob. Its
// service cannot be reached here, so the SDK calls and the blob's own URL are stubbed.
const sdk = vi.hoisted(() => ({ put: vi.fn(), head: vi.fn(), del: vi.fn() }));
vi.mock("@vercel/blob", () => sdk);

import { blobStorage } from "@/lib/storage/blob";

const TOKEN = "vercel_blob_rw_test";
const BLOB_URL = "https://blob.example/documents/a.mp4";

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe("Vercel Blob storage", () => {
  it("puts under the given key, with its type and the token, never renaming it", async () => {
    const body = new Uint8Array([1, 2, 3]);
    await blobStorage(TOKEN).put("documents/a.mp4", body, "video/mp4");
    expect(sdk.put).toHaveBeenCalledWith(
      "documents/a.mp4",
      body,
      expect.objectContaining({ token: TOKEN, contentType: "video/mp4", addRandomSuffix: false }),
    );
  });

  it("reads a byte range by asking the blob for it, so a video can be seeked", async () => {
    sdk.head.mockResolvedValue({ url: BLOB_URL, size: 1000 });
    const fetch = vi.fn(async () => new Response("x".repeat(100), { status: 206 }));
    vi.stubGlobal("fetch", fetch);
    const part = await blobStorage(TOKEN).get("documents/a.mp4", { start: 900 });
    expect(fetch).toHaveBeenCalledWith(BLOB_URL, { headers: { Range: "bytes=900-999" } });
    expect(part).toMatchObject({ size: 1000, start: 900, end: 999 });

    const whole = await blobStorage(TOKEN).get("documents/a.mp4");
    expect(fetch).toHaveBeenLastCalledWith(BLOB_URL, undefined);
    expect(whole).toMatchObject({ size: 1000, start: 0, end: 999 });
  });

  it("answers null for a missing blob and deletes by key", async () => {
    sdk.head.mockRejectedValue(new Error("BlobNotFoundError"));
    expect(await blobStorage(TOKEN).get("documents/gone.pdf")).toBeNull();
    await blobStorage(TOKEN).delete("documents/gone.pdf");
    expect(sdk.del).toHaveBeenCalledWith("documents/gone.pdf", { token: TOKEN });
  });
});
