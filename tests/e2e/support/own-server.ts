import { spawn, type ChildProcess } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * What `npm start` runs (scripts/server.mjs: `next start` plus the socket address), on `port` with `env` only,
 * in a process group of its own, once it answers /api/health. `stop` kills the group; `output` is its log.
 */
export async function startOwnServer(port: number, env: Record<string, string | undefined>) {
  let output = "";
  const child: ChildProcess = spawn(process.execPath, ["scripts/server.mjs", "-p", String(port)], {
    env: env as NodeJS.ProcessEnv,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {}
    await exited;
  };
  for (let waited = 0; ; waited += 250) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (waited > 90_000) {
      await stop();
      throw new Error(`server did not start:\n${output}`);
    }
    await sleep(250);
  }
  return { stop, output: () => output };
}
