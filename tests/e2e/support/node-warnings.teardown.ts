// The app servers write Node's runtime warnings to files (scripts/e2e-server.mjs): any at all
// fails the run, with what they said.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { e2ePaths } from "../../../scripts/e2e-shards.mjs";

export default function failOnNodeWarnings() {
  const { data } = e2ePaths(process.env.E2E_SHARD);
  if (!existsSync(data)) return;
  const written = readdirSync(data)
    .filter((name) => /^node-warnings-\d+\.log$/.test(name))
    .map((name) => readFileSync(path.join(data, name), "utf8").trim())
    .filter(Boolean);
  if (written.length > 0) throw new Error(`The app servers printed Node warnings:\n${written.join("\n")}`);
}
