// `npm run serve`: the one-machine production setup (docs/decisions/015). Builds when there is no
// build, installs Debian's nginx when missing (as root), then starts the app (`npm start`'s server,
// trusting exactly one proxy hop) behind nginx with scripts/serve/nginx.conf.template.
//
//   PORT           where nginx listens (default 8080); HOST its address (default 0.0.0.0)
//   APP_PORT       the first app instance's port, bound to 127.0.0.1 (default PORT + 1)
//   APP_INSTANCES  how many app processes share the database behind nginx (default 1)
//   SERVE_DIR      nginx's config, cache, socket and temp files (default .data/serve)
//
// The database is prepared once, by scripts/with-db.mjs (the embedded Postgres when DATABASE_URL
// is unset), which runs this script a second time inside it. SIGINT or SIGTERM stops nginx and
// every app process, then the database.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import {
  ensureNginx,
  learnPageHeaders,
  NginxMissingError,
  pageFileHeadersProblem,
  startNginx,
  writeNginxConfig,
} from "./serve/nginx.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const INSIDE = "SERVE_INSIDE_DATABASE";
const env = process.env;

function intEnv(name, fallback) {
  const value = Number.parseInt(env[name] ?? "", 10);
  return Number.isInteger(value) && value > 0 && value < 65536 ? value : fallback;
}

const port = intEnv("PORT", 8080);
const appPort = intEnv("APP_PORT", port + 1);
const instances = intEnv("APP_INSTANCES", 1);
const host = env.HOST ?? "0.0.0.0";
const dir = path.resolve(ROOT, env.SERVE_DIR ?? ".data/serve");

if (env[INSIDE] === "1") await serve();
else prepare();

/** Outside the database: build, nginx, then this script again through with-db. */
function prepare() {
  if (!existsSync(path.join(ROOT, ".next/BUILD_ID"))) {
    console.log("No production build yet: building…");
    const build = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  try {
    ensureNginx();
  } catch (error) {
    console.error(error instanceof NginxMissingError ? error.message : error);
    process.exit(1);
  }
  const child = spawn(process.execPath, ["scripts/with-db.mjs", process.execPath, "scripts/serve.mjs"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...env, [INSIDE]: "1", NODE_ENV: "production" },
  });
  // with-db passes the signal on and stops the database once this script's second run has exited.
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
  // `npm run serve` given SIGTERM exits without passing it on (its shell dies, this script stays):
  // when the process that started this one is gone, stop as if signalled.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent && child.exitCode === null) child.kill("SIGTERM");
  }, 1_000).unref();
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

async function waitForHttp(url, timeoutMs, alive) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`stopped before ${url} answered`);
    if (
      await fetch(url, { redirect: "manual" }).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Inside the database: the app instances, then nginx; everything stops together. */
async function serve() {
  const apps = [];
  let nginx;
  let stopping = false;
  const stop = async (code) => {
    if (stopping) return;
    stopping = true;
    await nginx?.stop();
    await Promise.all(
      apps.map(async (app) => {
        if (app.exitCode !== null || app.signalCode !== null) return;
        const exited = new Promise((resolve) => app.once("exit", resolve));
        app.kill("SIGTERM");
        await exited;
      }),
    );
    process.exit(code);
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => stop(0));

  try {
    const upstreams = [];
    for (let i = 0; i < instances; i++) {
      const instancePort = appPort + i;
      // What `npm start` runs inside with-db, reachable from this machine only: the app believes
      // the one X-Forwarded-For entry nginx sets, so nobody else may talk to it directly (decision
      // 011). `--listen`, not `-H 127.0.0.1`, which makes proxy.ts's rewrites external (decision 010).
      const args = ["scripts/server.mjs", "-p", String(instancePort), "--listen", "127.0.0.1"];
      const app = spawn(process.execPath, args, {
        cwd: ROOT,
        stdio: "inherit",
        env: { ...env, TRUSTED_PROXY_HOPS: "1" },
      });
      apps.push(app);
      app.on("exit", (code, signal) => {
        if (stopping) return;
        console.error(`The app on port ${instancePort} exited (${signal ?? code}); stopping.`);
        void stop(1);
      });
      await waitForHttp(`http://127.0.0.1:${instancePort}/api/health`, 120_000, () => !stopping);
      upstreams.push(`127.0.0.1:${instancePort}`);
    }

    // What nginx sends with a page it serves as a file: the app's own page headers.
    const pageHeaders = await learnPageHeaders(`http://${upstreams[0]}`).catch((error) => {
      console.warn(`Pages are not served as files (${error.message}); they are served from the cache.`);
      return null;
    });
    const problem = pageHeaders && pageFileHeadersProblem(pageHeaders);
    if (problem) console.warn(`Pages are not served as files (${problem}); they are served from the cache.`);
    nginx = startNginx(writeNginxConfig({ listen: `${host}:${port}`, upstreams, dir, pageHeaders }));
    nginx.exited.then((code) => {
      if (stopping) return;
      console.error(`nginx exited (${code}); stopping.`);
      void stop(1);
    });
    await waitForHttp(`http://127.0.0.1:${port}/api/health`, 30_000, () => !stopping);
    console.log(
      `Serving on http://${host}:${port} (nginx → ${upstreams.join(", ")}; its files in ${path.relative(ROOT, dir) || dir})`,
    );
  } catch (error) {
    if (stopping) return;
    console.error(`npm run serve: ${error.message}`);
    await stop(1);
  }
}
