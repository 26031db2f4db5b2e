import { describe, expect, it } from "vitest";
import type { TestSpecification, Vitest } from "vitest/node";
import LongestFirst from "../setup/longest-first.mjs";

type File = { project: string; file: string; seconds?: number; bytes: number };

function order(files: File[]) {
  const byKey = new Map(files.map((file) => [`${file.project}:${file.file}`, file]));
  const ctx = {
    config: { root: "/repo" },
    cache: {
      getFileTestResults: (key: string) => {
        const seconds = byKey.get(key)?.seconds;
        return seconds === undefined ? undefined : { duration: seconds, failed: false };
      },
      getFileStats: (key: string) => ({ size: byKey.get(key)!.bytes }),
    },
  } as unknown as Vitest;
  const specs = files.map((file) => ({ project: { name: file.project }, moduleId: `/repo/${file.file}` }));
  return new LongestFirst(ctx)
    .sort(specs as unknown as TestSpecification[])
    .then((sorted) => sorted.map((spec) => spec.moduleId.slice("/repo/".length)));
}

describe("LongestFirst", () => {
  it("runs the longest file of either project first when the last run's times are known", async () => {
    const files: File[] = [
      { project: "integration", file: "b.test.ts", seconds: 10, bytes: 900 },
      { project: "integration", file: "c.test.ts", seconds: 2, bytes: 100 },
      { project: "unit", file: "a.test.ts", seconds: 60, bytes: 50 },
    ];
    expect(await order(files)).toEqual(["a.test.ts", "b.test.ts", "c.test.ts"]);
  });

  it("falls back to the larger file first on a fresh clone, across projects too", async () => {
    const files: File[] = [
      { project: "integration", file: "small.test.ts", bytes: 100 },
      { project: "unit", file: "large.test.ts", bytes: 38_000 },
      { project: "integration", file: "medium.test.ts", bytes: 19_000 },
    ];
    expect(await order(files)).toEqual(["large.test.ts", "medium.test.ts", "small.test.ts"]);
  });
});
