// `npm start`'s server for a benchmark: started through scripts/with-db.mjs with the caller's environment
// additions (an undefined value removes a variable), waited for, and stopped cleanly (SIGTERM, so
// its embedded Postgres shuts down too). `root`: the checkout whose build and scripts it runs.
import { spawn } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../../..");

export function startBenchServer(port, env, root = ROOT) {
  const merged = {
    ...process.env,
    NODE_ENV: "production",
    NEXTAUTH_SECRET: "bench-only-secret-not-used-anywhere-else-0123456789",
    NEXTAUTH_URL: `http://127.0.0.1:${port}`,
    NEXT_TELEMETRY_DISABLED: "1",
    // The load generators name each visitor in X-Forwarded-For, as a proxy in front would.
    TRUSTED_PROXY_HOPS: "1",
    ...env,
  };
  for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name];
  const child = spawn(process.execPath, ["scripts/with-db.mjs", "node", "scripts/server.mjs", "-p", String(port)], {
    cwd: root,
    env: merged,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  child.output = () => output;
  return child;
}

export async function waitForBenchServer(baseURL, server) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The bench server exited:\n${server.output()}`);
    if (
      await fetch(`${baseURL}/admin/login`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The bench server did not start in time:\n${server.output()}`);
}

export async function stopBenchServer(server) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
}
