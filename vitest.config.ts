import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import LongestFirst from "./tests/setup/longest-first.mjs";

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: root },
      // Server modules `import "server-only"`, which throws outside Next's react-server graph.
      { find: /^server-only$/, replacement: `${root}node_modules/server-only/empty.js` },
    ],
  },
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default leaves a core to its main process: one file at a time on the 2-core runner,
    // while most files wait on Postgres, nginx or timers rather than compute (259 → 216 s there).
    maxWorkers: "100%",
    sequence: { sequencer: LongestFirst },
    projects: [
      // Pure logic: files in parallel, no database to wait for.
      {
        extends: true,
        test: { name: "unit", include: ["lib/**/*.test.ts", "tests/unit/**/*.test.ts", "scripts/**/*.test.ts"] },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          // Starts a test-only embedded Postgres with a copy of the migrated database per worker.
          globalSetup: ["tests/setup/global-db.ts"],
          setupFiles: ["tests/setup/worker-db.ts"],
        },
      },
    ],
  },
});
