// The answers bench measures each question set on its corpus alone, over HTTP as in process.
import { describe, expect, it } from "vitest";
import { ANSWERS_SERVER } from "@/scripts/bench/answers.mjs";
import { benchServerEnv } from "@/scripts/bench/lib.mjs";

const server = { baseURL: "http://127.0.0.1:1", dataDir: "/tmp/bench-env", pgPort: 1 };

describe("the answers bench's server", () => {
  it("starts without the sample site, whose teachings would compete with the measured corpus", () => {
    expect(benchServerEnv({ ...server, ...ANSWERS_SERVER }).SEED).toBe("0");
  });

  it("leaves the seed to the environment for the other benches", () => {
    const previous = process.env.SEED;
    delete process.env.SEED;
    try {
      expect(benchServerEnv(server).SEED).toBeUndefined();
    } finally {
      if (previous !== undefined) process.env.SEED = previous;
    }
  });
});
