import { describe, expect, it } from "vitest";
import { analyzeChunks, analyzeChunksInSlices, splitIntoChunks } from "@/lib/knowledge/indexing";

// Notes dense with references cost the reference parser seconds (security review, session 21): on the server's thread
// they are parsed in slices between requests, and a run without spaces is cut into passages like any text.
const SPACED = Array.from({ length: 40 }, (_, i) => `Note ${i}: ${"Jn1, ".repeat(200)}`).join("\n\n");
const UNSPACED = "Jn1,".repeat(10_000);

/** The longest gap between ticks of a 5 ms timer while `work` runs: how long the event loop was held. */
async function longestStallMs(work: () => Promise<unknown> | unknown): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  await new Promise((resolve) => setTimeout(resolve, 20));
  await work();
  await new Promise((resolve) => setTimeout(resolve, 20));
  clearInterval(timer);
  return longest;
}

describe("reference parsing on the server's thread", () => {
  it("cuts a run without spaces into passages of the usual size", () => {
    const chunks = splitIntoChunks(UNSPACED);
    expect(chunks.length).toBeGreaterThan(30);
    expect(Math.max(...chunks.map((chunk) => chunk.length))).toBeLessThanOrEqual(1_000);
  });

  it("gives the worker's passages and keys without holding the event loop", async () => {
    for (const text of [SPACED, UNSPACED]) {
      expect(await analyzeChunksInSlices(text, "en")).toEqual(analyzeChunks(text, "en"));
      const blocking = await longestStallMs(() => analyzeChunks(text, "en"));
      const sliced = await longestStallMs(() => analyzeChunksInSlices(text, "en"));
      expect(blocking).toBeGreaterThan(150);
      expect(sliced).toBeLessThan(Math.max(60, blocking / 4));
    }
  });
});
