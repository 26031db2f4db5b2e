// `npm run serve`: the one-machine production setup (docs/decisions/010). Builds when there is no
// build, installs Debian's nginx when missing (as root), then starts `npm start` (the app, trusting
// exactly one proxy hop) behind nginx with scripts/serve/nginx.conf.template.
//
//   PORT           where nginx listens (default 8080); HOST its address (default 0.0.0.0)
//   APP_PORT       the first app instance's port (default PORT + 1)
//   APP_INSTANCES  how many `next start` share the database behind nginx (default 1)
//   SERVE_DIR      nginx's config, cache and temp files (default .data/serve)
//
// Without DATABASE_URL the embedded Postgres is started once (scripts/with-db.mjs) and shared.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { ensureNginx, testNginxConfig, writeNginxConfig, NGINX } from "./serve/nginx.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const env = process.env;

if (!env.DATABASE_URL) {
  // One database for every instance: run this script again inside with-db, which exports DATABASE_URL.
  const child = spawn(process.execPath, ["scripts/with-db.mjs", process.execPath, "scripts/serve.mjs"], { cwd: ROOT, stdio: "inherit" });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code) => process.exit(code ?? 1));
} else {
  await serve();
}

function intEnv(name, fallback) {
  const value = Number.parseInt(env[name] ?? "", 10);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

async function waitForHttp(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { redirect: "manual" });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function serve() {
  const port = intEnv("PORT", 8080);
  const appPort = intEnv("APP_PORT", port + 1);
  const instances = intEnv("APP_INSTANCES", 1);
  const dir = path.resolve(ROOT, env.SERVE_DIR ?? ".data/serve");

  if (!existsSync(path.join(ROOT, ".next/BUILD_ID"))) {
    console.log("No production build yet: building…");
    const build = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  ensureNginx();

  const children = [];
  const stop = (signal) => {
    for (const child of children) if (child.exitCode === null) child.kill(signal);
  };
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(signal));

  const upstreams = [];
  for (let i = 0; i < instances; i++) {
    const instancePort = appPort + i;
    // The `npm start` path, so whatever the app's start does (environment, server entry) applies
    // here too. Only nginx may reach it (firewall APP_PORT): the app trusts the one X-Forwarded-For
    // entry nginx adds. Not `-H 127.0.0.1`: with it Next treats proxy.ts's rewrites as external
    // (docs/decisions/010).
    const app = spawn("npm", ["start"], {
      cwd: ROOT,
      stdio: "inherit",
      env: { ...env, PORT: String(instancePort), TRUSTED_PROXY_HOPS: "1" },
    });
    children.push(app);
    app.on("exit", (code) => {
      console.error(`App instance on port ${instancePort} exited (${code}); stopping.`);
      stop("SIGTERM");
      process.exitCode = code || 1;
    });
    await waitForHttp(`http://127.0.0.1:${instancePort}/admin/login`, 120_000);
    upstreams.push(`127.0.0.1:${instancePort}`);
  }

  const config = writeNginxConfig({ listen: `${env.HOST ?? "0.0.0.0"}:${port}`, upstreams, dir });
  testNginxConfig(config);
  const nginx = spawn(NGINX, ["-c", config, "-p", dir], { stdio: "inherit" });
  children.push(nginx);
  nginx.on("exit", (code) => {
    console.error(`nginx exited (${code}); stopping.`);
    stop("SIGTERM");
    process.exitCode = code || 1;
  });
  await waitForHttp(`http://127.0.0.1:${port}/admin/login`, 30_000);
  console.log(`Serving on http://${env.HOST ?? "0.0.0.0"}:${port} (nginx → ${upstreams.join(", ")})`);
}
