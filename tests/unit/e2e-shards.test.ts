import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_PORT_STEP,
  E2E_PORT_DEFAULTS,
  e2ePaths,
  fileSeconds,
  planShards,
  defaultShardCount,
  shardCount,
  shardEnv,
} from "@/scripts/e2e-shards.mjs";

describe("shardEnv", () => {
  it("keeps a one-process run's ports for shard 1 and moves every port by the step for the next", () => {
    const first = shardEnv({}, 1);
    const second = shardEnv({}, 2);
    expect(first.E2E_SHARD).toBe("1");
    expect(second.E2E_SHARD).toBe("2");
    for (const [name, port] of Object.entries(E2E_PORT_DEFAULTS)) {
      expect(first[name as keyof typeof first]).toBe(String(port));
      expect(second[name as keyof typeof second]).toBe(String(port + DEFAULT_PORT_STEP));
    }
  });

  it("keeps every default port, in four shards, below Linux's ephemeral range (32768-60999)", () => {
    // An outgoing connection may hold any port of that range for a moment: a test Postgres there failed to start
    // with "Port 54424 is already in use" while nothing listened on it.
    for (const shard of [1, 2, 3, 4])
      for (const name of Object.keys(E2E_PORT_DEFAULTS))
        expect(Number(shardEnv({}, shard)[name as keyof typeof E2E_PORT_DEFAULTS]), name).toBeLessThan(32_768);
  });

  it("starts from the ports the environment sets and moves derived ports only when they are set", () => {
    const env = { E2E_PORT: "44708", FAULTS_PG_PORT: "44730", FAULTS_SERVE_PORT: "44732" };
    const third = shardEnv(env, 3, 50);
    expect(third.E2E_PORT).toBe("44808");
    expect(third.FAULTS_PG_PORT).toBe("44830");
    expect(third.FAULTS_SERVE_PORT).toBe("44832");
    expect("FAULTS_RESTORE_PG_PORT" in third).toBe(false);
  });

  it("gives no two shards a port in common, derived ports (FAULTS_PORT + 1 and + 100, FAULTS_PG_PORT + 1) included", () => {
    const earlier = new Map<number, number>();
    for (const shard of [1, 2, 3, 4]) {
      const env = shardEnv({}, shard);
      const ports = Object.keys(E2E_PORT_DEFAULTS).map((name) => Number(env[name as keyof typeof env]));
      ports.push(Number(env.FAULTS_PORT) + 1, Number(env.FAULTS_PORT) + 100, Number(env.FAULTS_PG_PORT) + 1);
      for (const port of ports) expect(earlier.get(port) ?? shard, `port ${port} of shard ${shard}`).toBe(shard);
      for (const port of ports) earlier.set(port, shard);
    }
  });
});

describe("e2ePaths", () => {
  it("keeps the usual places without a shard and gives each shard folders of its own", () => {
    expect(e2ePaths(undefined)).toEqual({
      data: ".data/e2e",
      auth: "tests/.auth",
      results: "test-results",
      json: "reports/playwright.json",
      html: "playwright-report",
    });
    const [one, two] = [e2ePaths("1"), e2ePaths("2")];
    for (const key of Object.keys(one) as (keyof typeof one)[]) expect(one[key]).not.toBe(two[key]);
  });
});

describe("shardCount", () => {
  it("reads E2E_SHARDS, falls back when unset and refuses what is not a whole number ≥ 1", () => {
    expect(shardCount(undefined)).toBe(1);
    expect(shardCount("", 2)).toBe(2);
    expect(shardCount("3")).toBe(3);
    for (const bad of ["0", "-1", "1.5", "two"]) expect(() => shardCount(bad)).toThrow(/E2E_SHARDS/);
  });
});

describe("defaultShardCount", () => {
  it("runs two shards where the unit step showed fast cores, one where it showed slow ones or did not run", () => {
    expect(defaultShardCount(97)).toBe(2);
    expect(defaultShardCount(141)).toBe(2);
    expect(defaultShardCount(182)).toBe(1);
    expect(defaultShardCount(0)).toBe(1);
  });
});

describe("planShards", () => {
  it("balances the measured seconds rather than the number of files", () => {
    const seconds = {
      "a.spec.ts": 100,
      "b.spec.ts": 60,
      "c.spec.ts": 30,
      "d.spec.ts": 10,
      "e.spec.ts": 5,
      "f.spec.ts": 5,
    };
    const plan = planShards(Object.keys(seconds), seconds, 2);
    expect(plan.map((shard) => shard.seconds)).toEqual([105, 105]);
    expect(plan[0].files).toEqual(["a.spec.ts", "e.spec.ts"]);
    expect(plan.flatMap((shard) => shard.files).sort()).toEqual(Object.keys(seconds));
  });

  it("counts a file without a measured time as the mean of the others, and works with none measured", () => {
    const plan = planShards(["new.spec.ts", "x.spec.ts", "y.spec.ts"], { "x.spec.ts": 10, "y.spec.ts": 30 }, 2);
    expect(plan.find((shard) => shard.files.includes("new.spec.ts"))?.seconds).toBe(20 + 10);
    expect(planShards(["a", "b", "c", "d"], {}, 2).map((shard) => shard.files.length)).toEqual([2, 2]);
  });

  it("puts every file in the one shard when there is one", () => {
    expect(planShards(["b", "a"], {}, 1)).toEqual([{ files: ["a", "b"], seconds: 2 }]);
  });
});

describe("fileSeconds", () => {
  it("sums each spec file's test durations across reports, leaving out the setup project", () => {
    const report = (file: string, ms: number[]) => ({
      suites: [{ specs: [{ file, tests: [{ results: ms.map((duration) => ({ duration })) }] }] }],
    });
    expect(
      fileSeconds([
        report("api/a.spec.ts", [1200, 300]),
        { suites: [{ suites: [report("api/a.spec.ts", [500]).suites[0]] }] },
        report("setup/accounts.setup.ts", [9000]),
      ]),
    ).toEqual({ "api/a.spec.ts": 2 });
  });
});

describe("tests/e2e/durations.json", () => {
  it("names only spec files that exist, so a rename does not leave a stale time behind", () => {
    const durations = JSON.parse(readFileSync("tests/e2e/durations.json", "utf8")) as Record<string, number>;
    const specs = readdirSync("tests/e2e", { recursive: true })
      .map(String)
      .filter((name) => name.endsWith(".spec.ts"))
      .map((name) => name.split(path.sep).join("/"));
    for (const file of Object.keys(durations)) expect(specs, file).toContain(file);
  });
});
