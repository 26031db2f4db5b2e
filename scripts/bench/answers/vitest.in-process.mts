// `npm run bench:answers-in-process`: the answers bench's quality part in process (no build, no
// HTTP), for trying a ranking change on both sets in seconds. See in-process.ablation.ts.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const databaseUrl = process.env.BENCH_ABLATION_DATABASE_URL;
if (!databaseUrl) throw new Error("Set BENCH_ABLATION_DATABASE_URL to a migrated database this may wipe.");

export default defineConfig({
  root,
  resolve: {
    alias: [
      { find: /^@\//, replacement: root },
      { find: /^server-only$/, replacement: `${root}node_modules/server-only/empty.js` },
    ],
  },
  test: {
    environment: "node",
    env: { DATABASE_URL: databaseUrl },
    include: ["scripts/bench/answers/in-process.ablation.ts"],
    testTimeout: 3_600_000,
    hookTimeout: 3_600_000,
  },
});
