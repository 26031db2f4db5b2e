// The shipped nginx setup (docs/decisions/015): renders scripts/serve/nginx.conf.template, checks it,
// runs it, and finds or installs Debian's nginx. Used by `npm run serve`, the serving bench and the tests.
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const TEMPLATE = path.join(import.meta.dirname, "nginx.conf.template");
const DEBIAN_NGINX = "/usr/sbin/nginx";
export const NGINX = process.env.NGINX_PATH ?? DEBIAN_NGINX;
export const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so";

// The app's limits, which nginx repeats so that it refuses what the app would refuse before
// reading it: LARGE_BODY_LIMIT (lib/api/body.ts), and MAX_FILES_PER_UPLOAD
// (lib/validation/documents.ts) files of UPLOAD_MAX_MB each (lib/env.ts). tests/unit/nginx-config.test.ts
// checks that they still agree.
export const APP_LARGEST_JSON_MB = 2;
export const DOCUMENTS_PER_UPLOAD = 20;
const DEFAULT_UPLOAD_MAX_MB = 50;
// The app's stale-while-revalidate for public pages (lib/http/cache-headers.ts): how long a copy
// nobody asks for stays in nginx's cache, which bounds how stale a page can be.
export const PAGE_STALE_SECONDS = 5;
// Room for the multipart envelope (boundaries, part headers, the form's other fields).
const MULTIPART_SLACK_MB = 1;

const uploadMaxMb = () => {
  const value = Number.parseInt(process.env.UPLOAD_MAX_MB ?? "", 10);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_UPLOAD_MAX_MB;
};

/**
 * The config for a proxy on `listen` (a port, or host:port) in front of `upstreams` (host:port
 * of each `next start`), keeping its cache, temp files, socket and pid under `dir`.
 */
export function renderNginxConfig({
  listen,
  upstreams,
  dir,
  brotli = existsSync(BROTLI_MODULE),
  asRoot = process.getuid?.() === 0,
  uploadMb = uploadMaxMb(),
  pageInactiveSeconds = PAGE_STALE_SECONDS,
}) {
  const values = {
    LISTEN: String(listen),
    DIR: dir,
    MAX_BODY: `${APP_LARGEST_JSON_MB}m`,
    PAGE_INACTIVE: `${pageInactiveSeconds}s`,
    UPLOAD_MAX_BODY: `${uploadMb + MULTIPART_SLACK_MB}m`,
    DOCUMENTS_MAX_BODY: `${uploadMb * DOCUMENTS_PER_UPLOAD + MULTIPART_SLACK_MB}m`,
    BROTLI_MODULE,
    INSTANCE: randomBytes(4).toString("hex"),
    UPSTREAM_SERVERS: upstreams.map((address) => `    server ${address};`).join("\n"),
  };
  const optional = { "#brotli ": brotli, "#root ": asRoot };
  return readFileSync(TEMPLATE, "utf8")
    .split("\n")
    .flatMap((line) => {
      const prefix = Object.keys(optional).find((candidate) => line.startsWith(candidate));
      if (!prefix) return [line];
      return optional[prefix] ? [line.slice(prefix.length)] : [];
    })
    .join("\n")
    .replace(/\{\{(\w+)\}\}/g, (match, name) => {
      if (!(name in values)) throw new Error(`nginx template: no value for ${match}`);
      return values[name];
    });
}

/** Writes the config and the folders it names; returns the config's path. */
export function writeNginxConfig(options) {
  for (const sub of ["", "tmp", "cache", "static"]) mkdirSync(path.join(options.dir, sub), { recursive: true });
  const file = path.join(options.dir, "nginx.conf");
  writeFileSync(file, renderNginxConfig(options));
  return file;
}

/** `nginx -t` on a config; throws with nginx's own message when it is invalid. */
export function testNginxConfig(file) {
  try {
    return execFileSync(NGINX, ["-t", "-q", "-c", file, "-p", path.dirname(file)], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
  } catch (error) {
    throw new Error(`nginx -t failed for ${file}:\n${error.stderr ?? error.message}`);
  }
}

/**
 * Starts nginx in the foreground on a config (after `nginx -t`). `stop()` asks it to finish the
 * requests in flight (SIGQUIT) and resolves once the master process has exited.
 */
export function startNginx(file, { stdio = "inherit" } = {}) {
  testNginxConfig(file);
  const child = spawn(NGINX, ["-c", file, "-p", path.dirname(file)], { stdio });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGQUIT");
    const timer = setTimeout(() => child.kill("SIGTERM"), 5_000);
    await exited;
    clearTimeout(timer);
  };
  return { child, exited, stop };
}

export class NginxMissingError extends Error {}

/**
 * Debian's nginx, installed when missing and we may (root with apt-get), with the brotli module
 * when the archive has it. Otherwise throws NginxMissingError saying exactly what to run.
 */
export function ensureNginx() {
  const canInstall = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
  if (existsSync(NGINX)) {
    // Debian's nginx installed without its brotli module (CI images, a hand install): add it.
    if (canInstall && NGINX === DEBIAN_NGINX && !existsSync(BROTLI_MODULE)) aptInstallBrotliModule(false);
    return NGINX;
  }
  if (!canInstall) {
    throw new NginxMissingError(
      `nginx was not found at ${NGINX}, and only root can install it here.\n` +
        "Install it with: sudo apt-get update && sudo apt-get install -y nginx-light libnginx-mod-http-brotli-filter\n" +
        "(or point NGINX_PATH at an nginx binary).",
    );
  }
  console.log("Installing Debian's nginx…");
  aptGet(["update", "-qq"]);
  aptGet(["install", "-y", "-qq", "--no-install-recommends", "nginx-light"]);
  aptInstallBrotliModule(true);
  return NGINX;
}

function aptGet(args) {
  execFileSync("apt-get", args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
}

/** Debian's brotli filter for nginx; without it nginx serves gzip only, which is still correct. */
function aptInstallBrotliModule(updated) {
  console.log("Installing Debian's brotli module for nginx…");
  try {
    if (!updated) aptGet(["update", "-qq"]);
    aptGet(["install", "-y", "-qq", "--no-install-recommends", "libnginx-mod-http-brotli-filter"]);
  } catch {
    console.log("Debian's brotli module is not available here: serving gzip only.");
  }
}
